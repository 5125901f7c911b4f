import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jackpotHits, jackpotLevels, jackpotParticipants, jackpots } from '../../db/schema';

type Q = Db | Tx;
export type JackpotRow = typeof jackpots.$inferSelect;
export type LevelRow = typeof jackpotLevels.$inferSelect;
export type HitRow = typeof jackpotHits.$inferSelect;

export async function insertJackpot(
  tx: Tx,
  row: typeof jackpots.$inferInsert,
  levels: readonly Omit<typeof jackpotLevels.$inferInsert, 'jackpotId'>[],
): Promise<JackpotRow | null> {
  const [inserted] = await tx.insert(jackpots).values(row).onConflictDoNothing().returning();
  if (!inserted) return null;
  await tx.insert(jackpotLevels).values(levels.map((l) => ({ ...l, jackpotId: inserted.id })));
  return inserted;
}

export async function setJackpotStatus(db: Q, id: number, status: string): Promise<boolean> {
  const rows = await db.update(jackpots).set({ status }).where(eq(jackpots.id, id)).returning({ id: jackpots.id });
  return rows.length === 1;
}

/** Every jackpot with its levels in order. */
export async function jackpotsWithLevels(db: Q): Promise<{ jackpot: JackpotRow; levels: LevelRow[] }[]> {
  const [rows, levels] = await Promise.all([
    db.select().from(jackpots).orderBy(jackpots.id),
    db.select().from(jackpotLevels).orderBy(jackpotLevels.jackpotId, jackpotLevels.position),
  ]);
  return rows.map((jackpot) => ({ jackpot, levels: levels.filter((l) => l.jackpotId === jackpot.id) }));
}

export async function joinedJackpots(db: Q, playerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: jackpotParticipants.jackpotId })
    .from(jackpotParticipants)
    .where(eq(jackpotParticipants.playerId, playerId));
  return new Set(rows.map((r) => r.id));
}

export async function insertParticipant(db: Q, jackpotId: number, playerId: number, now: Date): Promise<void> {
  await db.insert(jackpotParticipants).values({ jackpotId, playerId, joinedAt: now }).onConflictDoNothing();
}

/** Hits, newest first, by jackpot, status, player and unseen. */
export async function findHits(
  db: Q,
  filter: { jackpotId?: number; status?: string; playerId?: number; unseen?: boolean; limit: number },
): Promise<HitRow[]> {
  const where = [
    filter.jackpotId === undefined ? undefined : eq(jackpotHits.jackpotId, filter.jackpotId),
    filter.status === undefined ? undefined : eq(jackpotHits.status, filter.status),
    filter.playerId === undefined ? undefined : eq(jackpotHits.playerId, filter.playerId),
    filter.unseen ? eq(jackpotHits.seen, false) : undefined,
  ].filter((w) => w !== undefined);
  return db
    .select()
    .from(jackpotHits)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(jackpotHits.id))
    .limit(filter.limit);
}

export async function markHitsSeen(db: Q, playerId: number, ids: readonly number[]): Promise<void> {
  await db
    .update(jackpotHits)
    .set({ seen: true })
    .where(and(eq(jackpotHits.playerId, playerId), inArray(jackpotHits.id, [...ids])));
}

/** Approved hits not paid yet, oldest first. */
export async function approvedHits(db: Q, limit: number): Promise<HitRow[]> {
  return db.select().from(jackpotHits).where(eq(jackpotHits.status, 'approved')).orderBy(jackpotHits.id).limit(limit);
}

/** Marks a hit paid, once: null when another process paid it first. */
export async function markHitPaid(tx: Tx, id: number, now: Date): Promise<HitRow | null> {
  const [row] = await tx
    .update(jackpotHits)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(jackpotHits.id, id), eq(jackpotHits.status, 'approved')))
    .returning();
  return row ?? null;
}

/** Lifetime sums of a jackpot's levels. */
export function totals(levels: readonly LevelRow[]): { amount: number; contributed: number; paid: number } {
  return levels.reduce(
    (t, l) => ({
      amount: t.amount + (l.active ? Number(l.pool) : 0),
      contributed: t.contributed + Number(l.contributed),
      paid: t.paid + Number(l.paid),
    }),
    { amount: 0, contributed: 0, paid: 0 },
  );
}

export const levelPoolsSql = sql`SELECT jackpot_id, sum(pool) FILTER (WHERE active) AS amount FROM jackpot_levels GROUP BY jackpot_id`;
