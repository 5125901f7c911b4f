import type { Bet, MoneyValue } from '@sportsbook/contract/bets';
import { betReturn } from '@sportsbook/domain/bet-return';
import { maxPartialTake, partialCashout } from '@sportsbook/domain/cashout/partial';
import { currencyByCode, formatMinor } from '@sportsbook/domain/money';
import { betLineCount } from '@sportsbook/domain/system-lines';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { WalletService } from '../wallet/wallet-service';
import type { BetEvents } from './bet-events';
import type { BetIds } from './bet-ids';
import { betView, currentOffer } from './bet-view';
import { type BetRecord, findPlayerBet, loadBets } from './bets-repository';
import {
  autoCashoutsInProgress,
  cashOutInFull,
  cashOutPart,
  completeAutoCashout,
  setAutoCashout,
  startAutoCashout,
} from './cashout-repository';
import type { CashoutTracker } from './cashout-tracker';
import type { MarketView } from './placement-validation';

/**
 * Cash-out (spec 001 §7.3 `POST /bets/cashout`, issue 20): full, partial and automatic.
 *
 * - `to_cashout` is what the player takes now. The whole current offer cashes the bet out; less is a partial
 *   cash-out (domain `partialCashout`: the bet stays open on a proportionally smaller stake, each part its own
 *   `cashout` entry); more is 409 `cashout_offer_changed` with the offer now. Every change is one conditional UPDATE
 *   on the bet as it was valued (status open, stake unchanged) plus its ledger entry, in one transaction: two
 *   requests racing on one bet move money once, the loser gets the new offer.
 * - An automatic cash-out (`POST /bets/auto-cashout`) is a threshold the server watches on every offer it computes
 *   (the cash-out tracker, whether the player is online or not); once the offer reaches it, the bet goes to
 *   `cashout_in_progress` with that amount (one conditional UPDATE: one winner), then to cashed_out with its credit.
 *   A restart completes any bet left in progress (`recover`).
 */
