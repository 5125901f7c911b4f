import type { Provider } from '@sportsbook/contract/catalog';
import { ladderRound, MAX_ODDS, priceWithMargin } from '../models/margin';
import type { FeedMarket } from '../types';
import type { MarketDef } from './market-def';

/** An outcome below this fair probability is not offered (inactive): decided, or practically impossible. */
export const MIN_ACTIVE_PROBABILITY = 0.002;
/** A market whose favourite is above this is not offered (status 0): decided, or too certain to price. */
export const MAX_FAVOURITE_PROBABILITY = 0.985;

export const MARKET_ALLOWED = 1;
export const MARKET_SUSPENDED = -1;
export const MARKET_NOT_ALLOWED = 0;

/** How the markets are published: priced from the model, all suspended, or all withdrawn. */
export type PublishMode = 'priced' | 'suspended' | 'closed';

const NO_CHANGES: readonly FeedMarket[] = Object.freeze([]);

/**
 * The markets of one match: the engine writes fair probabilities into `fair` (one slot per outcome, markets at
 * `offsets`) and may force markets closed; `publish` turns them into wire markets with odds and status, keeping
 * the unchanged ones as the same objects and returning only the changed ones.
 */
export class MarketBook {
  readonly offsets: Int32Array;
  readonly fair: Float64Array;
  /** Set by the engine per market: 1 = not available now (decided, or its period is over). */
  readonly closed: Uint8Array;
  /** Current wire markets in display order; a new array whenever one changes. Never mutated. */
  published: readonly FeedMarket[] = [];
  /** Outcome odds changes found by the last publish. */
  lastOddsChanges = 0;

  private readonly outcomeIds: string[][];
  private readonly sticky: Uint8Array;
  private readonly status: Int8Array;
  private readonly balanced: Uint8Array;
  private readonly odds: Float64Array;
  private readonly active: Uint8Array;
  private readonly scratchActive: Uint8Array;
  private readonly scratchOdds: Float64Array;

  constructor(
    readonly defs: readonly MarketDef[],
    private readonly matchId: number,
    private readonly matchUrnId: string,
    private readonly provider: Provider,
  ) {
    this.offsets = new Int32Array(defs.length + 1);
    let total = 0;
    let widest = 0;
    defs.forEach((d, i) => {
      this.offsets[i] = total;
      total += d.outcomes.length;
      widest = Math.max(widest, d.outcomes.length);
    });
    this.offsets[defs.length] = total;
    this.fair = new Float64Array(total);
    this.odds = new Float64Array(total);
    this.active = new Uint8Array(total);
    this.closed = new Uint8Array(defs.length);
    this.sticky = new Uint8Array(defs.length);
    this.status = new Int8Array(defs.length);
    this.balanced = new Uint8Array(defs.length);
    this.scratchActive = new Uint8Array(widest);
    this.scratchOdds = new Float64Array(widest);
    this.outcomeIds = defs.map((d) => d.outcomes.map((o) => `${matchId}:${d.id}:${d.specifier}:${o.outcomeId}`));
  }

  /**
   * Re-derives every market and returns those that changed (odds, active flags, status, most balanced).
   * `live` makes withdrawals final: a live market that became decided does not come back.
   */
  publish(mode: PublishMode, live: boolean): readonly FeedMarket[] {
    const first = this.published.length === 0;
    const n = this.defs.length;
    for (let i = 0; i < n; i++) this.derive(i, mode, live, first);
    this.markBalanced();
    let changed: FeedMarket[] | null = null;
    let next: FeedMarket[] | null = null;
    let oddsChanges = 0;
    for (let i = 0; i < n; i++) {
      const prev = this.published[i];
      const def = this.defs[i];
      if (!def) continue;
      const from = this.offsets[i] ?? 0;
      const status = this.status[i] ?? 0;
      const mostBalanced = this.balanced[i] === 1;
      let differs = !prev || prev.status !== status || prev.mostBalanced !== mostBalanced;
      if (prev && !differs) {
        for (let j = 0; j < def.outcomes.length; j++) {
          const o = prev.outcomes[j];
          if (!o || o.odds !== this.odds[from + j] || o.active !== (this.active[from + j] === 1)) {
            differs = true;
            break;
          }
        }
      }
      if (!differs) continue;
      const outcomes = def.outcomes.map((o, j) => {
        const odds = this.odds[from + j] ?? MAX_ODDS;
        const active = this.active[from + j] === 1;
        const before = prev?.outcomes[j];
        if (before && before.odds === odds && before.active === active) return before;
        if (before && before.odds !== odds) oddsChanges++;
        return { id: this.outcomeIds[i]?.[j] ?? '', outcomeId: o.outcomeId, name: o.name, active, odds };
      });
      const market: FeedMarket = {
        matchId: this.matchId,
        matchUrnId: this.matchUrnId,
        id: def.id,
        name: def.name,
        status,
        specifier: def.specifier,
        outcomes,
        groups: def.groups,
        priority: def.priority,
        mostBalanced,
        nextBetStop: null,
        customBetGroups: def.customBetGroups,
        provider: this.provider,
      };
      if (!next) next = this.published.slice();
      next[i] = market;
      if (!changed) changed = [];
      changed.push(market);
    }
    if (next) this.published = next;
    this.lastOddsChanges = oddsChanges;
    return changed ?? NO_CHANGES;
  }

