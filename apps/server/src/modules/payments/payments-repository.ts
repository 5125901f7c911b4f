import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deposits } from '../../db/schema';

type Q = Db | Tx;

export type DepositRow = typeof deposits.$inferSelect;
export type DepositState = 'initial' | 'approved' | 'declined' | 'paid';

export async function insertDeposit(
  tx: Tx,
  d: {
    playerId: number;
    accountId: number;
    provider: string;
    amount: number;
    currency: string;
    state: DepositState;
    cardLast4: string | null;
    quick: boolean;
    /** The client's Idempotency-Key and the hash of its body, when it sent one. */
    request: { key: string; hash: string } | null;
    now: Date;
  },
): Promise<DepositRow> {
  const [row] = await tx
    .insert(deposits)
    .values({
      playerId: d.playerId,
      accountId: d.accountId,
      provider: d.provider,
      amount: d.amount,
      currency: d.currency,
      state: d.state,
      cardLast4: d.cardLast4,
      quick: d.quick,
      requestKey: d.request?.key ?? null,
      requestHash: d.request?.hash ?? null,
      createdAt: d.now,
      updatedAt: d.now,
    })
    .returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
}

export async function setDepositLedgerEntry(tx: Tx, id: number, ledgerEntryId: number): Promise<void> {
  await tx.update(deposits).set({ ledgerEntryId }).where(eq(deposits.id, id));
}

/** The deposit a player made with an idempotency key, or null. */
export async function findDepositByKey(db: Q, playerId: number, key: string): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.requestKey, key)))
    .limit(1);
  return row ?? null;
}

/** How many paid deposits the player has (1 right after the first). */
export async function paidDepositCount(db: Q, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.state, 'paid')));
  return Number(row?.n ?? 0);
}
