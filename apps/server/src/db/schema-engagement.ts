import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './schema-players';

/**
 * Favourites, notifications, player settings and prediction votes (issue 7). Timestamps come from the app's clock.
 * Every row belongs to one player and goes with them (`on delete cascade`).
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** A starred match or league (spec 000 §3 Favorite: type, id). `type` is `match` or `tournament`. */
export const favourites = pgTable(
  'favourites',
  {
    playerId: playerRef(),
    type: text('type').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.type, t.objectId] })],
);

/**
 * One notification of one player (spec 000 §3 Notification). Announcements to everybody are one row per player.
 * `dedupeKey` (e.g. `bet:17:settled`) makes server-made notifications once-only per player.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: playerRef(),
    title: text('title').notNull(),
    caption: text('caption'),
    body: text('body').notNull(),
    type: text('type').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id.desc()),
    index('notifications_unread_idx').on(t.playerId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(t.playerId, t.dedupeKey),
  ],
);

/**
 * What a player chose in `POST /settings`; a null column means the operator's default. A row exists only for
 * players who saved settings.
 */
export const playerSettings = pgTable(
  'player_settings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Stake preset buttons in major units. */
    stakes: jsonb('stakes').$type<number[]>(),
    oddsAcceptMode: text('odds_accept_mode'),
    oddsType: text('odds_type'),
    pushSubscription: text('push_subscription'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('player_settings_updated_idx').on(t.updatedAt)],
);

/** One player's vote on one prediction (`match:{id}:winner`); the primary key allows one vote each. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    predictionId: text('prediction_id').notNull(),
    playerId: playerRef(),
    option: text('option').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.playerId] }),
    index('prediction_votes_option_idx').on(t.predictionId, t.option),
  ],
);
