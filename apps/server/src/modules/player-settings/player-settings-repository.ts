import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { playerSettings } from '../../db/schema';

type Q = Db | Tx;

export type PlayerSettingsRow = typeof playerSettings.$inferSelect;
/** Columns a save may set; an absent key keeps the stored value (null resets it). */
export type PlayerSettingsChange = Partial<
  Pick<PlayerSettingsRow, 'stakes' | 'oddsAcceptMode' | 'oddsType' | 'pushSubscription'>
>;

/** Every saved row (players who never saved settings have none). */
export async function allPlayerSettings(db: Q): Promise<PlayerSettingsRow[]> {
  return db.select().from(playerSettings);
}

/** Rows saved after `since` (other nodes' writes). */
export async function playerSettingsSince(db: Q, since: Date): Promise<PlayerSettingsRow[]> {
  return db.select().from(playerSettings).where(gt(playerSettings.updatedAt, since));
}

export async function findPlayerSettings(db: Q, playerId: number): Promise<PlayerSettingsRow | null> {
  const rows = await db.select().from(playerSettings).where(eq(playerSettings.playerId, playerId)).limit(1);
  return rows[0] ?? null;
}

/** Creates or updates the player's row with `change`; answers the stored row. */
export async function savePlayerSettings(
  db: Q,
  playerId: number,
  change: PlayerSettingsChange,
  now: Date,
): Promise<PlayerSettingsRow> {
  const rows = await db
    .insert(playerSettings)
    .values({ playerId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: playerSettings.playerId, set: { ...change, updatedAt: now } })
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`player_settings upsert of player ${playerId} returned no row`);
  return row;
}

/**
 * Clears the player's push subscription if it is still `subscription` (the push service said it is gone; a newer
 * one saved meanwhile stays). Answers the updated row, or null when nothing changed.
 */
export async function clearPushSubscription(
  db: Q,
  playerId: number,
  subscription: string,
  now: Date,
): Promise<PlayerSettingsRow | null> {
  const rows = await db
    .update(playerSettings)
    .set({ pushSubscription: null, updatedAt: now })
    .where(and(eq(playerSettings.playerId, playerId), eq(playerSettings.pushSubscription, subscription)))
    .returning();
  return rows[0] ?? null;
}
