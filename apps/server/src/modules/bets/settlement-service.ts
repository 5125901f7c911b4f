import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FeedEvent } from '../../feed/types';
import type { Clock } from '../../shared/clock';
import type { BonusBets } from '../bonuses/bonus-bets';
import type { RewardsService } from '../rewards/rewards-service';
import type { BalanceChange, WalletService } from '../wallet/wallet-service';
import type { BetEvents } from './bet-events';
import type { BetIds } from './bet-ids';
import { betOutcome } from './bet-outcome';
import { betView } from './bet-view';
import { type BetRecord, loadBets } from './bets-repository';
import type { CashoutTracker } from './cashout-tracker';
import type { MarketView } from './placement-validation';
import { closeBet, credit, resolveLegs, resolveLegsFromHistory, settleableBetIds } from './settlement-repository';

/** Bets settled per transaction. */
const BATCH = 200;

type MatchSettled = Extract<FeedEvent, { kind: 'match_settled' }>;

/**
 * Settlement (spec 000 §3 results): when the feed settles a match, every open leg on it gets its outcome's result
 * (a closed match, status 3, refunds them all; an outcome without a result is refunded), then every bet whose legs
 * decide it settles through `betReturn`, its credit posted to the ledger in the same transaction.
 *
 * Exactly once: a leg takes a result only while it has none; a bet leaves `waiting_results` by a conditional
 * UPDATE under a row lock (a cash-out racing it loses, or wins and settlement skips the bet); its credit is a ledger
 * entry with reference `bet:{id}` (unique per account and kind). Duplicate events and restarts change nothing.
 * Work runs one job at a time in arrival order; `catchUp` (queued at start, then every minute) first closes matches
 * the feed left unfinished past their expected end (so every bet settles whatever the feed does), then settles what a
 * stopped server missed and bets that raced their match's settlement: results recorded in `outcome_results`, matches
 * recorded closed.
 */
