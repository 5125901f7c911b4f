import { CUSTOM_BET_ERROR_CODES, type CustomOddsBody, type CustomOddsReply } from '@sportsbook/contract/bet-builder';
import type { Market } from '@sportsbook/contract/catalog';
import { MAX_PAGE_LIMIT, type Paged, paginate } from '@sportsbook/contract/pagination';
import { checkLegSet, type GridLeg } from '@sportsbook/domain/bet-builder/score-grid';
import type { FeedMatch, FeedSource, JointModel } from '../../feed/types';
import { AppError, notFound } from '../../shared/app-error';
import type { CatalogStore } from '../catalog/catalog-store';
import { customBetMargin, customBetOdds } from './custom-price';
import { gridLegOf, hasBuilder } from './grid-legs';

const MARKET_OPEN = 1;
/** Match statuses a custom bet is offered in: prematch and live. */
const OFFERED_STATUSES: ReadonlySet<number> = new Set([0, 1]);

const refuse = (code: string, message: string, details?: unknown) => new AppError(422, code, message, details);

/**
 * The bet builder's pricing (issue 18): which markets of a match combine, and the price of a set of legs from the
 * match's joint score model (`FeedSource.jointModel`). Reads the live catalog for market states; no database.
 */
export class BetBuilderService {
  constructor(private readonly deps: { catalog: CatalogStore; feed: FeedSource }) {}

  /**
   * The sport key and joint model of a match whose builder is on offer now (a bettable match, as the catalog's
   * `bettable`: prematch or live, its provider up; of a sport with a builder), else null.
   */
  private offered(match: FeedMatch): { sportKey: string; model: JointModel } | null {
    if (match.type !== 'match' || !OFFERED_STATUSES.has(match.status)) return null;
    if (this.deps.catalog.providerStatuses()[match.provider] === 'inactive') return null;
    const sportKey = this.deps.catalog.refs.sports.get(match.sportId)?.key;
    if (!sportKey || !hasBuilder(sportKey)) return null;
    const model = this.deps.feed.jointModel?.(match.id) ?? null;
    return model ? { sportKey, model } : null;
  }

  /**
   * The match's open markets reduced to their active combinable outcomes (markets left without one are dropped),
   * in display order, as one page, names in `locale`. Empty when the builder is not offered; 404 for a match not in
   * the catalog.
   */
  markets(matchId: number, locale = 'en'): Paged<Market> {
    const markets = this.deps.catalog.marketsOf(matchId, locale);
    const match = this.deps.catalog.feedMatch(matchId);
    if (!markets || !match) throw notFound('Match', matchId);
    const offer = this.offered(match);
    const data: Market[] = [];
    if (offer) {
      for (const market of markets) {
        if (market.status !== MARKET_OPEN) continue;
        const outcomes = market.outcomes.filter(
          (o) => o.active && gridLegOf(offer.sportKey, market.id, market.specifier, o.outcomeId, offer.model) !== null,
        );
        if (outcomes.length === 0) continue;
        data.push(outcomes.length === market.outcomes.length ? market : { ...market, outcomes });
      }
    }
    return { data, pagination: paginate(data.length, 1, MAX_PAGE_LIMIT) };
  }

  /**
   * The price now of legs of one match together (one leg or more), thousandths, or null when they cannot be priced
   * now: a custom bet's cash-out lays it off at this price.
   */
  currentMillis(body: CustomOddsBody): number | null {
    const quoted = this.quote(body);
    return 'odds' in quoted ? Math.round(quoted.odds * 1000) : null;
  }

  /** `odds` for the placement: the price, or the refusal's code and message instead of an error. */
  quote(body: CustomOddsBody): { odds: number } | { code: string; message: string } {
    try {
      return { odds: this.odds(body).odds };
    } catch (error) {
      if (error instanceof AppError) return { code: String(error.code), message: error.message };
      throw error;
    }
  }

  /** The price of the legs of `body` as one custom bet, or a 422 refusal (codes: `CUSTOM_BET_ERROR_CODES`). */
  odds(body: CustomOddsBody): CustomOddsReply {
    const match = this.deps.catalog.feedMatch(body.match_id);
    if (!match) throw notFound('Match', body.match_id);
    const offer = this.offered(match);
    if (!offer) {
      throw refuse(
        CUSTOM_BET_ERROR_CODES.notOffered,
        `Match ${body.match_id} offers no custom bets: its sport has no bet builder yet, or it is not open for betting (prematch or live).`,
      );
    }
    const markets = this.deps.catalog.marketsOf(match.id) ?? [];
    const legs: GridLeg[] = body.selections.map((s, i) => {
      const unavailable = (why: string) =>
        refuse(CUSTOM_BET_ERROR_CODES.legNotAvailable, `Selection ${i + 1} ${why}.`, { selection: i });
      if (s.match_id !== body.match_id) throw unavailable(`is of match ${s.match_id}, not ${body.match_id}`);
      const leg = gridLegOf(offer.sportKey, s.market_id, s.specifier, s.outcome_id, offer.model);
      if (!leg) throw unavailable('cannot be combined in a custom bet');
      const market = markets.find((m) => m.id === s.market_id && m.specifier === s.specifier);
      if (!market || market.status !== MARKET_OPEN) throw unavailable('is on a market not open for betting now');
      const outcome = market.outcomes.find((o) => o.outcomeId === s.outcome_id);
      if (!outcome?.active) throw unavailable('is an outcome not offered now');
      return leg;
    });
    const check = checkLegSet(offer.model.grid, legs, offer.model.origin);
    if (check.kind === 'same_market')
      throw refuse(CUSTOM_BET_ERROR_CODES.sameMarket, 'Two selections are of one market: pick one outcome per market.');
    if (check.kind === 'impossible')
      throw refuse(CUSTOM_BET_ERROR_CODES.impossible, 'No result of the match wins every selection together.');
    const probability = Math.min(1, check.probability);
    const margin = customBetMargin(offer.model.baseMargin, legs.length);
    return { odds: customBetOdds(probability, margin), probability };
  }
}
