import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, players } from '../../db/schema';

type Q = Db | Tx;

export type NotificationRow = typeof notifications.$inferSelect;

/** What a new notification says (the row without id, player, read state). */
export type NotificationContent = {
  title: string;
  caption: string | null;
  body: string;
  type: string;
  objectType: string | null;
  objectId: string | null;
  dedupeKey: string | null;
};

/** Inserts one notification; null when the player already has one with the same `dedupeKey`. */
export async function insertNotification(
  db: Q,
  playerId: number,
  content: NotificationContent,
  now: Date,
): Promise<NotificationRow | null> {
  const rows = await db
    .insert(notifications)
    .values({ playerId, ...content, createdAt: now })
    .onConflictDoNothing({ target: [notifications.playerId, notifications.dedupeKey] })
    .returning();
  return rows[0] ?? null;
}

/** Inserts the same notification for each of `playerIds` (one statement); answers the rows created. */
export async function insertNotifications(
  db: Q,
  playerIds: readonly number[],
  content: NotificationContent,
  now: Date,
): Promise<NotificationRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(playerIds.map((playerId) => ({ playerId, ...content, createdAt: now })))
    .onConflictDoNothing({ target: [notifications.playerId, notifications.dedupeKey] })
    .returning();
}

/** Player ids after `afterId`, ascending, at most `limit` (to walk every player in batches). */
export async function playerIdsAfter(db: Q, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(gt(players.id, afterId))
    .orderBy(asc(players.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function playerExists(db: Q, playerId: number): Promise<boolean> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).limit(1);
  return rows.length > 0;
}

/** One page of a player's notifications, newest first, and how many there are. */
export async function pageNotifications(
  db: Q,
  playerId: number,
  page: number,
  limit: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.playerId, playerId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function countUnread(db: Q, playerId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return rows[0]?.n ?? 0;
}

/** Unread counts of several players (players without unread ones are absent). */
export async function countUnreadOf(db: Q, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: notifications.playerId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.playerId, [...playerIds]), isNull(notifications.readAt)))
    .groupBy(notifications.playerId);
  return new Map(rows.map((r) => [r.playerId, r.n]));
}

/** Marks the player's unread notifications among `ids` read; answers how many changed. */
export async function markRead(db: Q, playerId: number, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.playerId, playerId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks every unread notification of the player read; answers how many changed. */
export async function markAllRead(db: Q, playerId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