export class SettlementService {
  #queue: Promise<void> = Promise.resolve();
  /** Bets the rules could not settle, logged once each (the periodic catch-up meets them again). */
  readonly #broken = new Set<number>();
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      markets: MarketView;
      ids: BetIds;
      wallet: WalletService;
      events: BetEvents;
      tracker: CashoutTracker;
      log: FastifyBaseLogger;
      /** A queued job failed (logged and sent to error tracking: `app.backgroundFailed`). */
      failed?: (job: string, error: unknown) => void;
      /** Closes matches the feed left unfinished (the catalog's stale-match closer); run first in every catch-up. */
      closeStaleMatches?: () => Promise<unknown>;
      /** Posts what bets with a bonus owe (free bets, boosts, no-risk refunds). */
      bonusBets: BonusBets;
      /** Hunting, tournaments, lootboxes and comp points count settled bets in the settlement transaction. */
      rewards?: Pick<RewardsService, 'onSettled' | 'announce'>;
    },
  ) {}

  /** Queues the settlement of every `match_settled` event of a feed batch (the catalog's onChange listener). */
  onBatch(events: readonly FeedEvent[]): void {
    for (const event of events) if (event.kind === 'match_settled') void this.#enqueue(() => this.#settleMatch(event));
  }

  /** Applies events now (tests feed synthetic `match_settled` events here); resolves when they are settled. */
  applyEvents(events: readonly FeedEvent[]): Promise<void> {
    this.onBatch(events);
    return this.idle();
  }

  /** Queues the start-up catch-up. */
  catchUp(): Promise<void> {
    return this.#enqueue(() => this.#catchUp());
  }

  /** Resolves once every queued job has finished. */
  async idle(): Promise<void> {
    for (;;) {
      const current = this.#queue;
      await current;
      if (current === this.#queue) return;
    }
  }

  /**
   * Runs the catch-up every `everyMs` as well: a bet committed just after its match's legs were resolved (placed in
   * the instant the feed settled it) is settled from the recorded results at the next pass.
   */
  startPeriodicCatchUp(everyMs: number): void {
    this.#timer ??= setInterval(() => void this.catchUp(), everyMs);
    this.#timer.unref();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  #enqueue(job: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      if (this.#stopped) return;
      try {
        await job();
      } catch (err) {
        // Left for the next catch-up (restart): legs and bets only move forward, credits are idempotent.
        if (this.deps.failed) this.deps.failed('settlement', err);
        else this.deps.log.error({ err }, 'settlement failed');
      }
    });
    return this.#queue;
  }

  async #settleMatch(event: MatchSettled): Promise<void> {
    const { db } = this.deps.database;
    const now = new Date(this.deps.clock.now());
    const betIds = await db.transaction((tx) =>
      resolveLegs(
        tx,
        event.matchId,
        event.status === 3 ? [] : event.results,
        // Closed (3) refunds every leg; a finished match refunds legs whose outcome got no result.
        true,
        now,
      ),
    );
    await this.settleBets(betIds);
  }

  async #catchUp(): Promise<void> {
    await this.deps.closeStaleMatches?.();
    const { db } = this.deps.database;
    const now = new Date(this.deps.clock.now());
    const touched = await db.transaction((tx) => resolveLegsFromHistory(tx, now));
    await this.settleBets(touched);
    for (let after = 0; ; ) {
      const ids = await settleableBetIds(db, BATCH, after);
      if (ids.length === 0) break;
      await this.settleBets(ids);
      after = ids[ids.length - 1] ?? after;
    }
  }

  /** Settles (or refreshes) these bets in batches; answers how many settled now. */
  async settleBets(ids: readonly number[]): Promise<number> {
    let settled = 0;
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i += BATCH) settled += await this.#settleBatch(sorted.slice(i, i + BATCH));
    return settled;
  }

  /** A bet's outcome; a bet the rules cannot settle (broken data) is logged and left open, never blocking others. */
  #decide(bet: BetRecord): ReturnType<typeof betOutcome> {
    try {
      return betOutcome(bet);
    } catch (err) {
      if (!this.#broken.has(bet.id)) {
        this.#broken.add(bet.id);
        this.deps.log.error({ err, betId: bet.id }, 'bet cannot be settled; left open for an operator');
      }
      return null;
    }
  }

  async #settleBatch(ids: readonly number[]): Promise<number> {
    const { database, clock, wallet, events, tracker } = this.deps;
    const now = new Date(clock.now());
    const done = await database.db.transaction(async (tx) => {
      const open = (await loadBets(tx, ids, { lock: true })).filter((b) => b.status === 'waiting_results');
      const decided = open
        .map((bet) => ({ bet, outcome: this.#decide(bet) }))
        .filter((d): d is { bet: BetRecord; outcome: NonNullable<typeof d.outcome> } => d.outcome !== null)
        // Credits in account order, so concurrent settlements never lock two accounts in opposite orders.
        .sort((a, b) => a.bet.accountId - b.bet.accountId || a.bet.id - b.bet.id);
      const changes: BalanceChange[] = [];
      const settledBets: BetRecord[] = [];
      for (const { bet, outcome } of decided) {
        if (
          !(await closeBet(tx, bet.id, { status: 'done', result: outcome.result, winAmount: outcome.winAmount, now }))
        ) {
          continue;
        }
        if (outcome.bonus) {
          changes.push(
            ...(await this.deps.bonusBets.settle(tx, bet, outcome.bonus, {
              amount: outcome.cashReturn,
              kind: outcome.kind,
            })),
          );
        } else if (outcome.winAmount > 0) {
          const posted = await credit(tx, {
            accountId: bet.accountId,
            playerId: bet.playerId,
            currency: bet.currency,
            amount: outcome.winAmount,
            kind: outcome.kind,
            betId: bet.id,
            now,
          });
          changes.push({ playerId: bet.playerId, currency: bet.currency, ...posted });
        }
        settledBets.push({
          ...bet,
          status: 'done',
          result: outcome.result,
          winAmount: outcome.winAmount,
          settledAt: now,
        });
      }
      const waiting = open.filter((b) => !settledBets.some((s) => s.id === b.id));
      const rewards = this.deps.rewards ? await this.deps.rewards.onSettled(tx, settledBets) : null;
      return { changes, settledBets, waiting, rewards };
    });
    for (const bet of done.settledBets) {
      tracker.untrack(bet.id);
      events.betChanged(bet.playerId, betView(bet, this.deps));
    }
    // Legs that settled on still-open bets: the tracker values them from now on; the player sees the leg result.
    for (const bet of done.waiting) {
      tracker.update(bet);
      if (bet.legs.some((l) => l.result !== null)) events.betChanged(bet.playerId, betView(bet, this.deps));
    }
    wallet.publish(done.changes);
    if (done.rewards) await this.deps.rewards?.announce(done.rewards);
    return done.settledBets.length;
  }
}
