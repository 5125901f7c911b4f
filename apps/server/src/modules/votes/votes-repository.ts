import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { predictionVotes } from '../../db/schema';

type Q = Db | Tx;

export type VoteRow = typeof predictionVotes.$inferSelect;

/** Stores a vote; null when the player voted on this prediction already. */
export async function insertVote(db: Q, row: VoteRow): Promise<VoteRow | null> {
  const rows = await db.insert(predictionVotes).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The player's votes on these predictions, by prediction id. */
export async function votesOf(
  db: Q,
  playerId: number,
  predictionIds: readonly string[],
): Promise<Map<string, VoteRow>> {
  if (predictionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(predictionVotes)
    .where(and(eq(predictionVotes.playerId, playerId), inArray(predictionVotes.predictionId, [...predictionIds])));
  return new Map(rows.map((r) => [r.predictionId, r]));
}

/** Vote counts per prediction and option. */
export async function voteCounts(db: Q, predictionIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (predictionIds.length === 0) return out;
  const rows = await db
    .select({ predictionId: predictionVotes.predictionId, option: predictionVotes.option, n: count() })
    .from(predictionVotes)
    .where(inArray(predictionVotes.predictionId, [...predictionIds]))
    .groupBy(predictionVotes.predictionId, predictionVotes.option);
  for (const r of rows) {
    let byOption = out.get(r.predictionId);
    if (!byOption) {
      byOption = new Map();
      out.set(r.predictionId, byOption);
    }
    byOption.set(r.option, r.n);
  }
  return out;
}
