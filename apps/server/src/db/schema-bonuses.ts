import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './schema-players';

/**
 * Bonuses (issue 17): the operator's campaigns and the bonuses issued from them to players. The states a bonus is
 * in are computed, never stored (`@sportsbook/domain/bonus-rules`); these rows hold the facts they come from.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Texts per locale (`{ "en": "…", "de": "…" }`); English is the fallback. */
export type LocalizedText = Record<string, string>;

/** A campaign's rules (docs/decisions.md "Bonuses"): odds in thousandths, money in minor units of `currency`. */
export type CampaignRules = {
  onlyVerified?: boolean;
  countryCodes?: string[];
  minOddsMillis?: number | null;
  maxOddsMillis?: number | null;
  selectionsFrom?: number | null;
  selectionsTo?: number | null;
  matchStatus?: 'prematch' | 'live' | 'both';
  sports?: string[];
  providers?: string[];
  /** Combo boost: the ranges of selection counts and their bonus odds. */
  ranges?: { min: number; max: number | null; oddsMillis: number }[];
  /** How many bets may use one issued bonus (a free bet: 1; a boost: this, or no limit). */
  usesCount?: number | null;
  /** An issued bonus expires this many days after it was issued (the campaign's end at the latest). */
  validDays?: number | null;
  /** Trigger `deposit`: the smallest deposit that issues it, minor units of `currency`. */
  minDeposit?: number | null;
  // Hunting, tournament and lootbox campaigns (issue 19; docs/decisions.md "Hunting, tournaments, lootboxes").
  /** A qualifying bet's smallest total stake, minor units of `currency`. */
  minStake?: number;
  /** Hunting: cumulative steps of qualifying bets and the free bets each issues. */
  huntingRanges?: { bets: number; freebets: number }[];
  /** Hunting and tournament prizes: the free bet type issued. */
  farmingFreebetType?: 'freebet_only_win' | 'freebet_all_win';
  pointsPerUnit?: number;
  farmOncePerEvent?: boolean;
  initialPool?: number;
  /** Percent of each qualifying stake added to a tournament's pool. */
  poolShare?: number;
  /** Percent of the pool per position, from first. */
  prizeTable?: number[];
  showInPromotion?: boolean;
  boostPoints?: number;
  betsPerBox?: number;
  lootboxPrizes?: { kind: 'cash' | 'points' | 'none'; amount: number; weight: number }[];
};

export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The operator's own key (the demo campaigns file upserts by it). */
    key: text('key').notNull().unique(),
    type: text('type').notNull(),
    /** `active` or `paused` (the operator's switch). */
    status: text('status').notNull().default('active'),
    /** What issues it: `sign_up`, `first_deposit`, `deposit`, `promo_code` or `operator`. */
    trigger: text('trigger').notNull(),
    /** Upper-case; unique among campaigns. */
    promoCode: text('promo_code').unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    terms: jsonb('terms').$type<LocalizedText>().notNull().default({}),
    /** A free bet's amount and the currency of money amounts; null for a boost. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    rules: jsonb('rules').$type<CampaignRules>().notNull().default({}),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('bonus_campaigns_status', sql`${t.status} in ('active', 'paused')`),
    check(
      'bonus_campaigns_trigger',
      sql`${t.trigger} in ('sign_up', 'first_deposit', 'deposit', 'promo_code', 'operator', 'opt_in')`,
    ),
    check('bonus_campaigns_amount', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/** A bonus issued to a player from a campaign: once per player and campaign. */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    /**
     * The type the bonus has become, when not its campaign's: a no-risk bonus whose bet lost becomes an only-win free
     * bet of what it lost (docs/decisions.md "Bonuses").
     */
    type: text('type'),
    /** A free bet's amount in `currency`, fixed at issue. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    isActive: boolean('is_active').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    timesUsed: integer('times_used').notNull().default(0),
    usesCount: integer('uses_count'),
    issuedAt: at('issued_at').notNull(),
    activatedAt: at('activated_at'),
    expiresAt: at('expires_at'),
    deactivatedAt: at('deactivated_at'),
    overriddenAt: at('overridden_at'),
  },
  (t) => [
    uniqueIndex('player_bonuses_player_campaign_uq').on(t.playerId, t.campaignId),
    index('player_bonuses_player_idx').on(t.playerId, t.issuedAt),
  ],
);
