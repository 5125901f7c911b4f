/**
 * The v3 bets API (spec 001 §7.3, spec 000 §3 Bet and Selection): placement payload, the Bet entity, My Bets,
 * cash-out, max stake and share codes. Request fields use the spec's snake_case names; replies its camelCase
 * entity fields. Amounts in replies are integer minor units of the bet's currency, with `subunits` alongside;
 * the placement stake alone is a decimal string in major units (a fixed wire detail, see `placementStakeSchema`).
 */
import { LEG_RESULTS } from '@sportsbook/domain/bet-return';
import { ISSUED_BONUS_TYPES } from '@sportsbook/domain/bonus-rules';
import { z } from 'zod';
import { clockSchema, providerSchema } from './catalog';
import { MAX_PAGE_LIMIT, pagedSchema } from './pagination';
import { queryList } from './query-helpers';

/** Largest odds the wire accepts (the string form allows six integer digits): bounds the arithmetic on them. */
export const MAX_WIRE_ODDS = 999_999;

/** Decimal odds on the wire: a number, or a plain decimal string ("2.5"). Checked for > 1 by the server. */
export const wireOddsSchema = z.union([
  z.number().min(0).max(MAX_WIRE_ODDS),
  z.string().regex(/^\d{1,6}(\.\d{1,6})?$/),
]);

/**
 * The stake of a bet to place: `value` is the unit stake (per line for a system) as a decimal string in the
 * currency's major unit ("10.50"); more decimals than the currency's subunits are refused.
 */
export const placementStakeSchema = z.object({
  value: z.string().min(1).max(32),
  currency: z.string().min(3).max(8),
});

/** One selection: the match `id`, the market `id`, its `specifier` ("" when none), the outcome's `outcomeId`. */
export const placementSelectionSchema = z.object({
  match_id: z.number().int().positive().max(2_147_483_647),
  market_id: z.number().int().min(0).max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(100),
  /** The decimal odds the player saw and accepted. */
  odds: wireOddsSchema,
});
export type PlacementSelectionInput = z.infer<typeof placementSelectionSchema>;

export const placementBonusSchema = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]),
  type: z.string().min(1).max(50),
  odds: z.number().optional(),
});

/** Spec 000 §3 "Bet placement payload". `system_id` ("2/3") for system bets, `custom_odds` for custom bets. */
export const placementBetSchema = z.object({
  stake: placementStakeSchema,
  selections: z.array(placementSelectionSchema).min(1).max(100),
  bonus: placementBonusSchema.optional(),
  system_id: z.string().max(20).optional(),
  custom_odds: wireOddsSchema.optional(),
});
export type PlacementBetInput = z.infer<typeof placementBetSchema>;

export const slipBetTypeSchema = z.enum(['single', 'combo', 'system', 'custom_bet']);

