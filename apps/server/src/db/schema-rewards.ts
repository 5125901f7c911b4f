import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bonusCampaigns, type LocalizedText } from './schema-bonuses';
import { players } from './schema-players';

/**
 * Hunting, tournaments, lootboxes and jackpots (issue 19). Campaign rules live on `bonus_campaigns`; these rows hold
 * each player's standing, the tournament pools, the boxes, and the jackpots with their levels, contributions and hits.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });
const campaignRef = () =>
  integer('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id);

/**
 * A player's standing in a hunting, tournament or lootbox campaign they joined: qualifying bets counted, what they
 * staked, tournament points (with the matches they farmed and when they last scored, the leaderboard's tie-break),
 * and what was issued so far (hunting free bets, lootboxes).
 */
export const campaignStandings = pgTable(
  'campaign_standings',
  {
    campaignId: campaignRef(),
    playerId: playerRef(),
    joinedAt: at('joined_at').notNull(),
    betsCount: integer('bets_count').notNull().default(0),
    stakeSum: bigint('stake_sum', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    farmedEventIds: integer('farmed_event_ids').array().notNull().default(sql`'{}'::integer[]`),
    reachedAt: at('reached_at'),
    freebetsIssued: integer('freebets_issued').notNull().default(0),
    boxesEarned: integer('boxes_earned').notNull().default(0),
    /** A tournament's prize once it finished (minor units), null before. */
    prize: bigint('prize', { mode: 'number' }),
    position: integer('position'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId] }),
    index('campaign_standings_rank_idx').on(t.campaignId, t.points.desc(), t.reachedAt, t.playerId),
  ],
);

/** A tournament's pool: its initial amount plus its share of the qualifying stakes; closed when prizes are issued. */
export const tournamentPools = pgTable('tournament_pools', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => bonusCampaigns.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  prizesIssuedAt: at('prizes_issued_at'),
});

/** A lootbox a player earned (by the bet `earned_by`) and, once opened, the prize drawn for it (kept for audit). */
export const lootboxes = pgTable(
  'lootboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: campaignRef(),
    playerId: playerRef(),
    earnedBy: text('earned_by').notNull(),
    earnedAt: at('earned_at').notNull(),
    openedAt: at('opened_at'),
    /** The random integer drawn in [0, total weight), the prize's index in the table then, and the prize. */
    draw: integer('draw'),
    prizeIndex: smallint('prize_index'),
    prizeKind: text('prize_kind'),
    prizeAmount: bigint('prize_amount', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('lootboxes_earned_uq').on(t.campaignId, t.playerId, t.earnedBy),
    index('lootboxes_player_idx').on(t.playerId, t.campaignId, t.id),
  ],
);

/** A jackpot (spec 000 §3): its levels' pools grow from qualifying stakes in the placement statement. */
export const jackpots = pgTable('jackpots', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('active'),
  minStake: bigint('min_stake', { mode: 'number' }).notNull().default(0),
  optIn: boolean('opt_in').notNull().default(false),
  createdAt: at('created_at').notNull(),
});

/**
 * A level of a jackpot: its pool (from `seed`, back to it after a hit), its share of each qualifying stake in basis
 * points, its chance per qualifying bet, its must-drop amount, and the round it is in (one hit per round).
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    shareBp: integer('share_bp').notNull(),
    probability: doublePrecision('probability').notNull(),
    mustDrop: bigint('must_drop', { mode: 'number' }),
    pool: bigint('pool', { mode: 'number' }).notNull(),
    round: integer('round').notNull().default(1),
    /** Lifetime: what stakes contributed, what hits paid. */
    contributed: bigint('contributed', { mode: 'number' }).notNull().default(0),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('jackpot_levels_code_uq').on(t.jackpotId, t.code)],
);

/** Players who opted in to a jackpot that asks for it (`POST /jackpots`). */
export const jackpotParticipants = pgTable(
  'jackpot_participants',
  {
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    playerId: playerRef(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.playerId] })],
);

/** What one bet gave one jackpot (its levels' shares together): the audit trail of the pools. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    jackpotId: integer('jackpot_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.jackpotId] })],
);

/** A jackpot hit (spec 000 §3): the level's pool won by a bet; `approved` when drawn, `paid` once credited. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id').notNull(),
    levelId: integer('level_id').notNull(),
    round: integer('round').notNull(),
    playerId: playerRef(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('approved'),
    seen: boolean('seen').notNull().default(false),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('jackpot_hits_level_round_uq').on(t.levelId, t.round),
    index('jackpot_hits_player_idx').on(t.playerId, t.id),
    index('jackpot_hits_jackpot_idx').on(t.jackpotId, t.id),
    index('jackpot_hits_approved_idx').on(t.id).where(sql`${t.status} = 'approved'`),
  ],
);
