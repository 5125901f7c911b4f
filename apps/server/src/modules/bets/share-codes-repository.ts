import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareCodes } from '../../db/schema';

/** Stores a code; false when it is taken (the caller draws another). */
export async function insertShareCode(
  db: Db,
  row: { code: string; playerId: number | null; bets: unknown; createdAt: Date },
): Promise<boolean> {
  const rows = await db.insert(shareCodes).values(row).onConflictDoNothing().returning({ code: shareCodes.code });
  return rows.length === 1;
}

export async function findShareCode(db: Db, code: string): Promise<{ bets: unknown } | null> {
  const [row] = await db.select({ bets: shareCodes.bets }).from(shareCodes).where(eq(shareCodes.code, code));
  return row ?? null;
}