export class CashoutService {
  /** Bets whose automatic cash-out this process is running (the tracker may see the offer again meanwhile). */
  readonly #running = new Set<number>();

  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      markets: MarketView;
      ids: BetIds;
      wallet: WalletService;
      events: BetEvents;
      tracker: CashoutTracker;
      log?: FastifyBaseLogger;
    },
  ) {}

  /** `publicId`: the id players see (`BetIds`); one that is not a bet of this player is 404. */
  async cashout(playerId: number, publicId: number, toCashout: number): Promise<{ bet: Bet; balance: MoneyValue }> {
    const { database, clock, markets, wallet, events, tracker } = this.deps;
    const bet = await this.openBetOf(playerId, publicId);
    const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
    const offer = currentOffer(bet, markets);
    if (offer === null) {
      throw unavailable('cashout_suspended', 'Cash-out is suspended for this bet right now.', { offer: null });
    }
    const changed = () =>
      unavailable(
        'cashout_offer_changed',
        `The cash-out offer changed to ${formatMinor(offer, subunits)} ${bet.currency}.`,
        { offer, currency: bet.currency, subunits },
      );
    const plan = partialCashout(bet.stake, offer, toCashout);
    if (plan.kind === 'refused') {
      if (plan.reason === 'over_offer') throw changed();
      throw new AppError(
        422,
        'cashout_partial_invalid',
        `A partial cash-out takes between ${formatMinor(1, subunits)} and ${formatMinor(maxPartialTake(bet.stake, offer), subunits)} ${bet.currency} now, or the whole offer.`,
        { messageKey: 'error.cashout.partial_invalid', offer, max: maxPartialTake(bet.stake, offer), subunits },
      );
    }
    const now = new Date(clock.now());
    if (plan.kind === 'full') {
      const posted = await database.db.transaction((tx) =>
        cashOutInFull(tx, { betId: bet.id, expectedStake: bet.stake, amount: offer, now }),
      );
      if (!posted) throw this.raced(offer, subunits);
      tracker.untrack(bet.id);
      const view = betView(
        { ...bet, status: 'cashed_out', result: 'cashed_out', winAmount: offer, settledAt: now },
        this.deps,
      );
      events.betChanged(playerId, view);
      wallet.publish([balanceChange(posted)]);
      return { bet: view, balance: { value: posted.balance, currency: bet.currency, subunits } };
    }
    const lines = bet.type === 'system' ? betLineCount('system', bet.legs.length, bet.systemWinCount ?? 0) : 1;
    const remaining: BetRecord = {
      ...bet,
      stake: plan.remainingStake,
      totalStake: plan.remainingStake * lines,
      potentialWin: potentialWinOf({ ...bet, stake: plan.remainingStake }),
      cashedOut: bet.cashedOut + toCashout,
      soldStake: bet.soldStake + bet.totalStake - plan.remainingStake * lines,
      cashoutParts: bet.cashoutParts + 1,
    };
    const posted = await database.db.transaction((tx) =>
      cashOutPart(tx, {
        betId: bet.id,
        expectedStake: bet.stake,
        remainingStake: remaining.stake,
        lines,
        potentialWin: remaining.potentialWin,
        take: toCashout,
        now,
      }),
    );
    if (!posted) throw this.raced(offer, subunits);
    tracker.update(remaining);
    const view = betView(remaining, this.deps);
    events.betChanged(playerId, view);
    wallet.publish([balanceChange(posted)]);
    return { bet: view, balance: { value: posted.balance, currency: bet.currency, subunits } };
  }

  /**
   * Sets or clears a bet's automatic cash-out. The threshold must be above the offer now (at or below it, the
   * player cashes out by hand) and at most the potential win; a bet without an offer now can take a rule.
   */
  async setAuto(playerId: number, publicId: number, amount: number | null): Promise<Bet> {
    const bet = await this.openBetOf(playerId, publicId);
    const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
    if (amount !== null) {
      const offer = currentOffer(bet, this.deps.markets);
      if ((offer !== null && amount <= offer) || amount > bet.potentialWin) {
        throw new AppError(
          422,
          'auto_cashout_invalid',
          `An automatic cash-out needs an amount above the offer now${offer === null ? '' : ` (${formatMinor(offer, subunits)} ${bet.currency})`} and at most the potential win (${formatMinor(bet.potentialWin, subunits)} ${bet.currency}).`,
          { messageKey: 'error.cashout.auto_invalid', offer, max: bet.potentialWin, subunits },
        );
      }
    }
    if (!(await setAutoCashout(this.deps.database.db, { playerId, betId: bet.id, amount }))) {
      throw unavailable('cashout_not_available', 'This bet can no longer be cashed out.', {});
    }
    const updated = { ...bet, autoCashout: amount };
    this.deps.tracker.update(updated);
    const view = betView(updated, this.deps);
    this.deps.events.betChanged(playerId, view);
    return view;
  }

  /**
   * The tracker saw `offer` on a bet whose automatic cash-out it reaches: runs it (once per bet at a time in this
   * process; across processes the conditional UPDATE picks one). Resolves when done; never throws.
   */
  async autoCashout(bet: { id: number; stake: number }, offer: number): Promise<void> {
    if (this.#running.has(bet.id)) return;
    this.#running.add(bet.id);
    try {
      const started = await startAutoCashout(this.deps.database.db, {
        betId: bet.id,
        expectedStake: bet.stake,
        amount: offer,
      });
      if (!started) return;
      const [record] = await loadBets(this.deps.database.db, [bet.id]);
      if (record) this.deps.events.betChanged(record.playerId, betView(record, this.deps));
      await this.complete(bet.id);
    } catch (error) {
      this.deps.log?.error({ err: error, betId: bet.id }, 'automatic cash-out failed; a restart completes it');
    } finally {
      this.#running.delete(bet.id);
    }
  }

  /** Completes every automatic cash-out a previous process left in progress (start-up). Answers how many. */
  async recover(): Promise<number> {
    let done = 0;
    for (const id of await autoCashoutsInProgress(this.deps.database.db)) if (await this.complete(id)) done += 1;
    return done;
  }

  private async complete(betId: number): Promise<boolean> {
    const { database, clock, wallet, events, tracker } = this.deps;
    const now = new Date(clock.now());
    const posted = await database.db.transaction((tx) => completeAutoCashout(tx, { betId, now }));
    if (!posted) return false;
    tracker.untrack(betId);
    const [record] = await loadBets(database.db, [betId]);
    if (record) events.betChanged(record.playerId, betView(record, this.deps));
    wallet.publish([balanceChange(posted)]);
    return true;
  }

  private async openBetOf(playerId: number, publicId: number): Promise<BetRecord> {
    const betId = this.deps.ids.internalId(publicId);
    const bet = betId === null ? null : await findPlayerBet(this.deps.database.db, playerId, betId);
    if (!bet) throw new AppError(404, 'not_found', `Bet ${publicId} was not found.`);
    if (bet.status !== 'waiting_results') {
      throw unavailable('cashout_not_available', 'This bet can no longer be cashed out.', { status: bet.status });
    }
    if (bet.bonus) {
      throw unavailable('cashout_not_available', 'A bet placed with a bonus cannot be cashed out.', {
        status: bet.status,
      });
    }
    return bet;
  }

  /** The conditional UPDATE found the bet changed since it was valued: settled, cashed out, or partly cashed out. */
  private raced(offer: number, subunits: number): AppError {
    return unavailable('cashout_not_available', 'This bet changed in the meantime: refresh it and try again.', {
      offer,
      subunits,
    });
  }
}

/** What the bet returns if every leg wins, at its stake (the placement's potential win; no bonus on a cashed-out bet). */
function potentialWinOf(bet: BetRecord): number {
  return betReturn({
    type: bet.type,
    stake: bet.stake,
    ...(bet.type === 'system' ? { systemSize: bet.systemWinCount ?? 0 } : {}),
    ...(bet.type === 'custom_bet' ? { customOddsMillis: bet.oddsMillis ?? 0 } : {}),
    legs: bet.legs.map((leg) => ({ oddsMillis: leg.oddsMillis, result: 'win_entire' as const })),
  });
}

/** The balance change a cash-out credit publishes (the real-time balance event). */
function balanceChange(p: { playerId: number; currency: string; balance: number; entryId: number }) {
  return { playerId: p.playerId, currency: p.currency, balance: p.balance, entryId: p.entryId };
}

function unavailable(code: string, message: string, details: Record<string, unknown>): AppError {
  return new AppError(
    409,
    code,
    message,
    { messageKey: `error.cashout.${code.replace('cashout_', '')}`, ...details },
    message,
  );
}
