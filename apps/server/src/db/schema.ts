import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Catalog history: the feed's reference data and every match it has reported, so results and settled bets
 * survive restarts. Live odds stay in memory (see modules/catalog/catalog-store.ts).
 */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull(),
  key: text('key').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  priority: integer('priority').notNull(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  priority: integer('priority').notNull(),
  countryCode: text('country_code'),
  sportId: integer('sport_id').notNull(),
});

export const tournaments = pgTable('tournaments', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  categoryId: integer('category_id').notNull(),
  sportId: integer('sport_id').notNull(),
});

/** One row per match the feed reported; `snapshot` is the wire Match (without markets) at its last status. */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    categoryId: integer('category_id').notNull(),
    tournamentId: integer('tournament_id').notNull(),
    status: smallint('status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('matches_status_start_idx').on(t.status, t.startTime)],
);

/** Result of every outcome of a finished match, written once when the feed settles it. */
export const outcomeResults = pgTable(
  'outcome_results',
  {
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    result: text('result').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.marketId, t.specifier, t.outcomeId] })],
);

/** Feed bookkeeping that must survive restarts (e.g. the simulator's id high-water mark). */
export const feedState = pgTable('feed_state', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
export * from './schema-bets';
export * from './schema-bonuses';
export * from './schema-engagement';
export * from './schema-players';
export * from './schema-rewards';
