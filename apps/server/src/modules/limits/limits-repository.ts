import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activityTracks, players, sportsbookSessions, userLimits } from '../../db/schema';

type Q = Db | Tx;

export type LimitRow = typeof userLimits.$inferSelect;
export type SessionRow = typeof sportsbookSessions.$inferSelect;

/** Serializes limit changes of one player (row lock on the player). */
export async function lockPlayerRow(tx: Tx, playerId: number): Promise<boolean> {
  const rows = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
  return rows.length > 0;
}

/** Every entry of a player, newest first (history included). */
export async function listLimits(db: Q, playerId: number): Promise<LimitRow[]> {
  return db.select().from(userLimits).where(eq(userLimits.playerId, playerId)).orderBy(desc(userLimits.id));
}

/** Entries not replaced and not ended by `now` (their status still needs the domain rule). */
export async function currentLimits(
  db: Q,
  playerId: number,
  now: Date,
  types?: readonly string[],
): Promise<LimitRow[]> {
  const conditions = [
    eq(userLimits.playerId, playerId),
    or(isNull(userLimits.replacedAt), gt(userLimits.replacedAt, now)),
    or(isNull(userLimits.disableAt), gt(userLimits.disableAt, now)),
  ];
  if (types) conditions.push(inArray(userLimits.type, [...types]));
  return db
    .select()
    .from(userLimits)
    .where(and(...conditions))
    .orderBy(desc(userLimits.id));
}

export async function findLimit(db: Q, playerId: number, id: number): Promise<LimitRow | null> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), eq(userLimits.id, id)))
    .limit(1);
  return row ?? null;
}

export type NewLimit = {
  playerId: number;
  type: string;
  period: string | null;
  value: number | null;
  currency: string | null;
  createdAt: Date;
  confirmUntil: Date | null;
  disableAt: Date | null;
  replacesId: number | null;
};

export async function insertLimit(tx: Tx, limit: NewLimit): Promise<LimitRow> {
  const [row] = await tx.insert(userLimits).values(limit).returning();
  if (!row) throw new Error('limit insert returned nothing');
  return row;
}

export async function updateLimit(
  tx: Tx,
  id: number,
  set: Partial<Pick<LimitRow, 'replacedAt' | 'disableAt' | 'disableRequestedAt' | 'confirmedAt'>>,
): Promise<LimitRow> {
  const [row] = await tx.update(userLimits).set(set).where(eq(userLimits.id, id)).returning();
  if (!row) throw new Error(`limit ${id} vanished`);
  return row;
}

// --- sportsbook sessions -----------------------------------------------------------------------------------------

export async function findOpenSession(db: Q, playerId: number): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sportsbookSessions)
    .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)))
    .limit(1);
  return row ?? null;
}

/** Opens a session unless one is open (the partial unique index decides under races); answers the open one. */
export async function openSession(db: Q, playerId: number, now: Date): Promise<{ row: SessionRow; created: boolean }> {
  const inserted = await db
    .insert(sportsbookSessions)
    .values({ playerId, startedAt: now, lastSeenAt: now, lastRealityCheckAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const open = await findOpenSession(db, playerId);
  if (!open) throw new Error(`no open sportsbook session for player ${playerId} after a conflict`);
  return { row: open, created: false };
}

export async function touchOpenSession(
  db: Q,
  id: number,
  set: { lastSeenAt: Date; lastRealityCheckAt?: Date },
): Promise<SessionRow | null> {
  const [row] = await db
    .update(sportsbookSessions)
    .set(set)
    .where(and(eq(sportsbookSessions.id, id), isNull(sportsbookSessions.endedAt)))
    .returning();
  return row ?? null;
}

export async function endSession(db: Q, id: number, endedAt: Date, reason: string): Promise<void> {
  await db
    .update(sportsbookSessions)
    .set({ endedAt, endReason: reason })
    .where(and(eq(sportsbookSessions.id, id), isNull(sportsbookSessions.endedAt)));
}

/** Sessions that overlap `[since, …)`: open ones, or ended after `since`. */
export async function sessionsSince(db: Q, playerId: number, since: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sportsbookSessions)
    .where(
      and(
        eq(sportsbookSessions.playerId, playerId),
        or(isNull(sportsbookSessions.endedAt), gt(sportsbookSessions.endedAt, since)),
      ),
    );
}

// --- activity ------------------------------------------------------------------------------------------------------

export async function lastActivity(db: Q, playerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ trackedAt: activityTracks.trackedAt })
    .from(activityTracks)
    .where(eq(activityTracks.playerId, playerId))
    .orderBy(desc(activityTracks.trackedAt))
    .limit(1);
  return row?.trackedAt ?? null;
}

export async function activitySecondsSince(db: Q, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${activityTracks.seconds})` })
    .from(activityTracks)
    .where(and(eq(activityTracks.playerId, playerId), gt(activityTracks.trackedAt, since)));
  return Number(row?.total ?? 0);
}

export async function insertActivity(db: Q, playerId: number, trackedAt: Date, seconds: number): Promise<void> {
  await db.insert(activityTracks).values({ playerId, trackedAt, seconds });
}
