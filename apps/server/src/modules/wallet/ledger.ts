/**
 * The ledger writer: every movement of money is a posting — an account's balance moves by a signed amount and a
 * ledger entry records it with the balance after — written by the database function `ledger_post` (migration
 * 0010) in the caller's transaction. Deposits, withdrawals, settlement credits, cash-outs and seeded balances post
 * through `postEntries`; bet placement calls the same function inside `bets_place_batch`.
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

type Row = { r_ord: number; r_balance: number | string; r_entry_id: number | string };

/**
 * Posts the postings and answers, in input order, the balance after each and its entry id, or null for a posting
 * whose account would go below zero: the postings of one account apply together or not at all. A second entry with
 * the same (account, kind, reference) violates `ledger_entries_reference_uq` and fails the statement. Results are
 * matched back by (account, kind, reference): postings of one account and kind in one call need distinct references.
 */
export async function postEntries(tx: Tx, postings: readonly LedgerPosting[], now: Date): Promise<(Posted | null)[]> {
  if (postings.length === 0) return [];
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new Error(`ledger amount must be a non-zero safe integer, got ${p.amount}`);
    }
  }
  const at = now.toISOString();
  const input = JSON.stringify(
    postings.map((p, ord) => ({
      ord,
      account: p.accountId,
      player: p.playerId,
      currency: p.currency,
      amount: p.amount,
      kind: p.kind,
      ref: p.reference,
      at,
    })),
  );
  const result = (await tx.execute(
    sql`SELECT r_ord, r_balance, r_entry_id FROM ledger_post_json(${input}::jsonb)`,
  )) as unknown as { rows: Row[] };
  const posted: (Posted | null)[] = postings.map(() => null);
  for (const row of result.rows) {
    posted[Number(row.r_ord)] = { balance: Number(row.r_balance), entryId: Number(row.r_entry_id) };
  }
  return posted;
}

/** Posts one posting: the balance after and the entry id, or null when it would take the balance below zero. */
export async function postEntry(tx: Tx, posting: LedgerPosting, now: Date): Promise<Posted | null> {
  const [posted] = await postEntries(tx, [posting], now);
  return posted ?? null;
}
