import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/**
 * Bets, their selections and share codes (issue 6). Money in integer minor units of the bet's currency, odds in
 * integer thousandths. Timestamps come from the app's clock. Every stake, payout, refund and cash-out is also a
 * `ledger_entries` row written in the same transaction (reference `bet:{id}`).
 *
 * No foreign keys on the bet tables: they are written only by `bets_place_batch` (migration 0006), where the bet's player
 * and account come from the debited account row and each selection from the bet inserted by the same statement; FK
 * triggers would cost the hot path a third of its time on PGlite. Players and accounts with bets can't disappear
 * either: every bet has a ledger entry, and ledger entries pin their account (FK) and so its player.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A bet's bonus as placed: the campaign (the bonus's public id), the player's bonus row, the type it had, and for a
 * combo boost the odds given (thousandths) and the campaign's ranges then (a void leg moves the bet to the range of
 * the selections left, docs/decisions.md "Bonuses"). A free bet's stake came from the free-bet account.
 */
export type BetBonusRecord = {
  campaignId: number;
  playerBonusId: number;
  type: 'comboboost' | 'freebet_only_win' | 'freebet_all_win' | 'freebet_no_risk';
  oddsMillis: number | null;
  ranges: { min: number; max: number | null; oddsMillis: number }[] | null;
};

/**
 * One placed bet. `status` and `result` use the spec's values (spec 000 §3–4): open bets are `waiting_results` /
 * `no_results`; settled ones `done` with the bet's result; cashed-out ones `cashed_out` / `cashed_out`; an
 * automatic cash-out holds `cashout_in_progress` (its amount in `win_amount`) until its credit is posted.
 * Status changes are conditional UPDATEs out of `waiting_results` (or out of `cashout_in_progress` to complete it):
 * settlement and cash-out race on them and exactly one wins.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    /** The `Idempotency-Key` of the placement request, when it carried one (unique per player and position). */
    requestKey: text('request_key'),
    /** SHA-256 of the parsed request body, with a request key: the same key with another body is refused. */
    bodyHash: text('body_hash'),
    /** Index of the bet in its placement request. */
    position: smallint('position').notNull(),
    /** single, combo, system. */
    type: text('type').notNull(),
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    currency: text('currency').notNull(),
    /** Unit stake (per line for a system). */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** What was debited: unit × lines. */
    totalStake: bigint('total_stake', { mode: 'number' }).notNull(),
    /** Combined odds of a single or combo in thousandths (floored); null for a system. */
    oddsMillis: bigint('odds_millis', { mode: 'number' }),
    /** Return if every leg wins (stake included), each line floored to the minor unit. */
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    result: text('result').notNull(),
    /** What the bet returned (settlement or cash-out), stake included; null while open. */
    winAmount: bigint('win_amount', { mode: 'number' }),
    deviceId: text('device_id').notNull(),
    quick: boolean('quick').notNull(),
    /** The bonus the bet was placed with (issue 17), as it stood then; null for a cash bet without one. */
    bonus: jsonb('bonus').$type<BetBonusRecord>(),
    /**
     * Partial cash-outs (issue 20): what they paid so far and how many there were (each posts a `cashout` entry
     * `bet:{id}:part:{n}`); `stake`, `total_stake` and `potential_win` are then what is still open.
     */
    cashedOut: bigint('cashed_out', { mode: 'number' }).notNull().default(0),
    /** The total stake those partial cash-outs bought back: what the player staked is `total_stake + sold_stake`. */
    soldStake: bigint('sold_stake', { mode: 'number' }).notNull().default(0),
    cashoutParts: smallint('cashout_parts').notNull().default(0),
    /** The player's automatic cash-out: cash out in full once the offer reaches this amount (minor units). */
    autoCashout: bigint('auto_cashout', { mode: 'number' }),
    /**
     * What betting statistics group a settled bet by (issue 20), written by the `bets_settled_legs` trigger when
     * the bet settles or is cashed out: its legs' one sport and one market (0: several; null: unknown).
     */
    legsSportId: integer('legs_sport_id'),
    legsMarketId: integer('legs_market_id'),
    legsMarketName: text('legs_market_name'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('bets_player_idx').on(t.playerId, t.id),
    // Betting statistics read a player's settled bets by period (issue 20).
    index('bets_player_settled_idx').on(t.playerId, t.settledAt),
    // A repeated idempotency key violates this and rolls the whole placement back (debit included).
    uniqueIndex('bets_player_request_uq')
      .on(t.playerId, t.requestKey, t.position)
      .where(sql`${t.requestKey} is not null`),
    index('bets_open_idx').on(t.id).where(sql`${t.status} = 'waiting_results'`),
    // An automatic cash-out between its two steps (what a restart completes).
    index('bets_cashout_in_progress_idx').on(t.id).where(sql`${t.status} = 'cashout_in_progress'`),
    check('bets_stake_positive', sql`${t.stake} > 0 and ${t.totalStake} >= ${t.stake}`),
  ],
);

/** One leg of a bet: the outcome, the odds it was placed at, its names at placement and, once known, its result. */
export const betSelections = pgTable(
  'bet_selections',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    /** The odds the bet stands at (the house's price when placed), thousandths. */
    oddsMillis: integer('odds_millis').notNull(),
    /** The odds the client sent, thousandths. */
    requestedOddsMillis: integer('requested_odds_millis').notNull(),
    outcomeName: text('outcome_name').notNull(),
    marketName: text('market_name').notNull(),
    matchName: text('match_name').notNull(),
    matchUrnId: text('match_urn_id').notNull(),
    provider: text('provider').notNull(),
    /** Spec selection type: match, or season for outrights. */
    selectionType: text('selection_type').notNull(),
    /** win_entire, lose_entire, refund_entire, refund_half_win_other, refund_half_lose_other; null while open. */
    result: text('result'),
    settledAt: at('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.position] }),
    index('bet_selections_open_match_idx').on(t.matchId).where(sql`${t.result} is null`),
  ],
);

/** Shared bet slips: a short random code → the bets (payload form, stakes optional). */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  /** Who shared it (null for a visitor). */
  playerId: integer('player_id'),
  bets: jsonb('bets').notNull(),
  createdAt: at('created_at').notNull(),
});
