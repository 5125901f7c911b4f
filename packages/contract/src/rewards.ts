import { POOL_STATES } from '@sportsbook/domain/rewards/tournament';
import { z } from 'zod';
import { BONUS_PAGE_SIZE } from './bonuses';
import { pagedSchema, pageQuery } from './pagination';
import { ENGAGEMENT_TYPES, JACKPOT_HITS_LIMIT } from './rewards-constants';

/**
 * Engagement mechanics beyond boosts and free bets (issue 19; spec 000 §3 "tournament", "jackpot", "Jackpot hit",
 * "Leaderboard row", "Multi-bet freebet progress"; spec 001 §7.3 `/bonuses/huntings`, `/bonuses/tournaments`,
 * `/bonuses/lootboxes`, `/jackpots`, `/jackpot-hits`). Hunting, tournament and lootbox are campaign types (the
 * operator's `/api/operator/campaigns`, a player joins with `POST /bonuses/{id}/activate`); jackpots have their own
 * operator calls. Money in minor units of `currency`.
 */

export * from './rewards-constants';

const freebetTypeSchema = z.enum(['freebet_only_win', 'freebet_all_win']);

/** What a qualifying bet must be, as the lists show it (decimal odds; money in minor units). */
export const qualifyingRulesSchema = z.object({
  minStake: z.number().int(),
  minOdds: z.number().nullable(),
  selectionsFrom: z.number().int().nullable(),
  matchStatus: z.enum(['prematch', 'live', 'both']),
  sports: z.array(z.string()),
});

const campaignViewFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  subunits: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  /** The player took part (`POST /bonuses/{id}/activate`); false for visitors. */
  joined: z.boolean(),
  rules: qualifyingRulesSchema,
};

/** Spec 000 §3 "Multi-bet freebet progress": `GET /bonuses/huntings`. */
export const huntingSchema = z.object({
  ...campaignViewFields,
  type: z.literal('hunting'),
  /** Qualifying bets counted (the bar), of `possibleProgressCount` (the last step). */
  progressCount: z.number().int(),
  possibleProgressCount: z.number().int(),
  stakeCurrency: z.string(),
  minStake: z.number().int(),
  /** Free bets earned expire this many days after issue (null: at the campaign's end). */
  issueToDays: z.number().int().nullable(),
  freebetType: freebetTypeSchema,
  /** Each free bet's amount. */
  freebetAmount: z.number().int(),
  /** The steps: at `numberOfBets` bets, `numberOfFreebets` free bets worth `issuedAmount` in all; `reached` once hit. */
  ranges: z.array(
    z.object({
      numberOfBets: z.number().int(),
      numberOfFreebets: z.number().int(),
      issuedAmount: z.number().int(),
      reached: z.boolean(),
    }),
  ),
  freebetsIssued: z.number().int(),
});
export type Hunting = z.infer<typeof huntingSchema>;

export const poolStateSchema = z.enum(POOL_STATES);

