import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Players, their sign-in sessions, wallets, limits and mail (issue 5). Every timestamp is written from the app's
 * clock (never `now()` of the database), so tests and SIM_CLOCK=manual control expiry.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player (spec 000 §3 User). `email` is stored trimmed and lower-cased. */
export const players = pgTable('players', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (see modules/auth/password.ts). */
  passwordHash: text('password_hash').notNull(),
  confirmedAt: at('confirmed_at'),
  /** Failed sign-ins in a row; the account locks at 5. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: at('locked_at'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  language: text('language').notNull(),
  /** Currency of the active account. */
  currency: text('currency').notNull(),
  countryCode: text('country_code'),
  /** `YYYY-MM-DD`, asked at sign-up to check the legal age (MIN_PLAYER_AGE); null for players from before it. */
  birthDate: date('birth_date', { mode: 'string' }),
  authPhoneNumber: text('auth_phone_number'),
  mobilePhone: text('mobile_phone'),
  /** Serasa "player versus environment" flag: such a player may not bet (spec 000 §6). */
  pve: boolean('pve').notNull().default(false),
  compPoints: integer('comp_points').notNull().default(0),
  /** Affiliate and campaign tags the player signed up with (issue 21: `ctag`, `btag`, …); null when none came. */
  affiliateTags: jsonb('affiliate_tags').$type<AffiliateTags>(),
  termsAcceptedAt: at('terms_accepted_at').notNull(),
  /** The terms version (TERMS_VERSION) the player last accepted; null for players from before versions were kept. */
  termsVersion: text('terms_version'),
  signInCount: integer('sign_in_count').notNull().default(0),
  lastSignInAt: at('last_sign_in_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Players of an operator's own site who reach the book embedded in it (issue 16): the host's player reference,
 * linked once to our player. The host signs its players in through the operator API (`POST /api/operator/host-sessions`).
 */
export const hostPlayers = pgTable('host_players', {
  hostRef: text('host_ref').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
});

/** Single-use mailed tokens (confirmation, password reset, unlock); only their SHA-256 is stored. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('player_tokens_player_purpose_idx').on(t.playerId, t.purpose)],
);

/** Server-side sign-in sessions; `id` is the SHA-256 (hex) of the cookie's random token. */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: at('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('player_sessions_player_idx').on(t.playerId)],
);

/** One account per player and currency; `balance` in minor units never goes below zero. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('active'),
    /**
     * `cash`: the player's money; `freebet`: the unspent free bets of the currency (issue 17), never withdrawable,
     * spent only as a free bet's stake. One of each per player and currency.
     */
    kind: text('kind').notNull().default('cash'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('accounts_player_currency_kind_uq').on(t.playerId, t.currency, t.kind),
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check('accounts_kind', sql`${t.kind} in ('cash', 'freebet')`),
  ],
);

/**
 * Append-only ledger: every balance change is one row written in the same transaction as the balance
 * (a trigger in the migration refuses UPDATE and DELETE). `(account, kind, reference)` is unique, so a
 * retried operation with the same reference cannot move money twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    playerId: integer('player_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_player_kind_time_idx').on(t.playerId, t.kind, t.createdAt),
    uniqueIndex('ledger_entries_reference_uq').on(t.accountId, t.kind, t.reference),
  ],
);

/** Deposits through a payment provider (the sandbox cashier by default), whatever their outcome. */
export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** initial, approved, declined, paid (spec 000 §4 payment state). */
    state: text('state').notNull(),
    cardLast4: text('card_last4'),
    quick: boolean('quick').notNull().default(false),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** The client's `Idempotency-Key` and the SHA-256 of its body: a retry answers this deposit, never a second. */
    requestKey: text('request_key'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('deposits_player_idx').on(t.playerId, t.createdAt),
    uniqueIndex('deposits_player_request_uq').on(t.playerId, t.requestKey),
  ],
);

/** Responsible-gambling limits; their status is derived from the dates (packages/domain/src/player-limits.ts). */
export const userLimits = pgTable(
  'user_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    period: text('period'),
    value: bigint('value', { mode: 'number' }),
    currency: text('currency'),
    createdAt: at('created_at').notNull(),
    /** A loosening waits until then, and applies once the player confirms it after that (`confirmed_at`). */
    confirmUntil: at('confirm_until'),
    confirmedAt: at('confirmed_at'),
    disableAt: at('disable_at'),
    disableRequestedAt: at('disable_requested_at'),
    replacedAt: at('replaced_at'),
    /** The entry this one replaces when it takes effect (a pending loosening). */
    replacesId: integer('replaces_id'),
  },
  (t) => [index('user_limits_player_idx').on(t.playerId, t.type)],
);

/** Sportsbook play sessions (reality checks, session and time limits); at most one open per player. */
export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    lastRealityCheckAt: at('last_reality_check_at').notNull(),
    endedAt: at('ended_at'),
    /** closed, idle, limit, sign_out. */
    endReason: text('end_reason'),
  },
  (t) => [
    index('sportsbook_sessions_player_idx').on(t.playerId, t.startedAt),
    uniqueIndex('sportsbook_sessions_one_open_uq').on(t.playerId).where(sql`${t.endedAt} is null`),
  ],
);

/** Active minutes reported by the browser (`POST /player/activity_limit_track`) while an activity limit applies. */
export const activityTracks = pgTable(
  'activity_tracks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    trackedAt: at('tracked_at').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (t) => [index('activity_tracks_player_idx').on(t.playerId, t.trackedAt)],
);

/** The player's phone and its SMS verification state; the code is stored hashed. */
export const playerPhones = pgTable('player_phones', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  country: text('country'),
  verifiedAt: at('verified_at'),
  codeHash: text('code_hash'),
  codeExpiresAt: at('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  lastSentAt: at('last_sent_at'),
  /** Start of the current 24-hour SMS window and the codes sent in it. */
  sendWindowStart: at('send_window_start'),
  sendCount: integer('send_count').notNull().default(0),
});

/** Operator-assigned player groups (status ids such as `spi_test`), besides the loyalty ladder. */
export const playerStatuses = pgTable(
  'player_statuses',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    statusId: text('status_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.statusId] })],
);

/** Outgoing mail and SMS, written in the transaction that causes them and delivered afterwards. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.id)],
);