/** `POST /api/v3/bets` body (spec 001 §7.3). Send an `Idempotency-Key` header to make retries safe. */
export const placeBetsBodySchema = z.object({
  meta: z.object({
    device_id: z.string().min(1).max(100),
    quick: z.boolean().default(false),
    type: slipBetTypeSchema,
  }),
  bets: z.array(placementBetSchema).min(1).max(50),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>;

/** Spec 000 §4 bet statuses. */
export const betStatusSchema = z.enum([
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
]);
export type BetStatus = z.infer<typeof betStatusSchema>;

/** Spec 000 §3 bet results. */
export const betResultSchema = z.enum([
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
]);
export type BetResult = z.infer<typeof betResultSchema>;

/** How one leg settled: the domain's leg results (`betReturn` prices them). */
export const legResultSchema = z.enum(LEG_RESULTS);

/** Money in a reply: integer minor units with the currency and its subunits ({ value: 1050, subunits: 2 } = 10.50). */
export const moneySchema = z.object({
  value: z.number().int(),
  currency: z.string(),
  subunits: z.number().int().min(0),
});
export type MoneyValue = z.infer<typeof moneySchema>;

/** What names a selection, wherever one travels (placed bets, shared slips): spec 000 §3 Selection. */
const selectionIdentity = {
  /** The outcome key `{matchId}:{marketId}:{specifier}:{outcomeId}`. */
  id: z.string(),
  type: z.enum(['match', 'stage', 'season', 'simple_tournament']),
  matchId: z.number().int(),
  matchUrnId: z.string(),
  matchName: z.string(),
  marketId: z.number().int(),
  specifier: z.string(),
  outcomeId: z.string(),
  outcomeName: z.string(),
  marketName: z.string(),
};

/** Spec 000 §3 Selection, as a placed bet carries it. */
export const betSelectionSchema = z.object({
  ...selectionIdentity,
  /** The odds the bet stands at. */
  odds: z.number(),
  acceptedOdds: z.number(),
  /** The odds the client sent. */
  initialOdds: z.number(),
  /** Now: the market is not allowed or the outcome inactive (open legs of current matches only). */
  isSuspended: z.boolean(),
  isChanged: z.boolean(),
  /** Now: the provider is unavailable. */
  isNotAvailable: z.boolean(),
  active: z.boolean(),
  provider: providerSchema,
  matchStatus: z.number().int().min(0).max(5),
  /** open until the leg has a result, then settled. */
  status: z.enum(['open', 'settled']),
  result: legResultSchema.nullable(),
  /** Now, while the leg is open and its match live: the match's total score and clock (null when it has none). */
  live: z
    .object({
      score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
      clock: clockSchema.nullable(),
    })
    .nullable(),
});
export type BetSelection = z.infer<typeof betSelectionSchema>;

/** A placed bet's bonus (spec 000 §3 `bonus (id, type, odds)`). */
export const betBonusSchema = z.object({
  id: z.number().int(),
  type: z.enum(ISSUED_BONUS_TYPES),
  /** A boost's decimal bonus odds; null for a free bet. */
  odds: z.number().nullable(),
});
export type BetBonusView = z.infer<typeof betBonusSchema>;

/** Spec 000 §3 Bet. */
export const betSchema = z.object({
  /** The bet id as a string (list keys, channel payloads). */
  id: z.string(),
  /** The same id as a number. */
  betId: z.number().int(),
  /** Ticket reference players quote: `SB` + 10 base-32 characters, unguessable (a keyed permutation of the id). */
  reference: z.string(),
  /** `custom_bet`: a bet builder bet, its legs of one match priced together (`odds` is that price). */
  type: z.enum(['single', 'combo', 'system', 'custom_bet']),
  status: betStatusSchema,
  result: betResultSchema,
  /** Unit stake (per line for a system). */
  stake: moneySchema,
  /** What the bet cost: unit × lines. */
  totalStake: z.number().int(),
  /** Combined decimal odds of a single or combo; null for a system. */
  odds: z.number().nullable(),
  /** Return if every leg wins (stake included), minor units. */
  potentialWin: z.number().int(),
  /** What the bet returned once settled or cashed out (stake included); null while open. */
  winAmount: z.number().int().nullable(),
  /** winAmount − totalStake once settled; null while open. */
  profit: z.number().int().nullable(),
  /** The current cash-out offer, minor units; null when none is offered. */
  toCashoutAmount: z.number().int().nullable(),
  /**
   * What partial cash-outs paid so far (minor units, issue 20); `stake`, `totalStake` and `potentialWin` are then
   * what is still open, and `profit` counts both.
   */
  cashedOut: z.number().int(),
  /** The automatic cash-out: cashed out in full by the server once the offer reaches this amount; null without. */
  autoCashout: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  system: z.object({ id: z.string(), winCount: z.number().int(), totalCount: z.number().int() }).nullable(),
  selections: z.array(betSelectionSchema),
  /** The bonus the bet was placed with (spec 000 §3): its id (the campaign's), type and, for a boost, its odds. */
  bonus: betBonusSchema.nullable(),
  /** A combo boost's bonus odds (decimal) at placement; null without a boost. */
  bonusOdds: z.number().nullable(),
  /** What a free bet staked, minor units (never the player's cash); null for a cash bet. */
  freebetStake: z.number().int().nullable(),
  usedInJackpot: z.boolean(),
  isVip: z.boolean(),
  quick: z.boolean(),
  stakeSource: z.enum(['stake', 'potential_win', 'sharing']),
  /** Keys of bet-limit warnings raised at placement (`warning.validation.bet_limits.*`), placement reply only. */
  warnings: z.array(z.string()).optional(),
});
export type Bet = z.infer<typeof betSchema>;

/** `POST /api/v3/bets` reply (201): the placed bets, in payload order. */
export const placeBetsReplySchema = z.array(betSchema);

/** One problem of one bet in a refused placement (inside `error.details.bets[i].problems`). */
export const placementProblemSchema = z.object({
  code: z.union([z.string(), z.number()]),
  /** The message key the slip shows (spec 001 §8). */
  messageKey: z.string(),
  /** Index of the selection in the bet, when the problem is about one. */
  selection: z.number().int().optional(),
  outcomeId: z.string().optional(),
  requestedOdds: z.number().optional(),
  currentOdds: z.number().nullable().optional(),
  /** A refused bonus: the rule it breaks (`bonus.min_odds`, `bonus.bonus_over`, …). */
  reason: z.string().optional(),
});

/**
 * `error.details` of a refused placement: the message key of the top-level code, and per bet its problems and a
 * `localized_message` (null for bets without problems).
 */
export const placementErrorDetailsSchema = z.object({
  messageKey: z.string(),
  bets: z.array(
    z.object({
      index: z.number().int(),
      code: z.union([z.string(), z.number()]).nullable(),
      messageKey: z.string().nullable(),
      localized_message: z.string().nullable(),
      problems: z.array(placementProblemSchema),
    }),
  ),
});

export const betListFilterSchema = z.enum(['all', 'open', 'settled']);
export const betResultFilterSchema = z.enum(['all', 'win', 'lose', 'refund']);

/** `GET /api/v3/bets`: `status` (list of bet statuses), `filter`, `result`, `page`, `limit` (≤ 500), `locale`. */
export const betListQuerySchema = z.object({
  status: queryList(betStatusSchema),
  filter: betListFilterSchema.default('all'),
  result: betResultFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(50),
  locale: z.string().max(20).optional(),
});
export type BetListQuery = z.infer<typeof betListQuerySchema>;

export const betPageSchema = pagedSchema(betSchema);

/**
 * `POST /api/v3/bets/cashout`: `to_cashout` is what the player takes now (minor units): the whole offer
 * (`toCashoutAmount`) cashes the bet out, less is a partial cash-out that leaves the rest of the bet open.
 */
export const cashoutBodySchema = z.object({
  bet_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  to_cashout: z.number().int().positive(),
});
export type CashoutBody = z.infer<typeof cashoutBodySchema>;

/**
 * `POST /api/v3/bets/auto-cashout`: cash the bet out in full once its offer reaches `amount` (minor units, above the
 * offer now and at most the potential win); `amount: null` removes the rule. Answers the bet.
 */
export const autoCashoutBodySchema = z.object({
  bet_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type AutoCashoutBody = z.infer<typeof autoCashoutBodySchema>;

/** Cash-out reply: the bet (cashed_out, or still open after a partial cash-out) and the balance after the credit. */
export const cashoutReplySchema = z.object({
  bet: betSchema,
  balance: moneySchema,
});

/** The cash-out offer carried by `cashout_changed` (`payload.cashout`). */
export const cashoutOfferSchema = z.object({
  amount: z.number().int().nullable(),
  currency: z.string(),
  subunits: z.number().int(),
  available: z.boolean(),
});

/** `POST /api/v3/bets/max-stake`: a bet as placed; its stake may be left out (only the currency is read). */
export const maxStakeBodySchema = placementBetSchema.extend({
  stake: z.object({ value: z.string().max(32).optional(), currency: z.string().min(3).max(8) }),
});
export type MaxStakeBody = z.infer<typeof maxStakeBodySchema>;

/** Max-stake reply: the largest unit stake the bet can be placed with now, and what bounds it. */
export const maxStakeReplySchema = z.object({
  maxStake: moneySchema,
  /** Decimal string in major units, ready for the stake input. */
  value: z.string(),
  limitedBy: z.enum(['balance', 'max_stake', 'max_payout', 'bet_limit', 'wager_limit', 'loss_limit', 'unavailable']),
  lines: z.number().int(),
});

/** A bet in a shared slip: the placement form with an optional stake. */
export const sharedBetInputSchema = placementBetSchema.extend({
  stake: placementStakeSchema.optional(),
});

/** `POST /api/v3/bets/share-code` body → `{ code }` (201). */
export const shareCodeBodySchema = z.object({ bets: z.array(sharedBetInputSchema).min(1).max(20) });
export const shareCodeReplySchema = z.object({ code: z.string() });

/** `GET /api/v3/bets/share-code?code=`. */
export const shareCodeQuerySchema = z.object({ code: z.string().trim().min(4).max(32) });

/**
 * One restored bet: the stake as shared (if any), its system id, and its selections still in the catalog with
 * their current odds and state. Bets whose selections all left the catalog are dropped (an empty list tells the
 * slip to offer another bet).
 */
export const sharedBetSchema = z.object({
  stake: placementStakeSchema.nullable(),
  systemId: z.string().nullable(),
  /**
   * A bet-builder bet (shared with `custom_odds`): its legs' price now, null when they cannot be priced together
   * now (a leg suspended or gone, the match no longer open); null for every other bet.
   */
  custom: z.object({ odds: z.number().nullable() }).nullable(),
  /** How many of the shared selections left the catalog (finished, removed) and are not in `selections`. */
  missing: z.number().int().nonnegative(),
  selections: z.array(
    z.object({
      ...selectionIdentity,
      /** The odds now. */
      odds: z.number(),
      /** The odds when the slip was shared (what the sharer saw), null when the link did not carry them. */
      sharedOdds: z.number().nullable(),
      active: z.boolean(),
      isSuspended: z.boolean(),
      isNotAvailable: z.boolean(),
      provider: providerSchema,
      matchStatus: z.number().int().min(0).max(5),
    }),
  ),
});
export const sharedBetsReplySchema = z.array(sharedBetSchema);
export type SharedBet = z.infer<typeof sharedBetSchema>;

export type BetPage = z.infer<typeof betPageSchema>;
export type CashoutReply = z.infer<typeof cashoutReplySchema>;
export type MaxStakeReply = z.infer<typeof maxStakeReplySchema>;
export type SharedBetInput = z.infer<typeof sharedBetInputSchema>;
export type ShareCodeReply = z.infer<typeof shareCodeReplySchema>;
