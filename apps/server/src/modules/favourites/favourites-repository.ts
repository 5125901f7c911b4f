import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { favourites } from '../../db/schema';

type Q = Db | Tx;

export type FavouriteRow = typeof favourites.$inferSelect;

/** The player's favourites of one type, most recently starred first. */
export async function listFavourites(db: Q, playerId: number, type: string): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)))
    .orderBy(desc(favourites.createdAt), desc(favourites.objectId));
}

export async function countFavourites(db: Q, playerId: number, type: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(favourites)
    .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)));
  return rows[0]?.n ?? 0;
}

export async function findFavourite(db: Q, playerId: number, type: string, objectId: number) {
  const rows = await db
    .select()
    .from(favourites)
    .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type), eq(favourites.objectId, objectId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Stars an object; null when it was starred already. */
export async function insertFavourite(
  db: Q,
  row: { playerId: number; type: string; objectId: number; createdAt: Date },
): Promise<FavouriteRow | null> {
  const rows = await db.insert(favourites).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Unstars an object; answers whether it was starred. */
export async function deleteFavourite(db: Q, playerId: number, type: string, objectId: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type), eq(favourites.objectId, objectId)))
    .returning({ id: favourites.objectId });
  return rows.length > 0;
}
