import { randomInt } from 'node:crypto';
import type { SharedBet, sharedBetInputSchema } from '@sportsbook/contract/bets';
import { outcomeKey } from '@sportsbook/domain/betslip/selection';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { legState } from './bet-view';
import type { MarketView } from './placement-validation';
import { findShareCode, insertShareCode } from './share-codes-repository';

type SharedBetInput = z.infer<typeof sharedBetInputSchema>;

/** The odds a shared selection carried (wire odds: a number or a decimal string), null when unreadable. */
function sharedOddsOf(odds: unknown): number | null {
  const value = typeof odds === 'string' ? Number(odds) : odds;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : null;
}

/** Crockford-like alphabet without 0/O, 1/I/L: codes read aloud and typed without mistakes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 8 characters of 31: about 8.5 × 10^11 codes; a collision only costs a redraw. */
const CODE_LENGTH = 8;

export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Shared slips (spec 000 §3 Shared bets, §4): `POST /bets/share-code` stores the bets under a short random code;
 * `GET /bets/share-code?code=` answers them with each selection's current odds and state. Selections whose match
 * or market left the catalog are dropped, and bets left without selections (an empty list means "try another
 * bet"); an unknown code is 404.
 */
export class ShareCodesService {
  constructor(private readonly deps: { db: Db; clock: Clock; markets: MarketView }) {}

  async share(playerId: number | null, bets: readonly SharedBetInput[]): Promise<{ code: string }> {
    const createdAt = new Date(this.deps.clock.now());
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newShareCode();
      if (await insertShareCode(this.deps.db, { code, playerId, bets, createdAt })) return { code };
    }
    throw new Error('could not draw a free share code in 5 attempts');
  }

  /** A shared bet-builder bet's price now (its legs priced together again), or null when they cannot be. */
  private customOddsNow(bet: SharedBetInput): number | null {
    const first = bet.selections[0];
    const millis = first
      ? this.deps.markets.customOddsMillis?.({
          match_id: first.match_id,
          selections: bet.selections.map((s) => ({
            match_id: s.match_id,
            market_id: s.market_id,
            specifier: s.specifier,
            outcome_id: s.outcome_id,
          })),
        })
      : null;
    return millis == null ? null : millis / 1000;
  }

  async restore(code: string): Promise<SharedBet[]> {
    const row = await findShareCode(this.deps.db, code.toUpperCase());
    if (!row)
      throw new AppError(404, 'not_found', `No shared bets under ${code}.`, {
        messageKey: 'share-bet.not-found-modal.link-not-found',
      });
    const bets = row.bets as SharedBetInput[];
    return bets
      .map((bet) => ({
        stake: bet.stake ?? null,
        systemId: bet.system_id ?? null,
        custom: bet.custom_odds === undefined ? null : { odds: this.customOddsNow(bet) },
        total: bet.selections.length,
        selections: bet.selections.flatMap((s) => {
          const match = this.deps.markets.feedMatch(s.match_id);
          const market = this.deps.markets
            .marketsOf(s.match_id)
            ?.find((m) => m.id === s.market_id && m.specifier === s.specifier);
          if (!match || !market) return [];
          const outcome = market.outcomes.find((o) => o.outcomeId === s.outcome_id);
          if (!outcome) return [];
          const state = legState(
            {
              ...s,
              matchId: s.match_id,
              marketId: s.market_id,
              outcomeId: s.outcome_id,
              result: null,
              provider: market.provider,
            },
            this.deps.markets,
          );
          return [
            {
              id: outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id),
              type: match.type === 'outright' ? ('season' as const) : ('match' as const),
              matchId: match.id,
              matchUrnId: match.urnId,
              matchName: match.name,
              marketId: market.id,
              specifier: market.specifier,
              outcomeId: outcome.outcomeId,
              outcomeName: outcome.name,
              marketName: market.name,
              odds: outcome.odds,
              sharedOdds: sharedOddsOf(s.odds),
              active: outcome.active,
              isSuspended: state.isSuspended,
              isNotAvailable: state.isNotAvailable,
              provider: market.provider,
              matchStatus: match.status,
            },
          ];
        }),
      }))
      .filter((bet) => bet.selections.length > 0)
      .map(({ total, ...bet }) => ({ ...bet, missing: total - bet.selections.length }));
  }
}
