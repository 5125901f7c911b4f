import { paginate } from '@sportsbook/contract/pagination';
import {
  type Account,
  TRANSACTIONS_CSV_MAX_ROWS,
  type Transaction,
  type TransactionsFilter,
  transactionWindow,
} from '@sportsbook/contract/platform';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { accountCurrency } from './currencies';
import { postEntry } from './ledger';
import { transactionsCsv } from './transactions-csv';
import {
  type AccountKind,
  type AccountRow,
  type EntryFilter,
  ensureAccount,
  findAccount,
  findEntryByReference,
  type LedgerRow,
  listAccounts,
  pageEntries,
  playerCurrency,
  setPlayerCurrency,
  sumEntries,
} from './wallet-repository';

/**
 * Kinds of ledger entries. Deposits and withdrawals move money in and out; the bet kinds are what responsible-
 * gambling limits and the session's net result count (stakes negative, payouts, refunds and cash-outs positive).
 */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'bet_stake'
  | 'bet_payout'
  | 'bet_refund'
  | 'cashout'
  | 'bonus'
  | 'adjustment'
  // Free bets (issue 17), on the free-bet account: issued, staked, given back (a void free bet), lapsed unused.
  | 'freebet_issued'
  | 'freebet_stake'
  | 'freebet_refund'
  | 'freebet_expired'
  // Bonus winnings, on the cash account: a free bet's return, a combo boost's extra over the unboosted return.
  | 'freebet_payout'
  | 'boost_payout'
  // Issue 19: a free bet spent on tournament points (free-bet account); a lootbox's cash prize; a jackpot hit paid.
  | 'freebet_boost'
  | 'lootbox_prize'
  | 'jackpot_win';

/** Kinds that are play (wagering and its returns), as opposed to money in and out. */
export const PLAY_KINDS: readonly LedgerKind[] = ['bet_stake', 'bet_payout', 'bet_refund', 'cashout'];

/**
 * A committed balance change, for listeners (the real-time `balance_changed` event, deposit notifications).
 * `kind`, `amount` and `reference` describe the fresh ledger entry when `post` wrote one (absent on a replay and on
 * changes built elsewhere).
 */
export type BalanceChange = {
  playerId: number;
  currency: string;
  balance: number;
  entryId: number;
  kind?: LedgerKind;
  amount?: number;
  reference?: string | null;
};

export type Posting = {
  playerId: number;
  currency: string;
  /** Signed minor units: positive credits, negative debits. */
  amount: number;
  kind: LedgerKind;
  /** The account of the currency it moves: cash (default) or the free-bet account. */
  account?: AccountKind;
  /** Idempotency key within (account, kind): the same reference never posts twice. */
  reference: string | null;
};

function toTransaction(r: LedgerRow): Transaction {
  return {
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    currency: r.currency,
    reference: r.reference,
    createdAt: r.createdAt.toISOString(),
  };
}

function toAccount(row: AccountRow): Account {
  const currency = accountCurrency(row.currency);
  if (!currency) throw new Error(`account ${row.id} holds unknown currency ${row.currency}`);
  return { currency, balance: row.balance };
}

/**
 * Accounts (one per player and currency, balance in minor units) and the append-only ledger. `post` is the only
 * way a balance moves: it shifts the balance and writes the entry inside the caller's transaction.
 * Other modules (bets, cash-out, bonuses) use `post` and `publish`.
 */
export class WalletService {
  readonly #listeners = new Set<(change: BalanceChange) => void>();

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Active accounts, the active currency first. */
  async accounts(playerId: number): Promise<Account[]> {
    const { db } = this.deps;
    const [rows, current] = await Promise.all([listAccounts(db, playerId), playerCurrency(db, playerId)]);
    rows.sort((a, b) => Number(b.currency === current) - Number(a.currency === current));
    return rows.map(toAccount);
  }

  /** The account of one currency, or null. */
  async account(playerId: number, currency: string, tx?: Tx): Promise<Account | null> {
    const row = await findAccount(tx ?? this.deps.db, playerId, currency);
    return row ? toAccount(row) : null;
  }

  /** Creates the account of an allowed currency if missing (inside the caller's transaction). */
  async ensure(tx: Db | Tx, playerId: number, currency: string): Promise<Account> {
    if (!accountCurrency(currency)) throw currencyNotAllowed(currency);
    return toAccount(await ensureAccount(tx, playerId, currency, new Date(this.deps.clock.now())));
  }

