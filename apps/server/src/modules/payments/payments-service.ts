import { type PaymentResult, SANDBOX_TEST_CARDS } from '@sportsbook/contract/platform';
import { formatMinor } from '@sportsbook/domain/money';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { LimitsService } from '../limits/limits-service';
import { accountCurrency } from '../wallet/currencies';
import { findAccount, playerCurrency } from '../wallet/wallet-repository';
import { type BalanceChange, currencyNotAllowed, type WalletService } from '../wallet/wallet-service';
import { type DepositState, insertDeposit, setDepositLedgerEntry } from './payments-repository';

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const STATE_OF: Readonly<Record<PaymentResult, DepositState>> = {
  success: 'paid',
  error: 'declined',
  pending: 'initial',
};

export type DepositRequest = {
  amount: number;
  currency: string;
  outcome?: PaymentResult | undefined;
  cardNumber?: string | undefined;
  quick: boolean;
};

/**
 * Deposits through the sandbox provider: every attempt is a `deposits` row; a successful one credits the account
 * with a `deposit` ledger entry in the same transaction (after the deposit limits are checked). Declined and
 * pending attempts move no money.
 */
export class PaymentsService {
  constructor(private readonly deps: { db: Db; clock: Clock; wallet: WalletService; limits: LimitsService }) {}

  /** The currency of a quick deposit: the one asked for, else the active account's. */
  async currencyFor(playerId: number, requested: string | undefined): Promise<string> {
    return requested ?? (await playerCurrency(this.deps.db, playerId)) ?? 'EUR';
  }

  async deposit(playerId: number, request: DepositRequest) {
    const currency = accountCurrency(request.currency);
    if (!currency) throw currencyNotAllowed(request.currency);
    if (request.cardNumber !== undefined && !passesLuhn(request.cardNumber)) {
      throw new AppError(400, 'validation_failed', 'body.card_number: is not a valid card number', [
        { path: 'body.card_number', message: 'is not a valid card number' },
      ]);
    }
    const testCard = SANDBOX_TEST_CARDS.find((c) => c.number === request.cardNumber);
    const result: PaymentResult = request.outcome ?? testCard?.outcome ?? 'success';
    const { db, clock, wallet, limits } = this.deps;
    const changes: BalanceChange[] = [];
    const deposit = await db.transaction(async (tx) => {
      const now = new Date(clock.now());
      if (result === 'success') await limits.checkDeposit(tx, playerId, currency.code, request.amount);
      await wallet.ensure(tx, playerId, currency.code);
      const account = await findAccount(tx, playerId, currency.code);
      if (!account) throw new Error(`account ${playerId}/${currency.code} missing`);
      const row = await insertDeposit(tx, {
        playerId,
        accountId: account.id,
        provider: 'sandbox',
        amount: request.amount,
        currency: currency.code,
        state: STATE_OF[result],
        cardLast4: request.cardNumber?.slice(-4) ?? null,
        quick: request.quick,
        now,
      });
      if (result === 'success') {
        const change = await wallet.post(tx, {
          playerId,
          currency: currency.code,
          amount: request.amount,
          kind: 'deposit',
          reference: `deposit:${row.id}`,
        });
        await setDepositLedgerEntry(tx, row.id, change.entryId);
        changes.push(change);
      }
      return row;
    });
    wallet.publish(changes);
    const account = await wallet.account(playerId, currency.code);
    if (!account) throw new Error('account vanished after deposit');
    return {
      deposit: {
        id: deposit.id,
        amount: deposit.amount,
        currency: deposit.currency,
        state: deposit.state as DepositState,
        result,
        createdAt: deposit.createdAt.toISOString(),
      },
      account,
    };
  }

  /** The notice a quick deposit shows (spec 000 §4: success, pending, failure). */
  notice(result: PaymentResult, amount: number, currency: string): { type: PaymentResult; message: string } {
    const subunits = accountCurrency(currency)?.subunits ?? 2;
    const shown = `${formatMinor(amount, subunits)} ${currency}`;
    if (result === 'success') return { type: result, message: `Your deposit of ${shown} was successful.` };
    if (result === 'pending') return { type: result, message: `Your deposit of ${shown} is being processed.` };
    return { type: result, message: `Your deposit of ${shown} was declined.` };
  }
}
