import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bets } from '../../db/schema';
import type { Posted } from '../wallet/ledger';
import { credit } from './settlement-repository';

type Q = Db | Tx;

/** What a cash-out reads back under its condition: the bet's account and owner. */
type Owner = { accountId: number; playerId: number; currency: string };

/**
 * A full cash-out of an open bet whose unit stake is still `expectedStake` (a partial cash-out in between changed
 * it, and the offer with it): the bet moves to cashed_out and the amount is credited (`cashout`, `bet:{id}`) in the
 * caller's transaction. Null when the condition fails (settled, cashed out, or its stake moved meanwhile).
 */
export async function cashOutInFull(
  tx: Tx,
  c: { betId: number; expectedStake: number; amount: number; now: Date },
): Promise<(Posted & Owner) | null> {
  const [row] = await tx
    .update(bets)
    .set({ status: 'cashed_out', result: 'cashed_out', winAmount: c.amount, settledAt: c.now })
    .where(and(eq(bets.id, c.betId), eq(bets.status, 'waiting_results'), eq(bets.stake, c.expectedStake)))
    .returning({ accountId: bets.accountId, playerId: bets.playerId, currency: bets.currency });
  if (!row) return null;
  const posted = await credit(tx, { ...row, amount: c.amount, kind: 'cashout', betId: c.betId, now: c.now });
  return { ...posted, ...row };
}

/**
 * A partial cash-out: the open bet (unit stake still `expectedStake`) keeps `remainingStake` per line, its total
 * stake and potential win follow, and `take` is credited as cash-out part n (`cashout`, `bet:{id}:part:{n}`: each
 * part is its own entry, still at most once). Null when the condition fails.
 */
export async function cashOutPart(
  tx: Tx,
  c: {
    betId: number;
    expectedStake: number;
    remainingStake: number;
    lines: number;
    potentialWin: number;
    take: number;
    now: Date;
  },
): Promise<(Posted & Owner & { part: number }) | null> {
  const remainingTotal = c.remainingStake * c.lines;
  const [row] = await tx
    .update(bets)
    .set({
      stake: c.remainingStake,
      totalStake: remainingTotal,
      potentialWin: c.potentialWin,
      cashedOut: sql`${bets.cashedOut} + ${c.take}`,
      soldStake: sql`${bets.soldStake} + ${bets.totalStake} - ${remainingTotal}`,
      cashoutParts: sql`${bets.cashoutParts} + 1`,
    })
    .where(and(eq(bets.id, c.betId), eq(bets.status, 'waiting_results'), eq(bets.stake, c.expectedStake)))
    .returning({
      accountId: bets.accountId,
      playerId: bets.playerId,
      currency: bets.currency,
      part: bets.cashoutParts,
    });
  if (!row) return null;
  const { part, ...owner } = row;
  const posted = await credit(tx, { ...owner, amount: c.take, kind: 'cashout', betId: c.betId, part, now: c.now });
  return { ...posted, ...owner, part };
}

/** Sets (or with null clears) a player's automatic cash-out on an open bet; false when it is not an open bet of theirs. */
export async function setAutoCashout(
  db: Q,
  c: { playerId: number; betId: number; amount: number | null },
): Promise<boolean> {
  const rows = await db
    .update(bets)
    .set({ autoCashout: c.amount })
    .where(and(eq(bets.id, c.betId), eq(bets.playerId, c.playerId), eq(bets.status, 'waiting_results')))
    .returning({ id: bets.id });
  return rows.length === 1;
}

/**
 * Step one of an automatic cash-out: an open bet whose rule the offer `amount` reaches (its stake still
 * `expectedStake`) moves to `cashout_in_progress` with the amount in `win_amount`. Only one caller wins.
 */
export async function startAutoCashout(
  db: Q,
  c: { betId: number; expectedStake: number; amount: number },
): Promise<boolean> {
  const rows = await db
    .update(bets)
    .set({ status: 'cashout_in_progress', winAmount: c.amount })
    .where(
      and(
        eq(bets.id, c.betId),
        eq(bets.status, 'waiting_results'),
        eq(bets.stake, c.expectedStake),
        isNotNull(bets.autoCashout),
        lte(bets.autoCashout, c.amount),
      ),
    )
    .returning({ id: bets.id });
  return rows.length === 1;
}

/**
 * Step two: a bet in `cashout_in_progress` moves to cashed_out and its recorded amount is credited, in the caller's
 * transaction. Null when it is not in progress (already completed by another caller).
 */
export async function completeAutoCashout(
  tx: Tx,
  c: { betId: number; now: Date },
): Promise<(Posted & Owner & { amount: number }) | null> {
  const [row] = await tx
    .update(bets)
    .set({ status: 'cashed_out', result: 'cashed_out', settledAt: c.now })
    .where(and(eq(bets.id, c.betId), eq(bets.status, 'cashout_in_progress')))
    .returning({
      accountId: bets.accountId,
      playerId: bets.playerId,
      currency: bets.currency,
      amount: bets.winAmount,
    });
  if (!row || row.amount === null) return null;
  const { amount, ...owner } = row;
  const posted = await credit(tx, { ...owner, amount: Number(amount), kind: 'cashout', betId: c.betId, now: c.now });
  return { ...posted, ...owner, amount: Number(amount) };
}

/** Bets an automatic cash-out left between its two steps (a restart completes them). */
export async function autoCashoutsInProgress(db: Q): Promise<number[]> {
  const rows = await db.select({ id: bets.id }).from(bets).where(eq(bets.status, 'cashout_in_progress'));
  return rows.map((r) => Number(r.id));
}
