import { MATCH_STATUS, type Match } from '@sportsbook/contract/catalog';
import type { Prediction, PredictionOptionKey, VoteBody, VotesQuery } from '@sportsbook/contract/votes';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { CatalogService } from '../catalog/catalog-service';
import { sharesOf } from './shares';
import { insertVote, type VoteRow, voteCounts, votesOf } from './votes-repository';

/** A prediction's identity and its options, before counting votes. */
type PredictionFrame = {
  id: string;
  matchId: number;
  open: boolean;
  options: { key: PredictionOptionKey; name: string }[];
  result: PredictionOptionKey | null;
};

export const winnerPredictionId = (matchId: number) => `match:${matchId}:winner`;
const matchIdOf = (predictionId: string) => Number(predictionId.split(':')[1]);

/** Home and away names: by qualifier, else by position. */
function sides(match: Match): { home: string; away: string } {
  const [first, second] = match.competitors;
  const home = match.competitors.find((c) => c.qualifier === 'home') ?? first;
  const away = match.competitors.find((c) => c.qualifier === 'away') ?? second;
  return { home: home?.name ?? 'Home', away: away?.name ?? 'Away' };
}

/** The winner of a finished match from its total score (a draw only where the prediction offers one). */
function resultOf(match: Match, hasDraw: boolean): PredictionOptionKey | null {
  if (match.status !== MATCH_STATUS.finished || !match.score) return null;
  const { home, away } = match.score.totalScore;
  if (home > away) return 'home';
  if (away > home) return 'away';
  return hasDraw ? 'draw' : null;
}

/**
 * Match predictions (spec 001 §7.3 `/vote`): "who wins" for every match, derived from the catalog, never stored;
 * only votes are stored. Voting is open while the match is prematch; each player votes once (a second vote is 409
 * `already_voted`). Results are whole-percent shares summing to 100.
 */
export class VotesService {
  constructor(private readonly deps: { db: Db; clock: Clock; catalog: CatalogService }) {}

  /** `GET /vote`: the asked predictions in order, unknown matches and outrights left out. */
  async predictions(query: VotesQuery, playerId: number | null, locale: string): Promise<Prediction[]> {
    const ids = [
      ...new Set([...(query.prediction_id ?? []), ...(query.match_id ?? []).map((id) => winnerPredictionId(id))]),
    ];
    const frames = (await Promise.all(ids.map((id) => this.#frame(id, locale)))).filter(
      (f): f is PredictionFrame => f !== null,
    );
    return this.#withVotes(frames, playerId);
  }

  /** `POST /vote`: the player's one vote; answers the prediction with the new shares. */
  async vote(playerId: number, body: VoteBody, locale: string): Promise<Prediction> {
    const frame = await this.#frame(body.prediction_id, locale);
    if (!frame) throw new AppError(404, 'not_found', `Prediction ${body.prediction_id} was not found`);
    const option = typeof body.data === 'string' ? body.data : body.data.option;
    if (!frame.options.some((o) => o.key === option)) {
      throw new AppError(400, 'invalid_option', `Option ${option} is not offered by ${frame.id}.`, {
        options: frame.options.map((o) => o.key),
      });
    }
    if (!frame.open) throw new AppError(409, 'prediction_closed', 'Voting closed when the match started.');
    const row = await insertVote(this.deps.db, {
      predictionId: frame.id,
      playerId,
      option,
      createdAt: new Date(this.deps.clock.now()),
    });
    if (!row) {
      const [mine] = (await votesOf(this.deps.db, playerId, [frame.id])).values();
      throw new AppError(409, 'already_voted', 'You have voted on this prediction already.', {
        vote: mine ? { data: mine.option, createdAt: mine.createdAt.toISOString() } : null,
      });
    }
    const [prediction] = await this.#withVotes([frame], playerId);
    if (!prediction) throw new Error(`prediction ${frame.id} vanished`);
    return prediction;
  }

  /** The prediction's options from its match, or null when the match is unknown or an outright. */
  async #frame(id: string, locale: string): Promise<PredictionFrame | null> {
    const matchId = matchIdOf(id);
    let match: Match;
    try {
      match = await this.deps.catalog.match(matchId, locale);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
    if (match.type !== 'match') return null;
    const hasDraw = this.#hasDraw(match);
    const { home, away } = sides(match);
    return {
      id,
      matchId,
      open: match.status === MATCH_STATUS.prematch,
      options: [
        { key: 'home', name: home },
        ...(hasDraw ? [{ key: 'draw' as const, name: 'Draw' }] : []),
        { key: 'away', name: away },
      ],
      result: resultOf(match, hasDraw),
    };
  }

  /** A draw is an option where the league's main market (1X2) has three outcomes. */
  #hasDraw(match: Match): boolean {
    try {
      return this.deps.catalog.tournament(match.tournament.id, 'en').mainMarketOutcomesCount === 3;
    } catch {
      return match.mainMarket?.outcomes.length === 3;
    }
  }

  async #withVotes(frames: PredictionFrame[], playerId: number | null): Promise<Prediction[]> {
    const ids = frames.map((f) => f.id);
    const [counts, mine] = await Promise.all([
      voteCounts(this.deps.db, ids),
      playerId === null ? new Map<string, VoteRow>() : votesOf(this.deps.db, playerId, ids),
    ]);
    return frames.map((frame) => {
      const byOption = counts.get(frame.id);
      const votes = frame.options.map((o) => byOption?.get(o.key) ?? 0);
      const shares = sharesOf(votes);
      const own = mine.get(frame.id);
      return {
        id: frame.id,
        prediction_id: frame.id,
        kind: 'winner',
        matchId: frame.matchId,
        open: frame.open,
        options: frame.options.map((o, i) => ({ ...o, votes: votes[i] ?? 0, share: shares[i] ?? 0 })),
        totalVotes: votes.reduce((a, b) => a + b, 0),
        result: frame.result,
        vote: own ? { data: own.option as PredictionOptionKey, createdAt: own.createdAt.toISOString() } : null,
      };
    });
  }
}
