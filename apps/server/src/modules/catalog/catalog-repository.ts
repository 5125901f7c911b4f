import type { Match } from '@sportsbook/contract/catalog';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, feedState, matches, outcomeResults, sports, tournaments } from '../../db/schema';
import type { FeedCategory, FeedOutcomeResult, FeedSport, FeedTournament } from '../../feed/types';

/** Writes the feed's reference data (sports, categories, leagues); existing rows are updated in place. */
export async function upsertReferenceData(
  db: Db,
  data: { sports: readonly FeedSport[]; categories: readonly FeedCategory[]; tournaments: readonly FeedTournament[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const s of data.sports) {
      const row = { ...s, names: { ...s.names } };
      await tx.insert(sports).values(row).onConflictDoUpdate({ target: sports.id, set: row });
    }
    for (const c of data.categories) {
      const row = { ...c, names: { ...c.names } };
      await tx.insert(categories).values(row).onConflictDoUpdate({ target: categories.id, set: row });
    }
    for (const t of data.tournaments) {
      const row = {
        id: t.id,
        urnId: t.urnId,
        slug: t.slug,
        name: t.name,
        priority: t.priority,
        categoryId: t.categoryId,
        sportId: t.sportId,
      };
      await tx.insert(tournaments).values(row).onConflictDoUpdate({ target: tournaments.id, set: row });
    }
  });
}

export type MatchRow = {
  id: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  status: number;
  startTime: Date;
  snapshot: Match;
};

/** Records matches at their latest status (the English wire view without markets). */
export async function upsertMatches(db: Db, rows: readonly MatchRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(matches)
    .values(rows.map((r) => ({ ...r, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: matches.id,
      set: {
        status: sql`excluded.status`,
        startTime: sql`excluded.start_time`,
        snapshot: sql`excluded.snapshot`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Stores a finished match's outcome results once; a second settlement of the same outcome changes nothing. */
export async function insertOutcomeResults(db: Db, matchId: number, results: readonly FeedOutcomeResult[]) {
  if (results.length === 0) return;
  await db
    .insert(outcomeResults)
    .values(results.map((r) => ({ matchId, ...r })))
    .onConflictDoNothing();
}

/** Matches of the given statuses (history: finished, closed), newest first, optionally within a start window. */
export async function findMatchHistory(
  db: Db,
  filter: { statuses: number[]; from?: Date; to?: Date; limit: number },
): Promise<Match[]> {
  const conditions = [inArray(matches.status, filter.statuses)];
  if (filter.from) conditions.push(gte(matches.startTime, filter.from));
  if (filter.to) conditions.push(lte(matches.startTime, filter.to));
  const rows = await db
    .select({ snapshot: matches.snapshot })
    .from(matches)
    .where(and(...conditions))
    .orderBy(desc(matches.startTime))
    .limit(filter.limit);
  return rows.map((r) => r.snapshot as Match);
}

/** A number the feed must keep across restarts (e.g. `next_match_id`). */
export async function readFeedState(db: Db, key: string): Promise<number | undefined> {
  const rows = await db.select({ value: feedState.value }).from(feedState).where(eq(feedState.key, key));
  return rows[0]?.value;
}

/** Writes several feed-state values in one statement. */
export async function writeFeedStates(db: Db, values: Readonly<Record<string, number>>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: Math.round(value) }));
  if (rows.length === 0) return;
  await db
    .insert(feedState)
    .values(rows)
    .onConflictDoUpdate({ target: feedState.key, set: { value: sql`excluded.value` } });
}

/** One recorded match by id (any status), as last recorded. */
export async function findRecordedMatch(db: Db, id: number): Promise<Match | undefined> {
  const rows = await db.select({ snapshot: matches.snapshot }).from(matches).where(eq(matches.id, id)).limit(1);
  return rows[0]?.snapshot as Match | undefined;
}

/**
 * Closes (status 3) recorded matches still prematch, live or stopped (0, 1, 2) that started before `startedBefore`
 * and are not among `current` (what the feed reports and updates); answers their ids. Only rows still unfinished
 * change, so a second call closes nothing again.
 */
export async function closeRecordedMatches(
  db: Db,
  startedBefore: Date,
  current: readonly number[],
  now: Date,
): Promise<number[]> {
  const rows = (await db.execute(sql`
    UPDATE ${matches} SET status = 3, updated_at = ${now},
      snapshot = jsonb_set(snapshot, '{status}', '3'::jsonb) || '{"live": false}'::jsonb
    WHERE status IN (0, 1, 2) AND start_time < ${startedBefore}
      AND NOT (id = ANY(${sql.param([...current])}::int4[]))
    RETURNING id`)) as unknown as { rows: { id: number | string }[] };
  return rows.rows.map((r) => Number(r.id));
}
