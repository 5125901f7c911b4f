import { cashoutOffer } from '@sportsbook/domain/cashout/offer';
import { currencyByCode } from '@sportsbook/domain/money';
import type { FeedEvent } from '../../feed/types';
import type { BetEvents } from './bet-events';
import { customOffer, offerBet } from './bet-view';
import type { BetRecord } from './bets-repository';
import type { MarketView } from './placement-validation';

type TrackedLeg = {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  oddsMillis: number;
  provider: string;
  result: string | null;
};

type TrackedBet = {
  id: number;
  playerId: number;
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  stake: number;
  /** A custom bet's price (its offer comes from the bet builder's model). */
  oddsMillis: number | null;
  systemWinCount: number | null;
  currency: string;
  legs: TrackedLeg[];
  /** The automatic cash-out threshold, null without one. */
  autoCashout: number | null;
  /** The offer last published (undefined: never published). */
  published: number | null | undefined;
};

/** Runs a bet's automatic cash-out at `offer` (the bets module's `CashoutService.autoCashout`). */
export type AutoCashoutHandler = (bet: { id: number; stake: number }, offer: number) => Promise<void>;

/**
 * Follows the open bets of this node (loaded at start, added at placement, dropped when settled or cashed out) and,
 * once per feed batch (one tick), recomputes the cash-out offer of the bets whose matches changed and publishes
 * `cashout_changed` for those whose offer moved: at most one message per bet per tick. Only bets of watched
 * players (with a live private subscription, when the hub can tell) and bets with an automatic cash-out are
 * computed, so a busy book costs nothing while nobody looks; an offer that reaches a bet's automatic cash-out runs
 * it (the player need not be online).
 */
export class CashoutTracker {
  readonly #bets = new Map<number, TrackedBet>();
  readonly #byMatch = new Map<number, Set<number>>();
  #autoCashout: AutoCashoutHandler | null = null;

  constructor(
    private readonly deps: {
      markets: MarketView;
      events: BetEvents;
      /** Whether the player may be listening (default: always). */
      isWatched?: (playerId: number) => boolean;
    },
  ) {}

  /** Who runs automatic cash-outs (set once the cash-out service exists). */
  onAutoCashout(handler: AutoCashoutHandler): void {
    this.#autoCashout = handler;
  }

  get size(): number {
    return this.#bets.size;
  }

  track(bet: BetRecord): void {
    if (bet.status !== 'waiting_results' || bet.bonus) return;
    const tracked: TrackedBet = {
      id: bet.id,
      playerId: bet.playerId,
      type: bet.type,
      stake: bet.stake,
      oddsMillis: bet.oddsMillis,
      systemWinCount: bet.systemWinCount,
      currency: bet.currency,
      autoCashout: bet.autoCashout,
      legs: bet.legs.map((l) => ({
        matchId: l.matchId,
        marketId: l.marketId,
        specifier: l.specifier,
        outcomeId: l.outcomeId,
        oddsMillis: l.oddsMillis,
        provider: l.provider,
        result: l.result,
      })),
      published: undefined,
    };
    this.#bets.set(bet.id, tracked);
    for (const leg of tracked.legs) {
      let set = this.#byMatch.get(leg.matchId);
      if (!set) {
        set = new Set();
        this.#byMatch.set(leg.matchId, set);
      }
      set.add(bet.id);
    }
  }

  /** Updates a tracked bet's legs (a leg settled) or drops it when no longer open. */
  update(bet: BetRecord): void {
    this.untrack(bet.id);
    this.track(bet);
  }

  untrack(betId: number): void {
    const bet = this.#bets.get(betId);
    if (!bet) return;
    this.#bets.delete(betId);
    for (const leg of bet.legs) {
      const set = this.#byMatch.get(leg.matchId);
      set?.delete(betId);
      if (set?.size === 0) this.#byMatch.delete(leg.matchId);
    }
  }

  /** One feed batch: recompute the offers of watched bets on the matches that changed; publish the moves. */
  onBatch(events: readonly FeedEvent[]): void {
    const matches = new Set<number>();
    let all = false;
    for (const event of events) {
      if (event.kind === 'markets_changed') matches.add(event.matchId);
      else if (event.kind === 'match_upserted') matches.add(event.match.id);
      else if (event.kind === 'match_removed' || event.kind === 'match_settled') matches.add(event.matchId);
      else if (event.kind === 'provider_status_changed') all = true;
    }
    const betIds = new Set<number>();
    if (all) for (const id of this.#bets.keys()) betIds.add(id);
    else for (const m of matches) for (const id of this.#byMatch.get(m) ?? []) betIds.add(id);
    const watched = this.deps.isWatched ?? (() => true);
    for (const id of betIds) {
      const bet = this.#bets.get(id);
      if (!bet) continue;
      const isWatched = watched(bet.playerId);
      if (!isWatched && bet.autoCashout === null) continue;
      const { markets } = this.deps;
      const amount = bet.type === 'custom_bet' ? customOffer(bet, markets) : cashoutOffer(offerBet(bet, markets));
      if (bet.autoCashout !== null && amount !== null && amount >= bet.autoCashout && this.#autoCashout) {
        void this.#autoCashout(bet, amount);
      }
      if (!isWatched || amount === bet.published) continue;
      bet.published = amount;
      this.deps.events.cashoutChanged(bet.playerId, bet.id, {
        amount,
        currency: bet.currency,
        subunits: currencyByCode(bet.currency)?.subunits ?? 2,
        available: amount !== null,
      });
    }
  }
}
