import { type PaymentResult, SANDBOX_TEST_CARDS } from '@sportsbook/contract/platform';
import { formatMinor } from '@sportsbook/domain/money';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { requestHash } from '../../shared/idempotency';
import type { BonusesService } from '../bonuses/bonuses-service';
import type { LimitsService } from '../limits/limits-service';
import { accountCurrency } from '../wallet/currencies';
import { limitConverter } from '../wallet/limit-rates';
import { findAccount, playerCurrency } from '../wallet/wallet-repository';
import { type BalanceChange, currencyNotAllowed, type WalletService } from '../wallet/wallet-service';
import {
  type DepositRow,
  type DepositState,
  findDepositByKey,
  insertDeposit,
  paidDepositCount,
  setDepositLedgerEntry,
} from './payments-repository';

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

const RESULT_OF: Readonly<Record<DepositState, PaymentResult>> = {
  paid: 'success',
  approved: 'success',
  declined: 'error',
  initial: 'pending',
};

export type DepositRequest = {
  amount: number;
  currency: string;
  outcome?: PaymentResult | undefined;
  cardNumber?: string | undefined;
  quick: boolean;
  /** The client's `Idempotency-Key`: a retry with it answers the first deposit and credits nothing again. */
  idempotencyKey?: string | null;
};

/** The operator's money maximums, major units of `currency` (converted at the reference rates to other currencies). */
export type DepositMaximums = { currency: string; deposit: number; balance: number };

const REQUEST_KEY_CONSTRAINT = 'deposits_player_request_uq';

/**
 * Deposits through the sandbox provider: every attempt is a `deposits` row; a successful one credits the account
 * with a `deposit` ledger entry in the same transaction (after the deposit limits are checked). Declined and
 * pending attempts move no money.
 */
export class PaymentsService {
  readonly #convert = limitConverter();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      wallet: WalletService;
      limits: LimitsService;
      maximums: DepositMaximums;
      /** Issues deposit campaigns' bonuses inside the deposit's transaction. */
      bonuses?: Pick<BonusesService, 'issueOnTrigger' | 'announce'>;
    },
  ) {}

  /** The maximum deposit and balance in minor units of `currency` (MAX_DEPOSIT, MAX_BALANCE). */
  #maximums(currency: string): { deposit: number; balance: number } {
    const { maximums } = this.deps;
    const convert = (major: number) => this.#convert(major, maximums.currency, currency) ?? Number.MAX_SAFE_INTEGER;
    return { deposit: convert(maximums.deposit), balance: convert(maximums.balance) };
  }

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
    const key = request.idempotencyKey ?? null;
    const fingerprint = requestHash(
      JSON.stringify([
        request.amount,
        currency.code,
        request.outcome ?? null,
        request.cardNumber ?? null,
        request.quick,
      ]),
    );
    if (key !== null) {
      const earlier = await findDepositByKey(db, playerId, key);
      if (earlier) return this.#replay(playerId, earlier, fingerprint);
    }
    const maximum = this.#maximums(currency.code);
    if (request.amount > maximum.deposit) {
      throw new AppError(
        422,
        'deposit_too_large',
        `A deposit can be at most ${formatMinor(maximum.deposit, currency.subunits)} ${currency.code}.`,
        {
          max: maximum.deposit,
        },
      );
    }
    const changes: BalanceChange[] = [];
    const issuedBonuses: number[] = [];
    let deposit: DepositRow;
    try {
      deposit = await db.transaction(async (tx) => {
        const now = new Date(clock.now());
        if (result === 'success') await limits.checkDeposit(tx, playerId, currency.code, request.amount);
        await wallet.ensure(tx, playerId, currency.code);
        const account = await findAccount(tx, playerId, currency.code);
        if (!account) throw new Error(`account ${playerId}/${currency.code} missing`);
        if (result === 'success' && account.balance + request.amount > maximum.balance) {
          throw new AppError(
            422,
            'balance_limit_exceeded',
            `A balance can be at most ${formatMinor(maximum.balance, currency.subunits)} ${currency.code}.`,
            { max: maximum.balance, balance: account.balance },
          );
        }
        const row = await insertDeposit(tx, {
          playerId,
          accountId: account.id,
          provider: 'sandbox',
          amount: request.amount,
          currency: currency.code,
          state: STATE_OF[result],
          cardLast4: request.cardNumber?.slice(-4) ?? null,
          quick: request.quick,
          request: key === null ? null : { key, hash: fingerprint },
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
          // Deposit campaigns (issue 17): the first deposit and deposits of at least a campaign's minimum.
          const first = (await paidDepositCount(tx, playerId)) === 1;
          issuedBonuses.push(
            ...((await this.deps.bonuses?.issueOnTrigger(tx, playerId, {
              trigger: 'deposit',
              amount: request.amount,
              currency: currency.code,
              first,
            })) ?? []),
          );
        }
        return row;
      });
    } catch (error) {
      // The same key raced in from another request: that one committed; answer it.
      if (key === null || !isUniqueViolation(error, REQUEST_KEY_CONSTRAINT)) throw error;
      const earlier = await findDepositByKey(db, playerId, key);
      if (!earlier) throw error;
      return this.#replay(playerId, earlier, fingerprint);
    }
    wallet.publish(changes);
    await this.deps.bonuses?.announce(playerId, issuedBonuses);
    return this.#reply(playerId, deposit);
  }

  /** A repeated key: the first deposit's answer, or 422 when the body differs (another request under the same key). */
  async #replay(playerId: number, earlier: DepositRow, fingerprint: string) {
    if (earlier.requestHash !== fingerprint) {
      throw new AppError(422, 'idempotency_key_reused', 'This idempotency key was used for another request.');
    }
    return this.#reply(playerId, earlier);
  }

  async #reply(playerId: number, deposit: DepositRow) {
    const account = await this.deps.wallet.account(playerId, deposit.currency);
    if (!account) throw new Error('account vanished after deposit');
    return {
      deposit: {
        id: deposit.id,
        amount: deposit.amount,
        currency: deposit.currency,
        state: deposit.state as DepositState,
        result: RESULT_OF[deposit.state as DepositState],
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
