/**
 * The ledger writer: a posting moves an account's balance by a signed amount and records it as a ledger entry with
 * the balance after, in the caller's transaction and in one statement. Deposits, withdrawals, settlement credits,
 * cash-outs and seeded balances all post here; bet stakes are posted by the placement statement in the database
 * (`bets_place_batch`, migration 0006), which debits and writes the stake entries in the same statement.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

export type LedgerPosting = {
  readonly accountId: number;
  readonly playerId: number;
  readonly currency: string;
  /** Signed minor units, never 0. */
  readonly amount: number;
  readonly kind: string;
  /** What the money moved for (`bet:{id}`, `deposit:{key}`); (account, kind, reference) is unique. */
  readonly reference: string | null;
};

export type Posted = { readonly balance: number; readonly entryId: number };

/**
 * Posts each posting (at most one per account) and answers, in input order, the balance after and the entry id, or
 * null for a posting that would take its balance below zero (that account is left unchanged). A second entry with
 * the same (account, kind, reference) violates `ledger_entries_reference_uq` and fails the statement.
 */
export async function postEntries(tx: Tx, postings: readonly LedgerPosting[], now: Date): Promise<(Posted | null)[]> {
  if (postings.length === 0) return [];
  const accounts = new Set<number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new Error(`ledger amount must be a non-zero safe integer, got ${p.amount}`);
    }
    if (accounts.has(p.accountId)) throw new Error(`two postings on account ${p.accountId} in one call`);
    accounts.add(p.accountId);
  }
  const input = JSON.stringify(
    postings.map((p) => ({
      account: p.accountId,
      player: p.playerId,
      currency: p.currency,
      amount: p.amount,
      kind: p.kind,
      ref: p.reference,
    })),
  );
  const result = (await tx.execute(sql`
    WITH v AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
        AS x(account integer, player integer, currency text, amount bigint, kind text, ref text)
    ),
    moved AS MATERIALIZED (
      UPDATE accounts a SET balance = a.balance + v.amount, updated_at = ${now}
      FROM v WHERE a.id = v.account AND a.balance + v.amount >= 0
      RETURNING a.id, a.balance
    )
    INSERT INTO ledger_entries (account_id, player_id, currency, amount, balance_after, kind, reference, created_at)
    SELECT v.account, v.player, v.currency, v.amount, moved.balance, v.kind, v.ref, ${now}
    FROM v JOIN moved ON moved.id = v.account
    RETURNING id, account_id, balance_after
  `)) as unknown as { rows: { id: number | string; account_id: number; balance_after: number | string }[] };
  const byAccount = new Map(
    result.rows.map((r) => [Number(r.account_id), { balance: Number(r.balance_after), entryId: Number(r.id) }]),
  );
  return postings.map((p) => byAccount.get(p.accountId) ?? null);
}

/** Posts one posting: the balance after and the entry id, or null when it would take the balance below zero. */
export async function postEntry(tx: Tx, posting: LedgerPosting, now: Date): Promise<Posted | null> {
  const [posted] = await postEntries(tx, [posting], now);
  return posted ?? null;
}