/** Spec 000 §3 "tournament": `GET /bonuses/tournaments`. */
export const tournamentSchema = z.object({
  ...campaignViewFields,
  type: z.literal('tournament'),
  pool: z.object({ amount: z.number().int(), initial: z.number().int(), state: poolStateSchema }),
  /** Percent of the pool per position, from first. */
  prizeTable: z.array(z.number()),
  /** The prize each position would get if the tournament ended now. */
  prizes: z.array(z.number().int()),
  farmOncePerEvent: z.boolean(),
  farmingFreebetType: freebetTypeSchema,
  showInPromotion: z.boolean(),
  pointsPerUnit: z.number().int(),
  /** Points one whole unit of a free bet adds when spent on a boost (0: no boost). */
  boostPoints: z.number().int(),
  participants: z.number().int(),
  /** The player's place on the leaderboard, null when not ranked. */
  position: z.number().int().nullable(),
  farmingStats: z.object({
    avgStake: z.number().int(),
    betsCount: z.number().int(),
    points: z.number().int(),
    /** Points the player's boostable free bets would add. */
    availablePoints: z.number().int(),
    /** Points the player's open qualifying bets will farm when they settle. */
    potentialPoints: z.number().int(),
    /** The free bet the player's position would win now. */
    potentialFreebetAmount: z.number().int(),
    initialPool: z.number().int(),
  }),
  farmedEventIds: z.array(z.number().int()),
  /** The player's free bets a boost may spend (campaign id, amount). */
  freebetsToBoost: z.array(z.object({ id: z.number().int(), amount: z.number().int(), currency: z.string() })),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Spec 000 §3 "Leaderboard row": `GET /bonuses/tournaments/{id}/rating`. */
export const leaderboardRowSchema = z.object({
  position: z.number().int(),
  isCurrentUser: z.boolean(),
  /** The player, hashed (others' identities are not shown). */
  userHash: z.string(),
  points: z.number().int(),
  /** The free bet this position wins (now, or as awarded once finished). */
  farmedAmount: z.number().int(),
  currency: z.string(),
  /** Qualifying bets that farmed points. */
  farmedFreebetsCount: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const ratingQuerySchema = z.object(pageQuery(10));
export const ratingPageSchema = pagedSchema(leaderboardRowSchema).extend({
  /** The player's own row when they are ranked outside the page. */
  me: leaderboardRowSchema.nullable(),
});
export type RatingPage = z.infer<typeof ratingPageSchema>;

/** `POST /bonuses/{id}/boost`: spend one of the player's free bets (its campaign id) on tournament points. */
export const boostBodySchema = z.strictObject({ bonus_id: z.number().int().positive() });
export const boostReplySchema = z.object({ points: z.number().int(), added: z.number().int() });
export type BoostReply = z.infer<typeof boostReplySchema>;

export const lootboxPrizeSchema = z.object({
  kind: z.enum(['cash', 'points', 'none']),
  amount: z.number().int(),
  /** Percent chance (the weight over the total). */
  chance: z.number(),
});

/** `GET /bonuses/lootboxes`. */
export const lootboxSchema = z.object({
  ...campaignViewFields,
  type: z.literal('lootbox'),
  /** Qualifying bets toward the next box, of `betsPerBox`. */
  progressCount: z.number().int(),
  betsPerBox: z.number().int(),
  /** Boxes earned and not opened yet, and the chest picture for them (spec 001 §9). */
  boxes: z.number().int(),
  chest: z.enum(['small', 'medium', 'large']),
  prizes: z.array(lootboxPrizeSchema),
  opened: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['cash', 'points', 'none']),
      amount: z.number().int(),
      openedAt: z.string(),
    }),
  ),
});
export type Lootbox = z.infer<typeof lootboxSchema>;

/** `POST /bonuses/lootboxes/{id}/open`: the prize of the player's oldest unopened box of the campaign. */
export const lootboxOpenedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['cash', 'points', 'none']),
  amount: z.number().int(),
  currency: z.string(),
  boxesLeft: z.number().int(),
});
export type LootboxOpened = z.infer<typeof lootboxOpenedSchema>;

export const engagementPageQuerySchema = z.object({
  ...pageQuery(BONUS_PAGE_SIZE),
  locale: z.string().min(2).max(16).optional(),
  /** `true`: only the campaigns the player joined. */
  active: z.enum(['true', 'false']).optional(),
});
export const huntingPageSchema = pagedSchema(huntingSchema);
export const tournamentPageSchema = pagedSchema(tournamentSchema);
export const lootboxPageSchema = pagedSchema(lootboxSchema);

/** `POST /bonuses/{id}/activate` on a hunting, tournament or lootbox campaign. */
export const joinedSchema = z.object({ id: z.number().int(), type: z.enum(ENGAGEMENT_TYPES), joined: z.literal(true) });
export type Joined = z.infer<typeof joinedSchema>;

// -- jackpots -----------------------------------------------------------------------------------------------------

