import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deposits } from '../../db/schema';

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
