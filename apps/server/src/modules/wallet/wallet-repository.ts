import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, ledgerEntries, players } from '../../db/schema';

type Q = Db | Tx;

export type AccountRow = { id: number; playerId: number; currency: string; balance: number };

const accountColumns = {
  id: accounts.id,
  playerId: accounts.playerId,
  currency: accounts.currency,
  balance: accounts.balance,
};

/** Cash, the player's money; freebet, their unspent free bets (never withdrawable). */
export type AccountKind = 'cash' | 'freebet';

export async function findAccount(
  db: Q,
  playerId: number,
  currency: string,
  kind: AccountKind = 'cash',
): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        eq(accounts.kind, kind),
        eq(accounts.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Active cash accounts of a player, oldest first. */
export async function listAccounts(db: Q, playerId: number): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.kind, 'cash'), eq(accounts.status, 'active')))
    .orderBy(asc(accounts.id));
}

/** Creates the account unless it exists; answers it either way. */
export async function ensureAccount(
  db: Q,
  playerId: number,
  currency: string,
  now: Date,
  kind: AccountKind = 'cash',
): Promise<AccountRow> {
  await db
    .insert(accounts)
    .values({ playerId, currency, kind, balance: 0, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [accounts.playerId, accounts.currency, accounts.kind] });
  const row = await findAccount(db, playerId, currency, kind);
  if (!row) throw new Error(`account ${playerId}/${currency} missing after insert`);
  return row;
}

export async function playerCurrency(db: Q, playerId: number): Promise<string | null> {
  const [row] = await db.select({ currency: players.currency }).from(players).where(eq(players.id, playerId));
  return row?.currency ?? null;
}

export async function setPlayerCurrency(db: Q, playerId: number, currency: string, now: Date): Promise<void> {
  await db.update(players).set({ currency, updatedAt: now }).where(eq(players.id, playerId));
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;

export async function findEntryByReference(
  db: Q,
  accountId: number,
  kind: string,
  reference: string,
): Promise<LedgerRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, kind), eq(ledgerEntries.reference, reference)),
    )
    .limit(1);
  return row ?? null;
}

/** Sum of a player's entries of some kinds in one currency after `since` (all time when null). */
export async function sumEntries(
  db: Q,
  q: { playerId: number; currency: string; kinds: readonly string[]; since: Date | null },
): Promise<number> {
  if (q.kinds.length === 0) return 0;
  const conditions = [
    eq(ledgerEntries.playerId, q.playerId),
    eq(ledgerEntries.currency, q.currency),
    inArray(ledgerEntries.kind, [...q.kinds]),
  ];
  if (q.since) conditions.push(gt(ledgerEntries.createdAt, q.since));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** Which of a player's cash entries a listing shows: one currency, optionally some kinds and a time window. */
export type EntryFilter = {
  playerId: number;
  currency: string;
  /** Only these kinds (all when absent). */
  kinds?: readonly string[] | undefined;
  /** Inclusive lower bound of `createdAt`. */
  since?: Date | undefined;
  /** Exclusive upper bound of `createdAt`. */
  before?: Date | undefined;
};

/** A page of the entries `q` selects, newest first, with how many it selects in all. */
export async function pageEntries(
  db: Q,
  q: EntryFilter & { page: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  // The cash account's movements (free-bet balances are not money the player holds).
  const cash = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, q.playerId), eq(accounts.currency, q.currency), eq(accounts.kind, 'cash')));
  const conditions = [eq(ledgerEntries.playerId, q.playerId), inArray(ledgerEntries.accountId, cash)];
  if (q.kinds && q.kinds.length > 0) conditions.push(inArray(ledgerEntries.kind, [...q.kinds]));
  if (q.since) conditions.push(gte(ledgerEntries.createdAt, q.since));
  if (q.before) conditions.push(lt(ledgerEntries.createdAt, q.before));
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