  private derive(i: number, mode: PublishMode, live: boolean, first: boolean): void {
    const def = this.defs[i];
    if (!def) return;
    const from = this.offsets[i] ?? 0;
    const count = def.outcomes.length;
    const previous = this.published[i]?.status ?? MARKET_NOT_ALLOWED;
    if (mode !== 'priced' || this.closed[i] === 1 || this.sticky[i] === 1) {
      this.status[i] =
        mode === 'suspended' && previous !== MARKET_NOT_ALLOWED && this.closed[i] === 0 && this.sticky[i] === 0
          ? MARKET_SUSPENDED
          : MARKET_NOT_ALLOWED;
      if (first) this.fallbackPrices(from, count);
      return;
    }
    let activeCount = 0;
    let favourite = 0;
    let valid = true;
    for (let j = 0; j < count; j++) {
      const p = this.fair[from + j] ?? Number.NaN;
      if (!(p >= 0 && p <= 1.000001)) valid = false;
      const isActive = p >= MIN_ACTIVE_PROBABILITY;
      this.scratchActive[j] = isActive ? 1 : 0;
      if (isActive) activeCount++;
      if (p > favourite) favourite = p;
    }
    if (!valid || activeCount < 2 || favourite > MAX_FAVOURITE_PROBABILITY) {
      this.status[i] = MARKET_NOT_ALLOWED;
      if (live) this.sticky[i] = 1;
      if (first) this.fallbackPrices(from, count);
      return;
    }
    priceWithMargin(this.fair, from, count, this.scratchActive, def.margin, def.coverage, this.scratchOdds);
    for (let j = 0; j < count; j++) {
      const isActive = this.scratchActive[j] === 1;
      this.active[from + j] = isActive ? 1 : 0;
      if (isActive) this.odds[from + j] = this.scratchOdds[j] ?? MAX_ODDS;
      else if (first) this.odds[from + j] = MAX_ODDS;
    }
    this.status[i] = 1;
  }

  /** Odds for a market first published while not priced (keeps every outcome a valid price). */
  private fallbackPrices(from: number, count: number): void {
    for (let j = 0; j < count; j++) {
      const p = this.fair[from + j] ?? 0;
      this.odds[from + j] = ladderRound(p > 0 ? 1 / p : MAX_ODDS);
      this.active[from + j] = p >= MIN_ACTIVE_PROBABILITY ? 1 : 0;
    }
  }

  /** In each line family, flags the allowed line whose first outcome is closest to even money. */
  private markBalanced(): void {
    this.balanced.fill(0);
    const n = this.defs.length;
    let i = 0;
    while (i < n) {
      const def = this.defs[i];
      if (!def?.lineFamily) {
        i++;
        continue;
      }
      let best = -1;
      let bestDistance = Number.POSITIVE_INFINITY;
      let j = i;
      for (; j < n && this.defs[j]?.id === def.id && this.defs[j]?.lineFamily; j++) {
        if (this.status[j] === MARKET_NOT_ALLOWED) continue;
        const distance = Math.abs((this.fair[this.offsets[j] ?? 0] ?? 0) - 0.5);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = j;
        }
      }
      if (best >= 0) this.balanced[best] = 1;
      i = j;
    }
  }
}
