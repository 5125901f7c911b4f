import type { Bet, MoneyValue } from '@sportsbook/contract/bets';
import { currencyByCode, formatMinor } from '@sportsbook/domain/money';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { WalletService } from '../wallet/wallet-service';
import type { BetEvents } from './bet-events';
import type { BetIds } from './bet-ids';
import { betView, currentOffer } from './bet-view';
import { findPlayerBet } from './bets-repository';
import type { CashoutTracker } from './cashout-tracker';
import type { MarketView } from './placement-validation';
import { closeBet, credit } from './settlement-repository';

/**
 * `POST /bets/cashout` (spec 001 §7.3): the player accepts the offer they were shown (`to_cashout`, minor units).
 * Refused when the bet is not open (409 `cashout_not_available`), when there is no offer now (a market suspended,
 * 409 `cashout_suspended`) and when the offer moved (409 `cashout_offer_changed`, the new offer in details). The bet
 * moves to cashed_out by the same conditional UPDATE settlement uses, and the credit (ledger kind `cashout`,
 * reference `bet:{id}`) is posted in that transaction: exactly once, whoever races.
 */
export class CashoutService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      markets: MarketView;
      ids: BetIds;
      wallet: WalletService;
      events: BetEvents;
      tracker: CashoutTracker;
    },
  ) {}

  /** `publicId`: the id players see (`BetIds`); one that is not a bet of this player is 404. */
  async cashout(playerId: number, publicId: number, toCashout: number): Promise<{ bet: Bet; balance: MoneyValue }> {
    const { database, clock, markets, wallet, events, tracker, ids } = this.deps;
    const betId = ids.internalId(publicId);
    const bet = betId === null ? null : await findPlayerBet(database.db, playerId, betId);
    if (!bet) throw new AppError(404, 'not_found', `Bet ${publicId} was not found.`);
    const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
    if (bet.status !== 'waiting_results') {
      throw unavailable('cashout_not_available', 'This bet can no longer be cashed out.', { status: bet.status });
    }
    if (bet.bonus) {
      throw unavailable('cashout_not_available', 'A bet placed with a bonus cannot be cashed out.', {
        status: bet.status,
      });
    }
    const offer = currentOffer(bet, markets);
    if (offer === null) {
      throw unavailable('cashout_suspended', 'Cash-out is suspended for this bet right now.', { offer: null });
    }
    if (offer !== toCashout) {
      throw unavailable(
        'cashout_offer_changed',
        `The cash-out offer changed to ${formatMinor(offer, subunits)} ${bet.currency}.`,
        { offer, currency: bet.currency, subunits },
      );
    }
    const now = new Date(clock.now());
    const posted = await database.db.transaction(async (tx) => {
      if (!(await closeBet(tx, bet.id, { status: 'cashed_out', result: 'cashed_out', winAmount: offer, now }))) {
        return null;
      }
      return credit(tx, {
        accountId: bet.accountId,
        playerId,
        currency: bet.currency,
        amount: offer,
        kind: 'cashout',
        betId: bet.id,
        now,
      });
    });
    if (!posted) throw unavailable('cashout_not_available', 'This bet was settled in the meantime.', {});
    tracker.untrack(bet.id);
    const view = betView(
      { ...bet, status: 'cashed_out', result: 'cashed_out', winAmount: offer, settledAt: now },
      this.deps,
    );
    events.betChanged(playerId, view);
    wallet.publish([{ playerId, currency: bet.currency, ...posted }]);
    return { bet: view, balance: { value: posted.balance, currency: bet.currency, subunits } };
  }
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