/** Spec 000 §3 "jackpot": `GET /jackpots`, `GET /jackpots/{id}`. */
export const jackpotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the ticker shows: the active levels' pools together. */
  amount: z.number().int(),
  /** Everything stakes ever contributed. */
  poolAmount: z.number().int(),
  /** Everything hits ever paid. */
  hitsAmount: z.number().int(),
  currency: z.string(),
  subunits: z.number().int(),
  minStake: z.number().int(),
  /** The player must take part (`POST /jackpots`) before bets contribute. */
  optIn: z.boolean(),
  joined: z.boolean(),
  levels: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      pool: z.number().int(),
      /** The pool drops before it reaches this (null: only by chance). */
      mustDropBy: z.number().int().nullable(),
      active: z.boolean(),
    }),
  ),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotsReplySchema = z.object({ data: z.array(jackpotSchema) });
/** `POST /jackpots`: take part in a jackpot. */
export const joinJackpotBodySchema = z.strictObject({ jackpot_id: z.number().int().positive() });

export const jackpotHitStatusSchema = z.enum(['approved', 'paid']);
/** Spec 000 §3 "Jackpot hit". */
export const jackpotHitSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  amountEur: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  jackpotId: z.number().int(),
  name: z.string(),
  levelCode: z.string(),
  levelName: z.string(),
  status: jackpotHitStatusSchema,
  userHash: z.string(),
  /** Whether the winner saw it (always false for other players' hits). */
  seen: z.boolean(),
  /** The hit is the current player's. */
  mine: z.boolean(),
});
export type JackpotHit = z.infer<typeof jackpotHitSchema>;
/** Spec 001 §7.3 `GET /jackpot-hits`. */
export const jackpotHitsQuerySchema = z.object({
  jackpot_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_LIMIT),
  status: jackpotHitStatusSchema.optional(),
  for_user: z.enum(['true', 'false']).optional(),
  unseen: z.enum(['true', 'false']).optional(),
  locale: z.string().min(2).max(16).optional(),
});
export const jackpotHitsReplySchema = z.object({ data: z.array(jackpotHitSchema) });
/** `POST /jackpot-hits/mark-as-seen`. */
export const markHitsSeenBodySchema = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(100) });

const localized = z.record(z.string().min(2).max(16), z.string().max(200));
const jackpotKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'letters, digits, _ . - only');
/** `POST /api/operator/jackpots` (snake_case; money in minor units of `currency`). */
export const jackpotBodySchema = z.strictObject({
  key: jackpotKey,
  name: localized.refine((v) => typeof v.en === 'string' && v.en.length > 0, 'needs an English name (en)'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3,5}$/),
  status: z.enum(['active', 'paused']).optional(),
  min_stake: z.number().int().min(0).optional(),
  opt_in: z.boolean().optional(),
  levels: z
    .array(
      z.strictObject({
        code: jackpotKey,
        name: localized.refine((v) => typeof v.en === 'string' && v.en.length > 0, 'needs an English name (en)'),
        /** The pool a level starts from and drops back to (the operator's money). */
        seed: z.number().int().min(0),
        /** Share of each qualifying stake, in basis points (100 = 1 %). */
        share_bp: z.number().int().min(0).max(1000),
        /** Chance per qualifying bet, 0 to 1. */
        probability: z.number().min(0).max(1),
        must_drop_by: z.number().int().positive().nullable().optional(),
      }),
    )
    .min(1)
    .max(10),
});
export type JackpotBody = z.infer<typeof jackpotBodySchema>;
/** `PATCH /api/operator/jackpots/:id`: switch it on or off. */
export const jackpotPatchSchema = z.strictObject({ status: z.enum(['active', 'paused']) });
/** The operator's view: the player's plus the levels' chances and shares. */
export const operatorJackpotSchema = jackpotSchema.extend({
  key: z.string(),
  status: z.enum(['active', 'paused']),
  levels: z.array(
    jackpotSchema.shape.levels.element.extend({
      seed: z.number().int(),
      shareBp: z.number().int(),
      probability: z.number(),
      round: z.number().int(),
    }),
  ),
});