  /** `POST /player/accounts`: makes `currency` the active account, creating it when the currency is allowed. */
  async switchCurrency(playerId: number, code: string): Promise<Account> {
    const currency = accountCurrency(code);
    if (!currency) throw currencyNotAllowed(code);
    const now = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const account = await ensureAccount(tx, playerId, currency.code, now);
      await setPlayerCurrency(tx, playerId, currency.code, now);
      return toAccount(account);
    });
  }

  /**
   * Posts one ledger entry and moves the balance with it, in `tx`. Refuses (402 `insufficient_funds`) a debit
   * larger than the balance. A posting whose (kind, reference) exists answers the first one's result unchanged.
   */
  async post(tx: Tx, posting: Posting): Promise<BalanceChange & { replayed: boolean }> {
    const now = new Date(this.deps.clock.now());
    const kind = posting.account ?? 'cash';
    const account = await ensureAccount(tx, posting.playerId, posting.currency, now, kind);
    if (posting.reference !== null) {
      const existing = await findEntryByReference(tx, account.id, posting.kind, posting.reference);
      if (existing) {
        const current = await findAccount(tx, posting.playerId, posting.currency, kind);
        return {
          playerId: posting.playerId,
          currency: posting.currency,
          balance: current?.balance ?? existing.balanceAfter,
          entryId: existing.id,
          replayed: true,
        };
      }
    }
    try {
      const posted = await postEntry(
        tx,
        {
          accountId: account.id,
          playerId: posting.playerId,
          currency: posting.currency,
          amount: posting.amount,
          kind: posting.kind,
          reference: posting.reference,
        },
        now,
      );
      if (posted === null) {
        throw new AppError(402, 'insufficient_funds', 'The balance is too low for this operation.', {
          currency: posting.currency,
          balance: account.balance,
          amount: -posting.amount,
        });
      }
      return {
        playerId: posting.playerId,
        currency: posting.currency,
        balance: posted.balance,
        entryId: posted.entryId,
        kind: posting.kind,
        amount: posting.amount,
        reference: posting.reference,
        replayed: false,
      };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'conflict', 'The same operation is already being processed.');
      }
      throw error;
    }
  }

  /** Sum of a player's entries of `kinds` in `currency` since `since` (all time when null). */
  sum(playerId: number, currency: string, kinds: readonly LedgerKind[], since: Date | null, tx?: Tx): Promise<number> {
    return sumEntries(tx ?? this.deps.db, { playerId, currency, kinds, since });
  }

  /** `GET /player/transactions`: ledger entries of one currency, newest first, filtered by types and dates. */
  async transactions(playerId: number, query: TransactionsFilter & { page: number; limit: number }) {
    const { rows, total } = await pageEntries(this.deps.db, {
      ...(await this.#entryFilter(playerId, query)),
      page: query.page,
      limit: query.limit,
    });
    return { data: rows.map(toTransaction), pagination: paginate(total, query.page, query.limit) };
  }

  /**
   * `GET /player/transactions.csv`: the same selection as the list, newest first, at most
   * `TRANSACTIONS_CSV_MAX_ROWS` rows (`truncated` when there were more).
   */
  async transactionsCsv(playerId: number, filter: TransactionsFilter): Promise<{ csv: string; truncated: boolean }> {
    const { rows, total } = await pageEntries(this.deps.db, {
      ...(await this.#entryFilter(playerId, filter)),
      page: 1,
      limit: TRANSACTIONS_CSV_MAX_ROWS,
    });
    return { csv: transactionsCsv(rows.map(toTransaction)), truncated: total > rows.length };
  }

  async #entryFilter(playerId: number, filter: TransactionsFilter): Promise<EntryFilter> {
    const currency = filter.currency ?? (await playerCurrency(this.deps.db, playerId)) ?? 'EUR';
    return { playerId, currency, kinds: filter.type, ...transactionWindow(filter.from, filter.to) };
  }

  /** Registers a listener of committed balance changes; answers the unsubscribe function. */
  onBalanceChanged(listener: (change: BalanceChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells listeners about changes after their transaction committed. Listener errors are not the caller's. */
  publish(changes: readonly BalanceChange[]): void {
    for (const change of changes) {
      for (const listener of this.#listeners) {
        try {
          listener(change);
        } catch {
          // A failing listener must not undo or fail a committed payment.
        }
      }
    }
  }
}

export function currencyNotAllowed(code: string): AppError {
  return new AppError(400, 'currency_not_allowed', `The currency ${code} is not offered.`, {
    path: 'currency',
  });
}
