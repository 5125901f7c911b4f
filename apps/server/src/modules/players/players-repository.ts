import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { playerPhones, playerStatuses, players } from '../../db/schema';

type Q = Db | Tx;

export type PlayerRow = typeof players.$inferSelect;
export type PhoneRow = typeof playerPhones.$inferSelect;

export async function findPlayer(db: Q, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row ?? null;
}

export async function findPlayerIdByEmail(db: Q, email: string): Promise<number | null> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.email, email)).limit(1);
  return row?.id ?? null;
}

export async function operatorGroups(db: Q, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ id: playerStatuses.statusId })
    .from(playerStatuses)
    .where(eq(playerStatuses.playerId, playerId))
    .orderBy(asc(playerStatuses.statusId));
  return rows.map((r) => r.id);
}

export async function addOperatorGroup(db: Q, playerId: number, statusId: string, now: Date): Promise<void> {
  await db.insert(playerStatuses).values({ playerId, statusId, createdAt: now }).onConflictDoNothing();
}

export async function updatePlayer(
  db: Q,
  id: number,
  set: Partial<
    Pick<PlayerRow, 'firstName' | 'lastName' | 'nickname' | 'language' | 'mobilePhone' | 'pve' | 'compPoints'>
  >,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ ...set, updatedAt: now })
    .where(eq(players.id, id));
}

/** Records that the player accepted this terms version now. */
export async function acceptTerms(db: Q, id: number, version: string, now: Date): Promise<void> {
  await db
    .update(players)
    .set({ termsVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(eq(players.id, id));
}

/** Adds (or, negative, removes) comp points; never below zero. */
export async function addCompPoints(db: Q, id: number, points: number): Promise<void> {
  await db
    .update(players)
    .set({ compPoints: sql`greatest(0, ${players.compPoints} + ${points})` })
    .where(eq(players.id, id));
}

export async function findPhone(db: Q, playerId: number): Promise<PhoneRow | null> {
  const [row] = await db.select().from(playerPhones).where(eq(playerPhones.playerId, playerId)).limit(1);
  return row ?? null;
}

export async function upsertPhone(db: Q, row: PhoneRow): Promise<void> {
  await db
    .insert(playerPhones)
    .values(row)
    .onConflictDoUpdate({ target: playerPhones.playerId, set: { ...row } });
}
