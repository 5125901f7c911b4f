import { BONUS_STATES, CAMPAIGN_TYPES, ISSUED_BONUS_TYPES } from '@sportsbook/domain/bonus-rules';
import { z } from 'zod';
import { placementSelectionSchema, placementStakeSchema } from './bets';
import { pagedSchema, pageQuery } from './pagination';

/**
 * Bonuses (issue 17; spec 000 §3 "Bonus types", "Issued data"; spec 001 §7.3 `/bonuses`): the operator's campaigns
 * (operator API, snake_case bodies) and the player's view of them (v3 API, camelCase replies). A bonus's `id` is its
 * campaign's: a player holds at most one bonus per campaign, so the pair names the issued bonus.
 */

/** Spec 001 §9: bonus lists page by 4. */
export const BONUS_PAGE_SIZE = 4;

export const bonusTypeSchema = z.enum(ISSUED_BONUS_TYPES);
/** A campaign's type: a bonus type, or one of issue 19's mechanics. */
export const campaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export const bonusStateSchema = z.enum(BONUS_STATES);
/** `opt_in`: the player joins (hunting, tournament, lootbox campaigns; `POST /bonuses/{id}/activate`). */
export const campaignTriggerSchema = z.enum([
  'sign_up',
  'first_deposit',
  'deposit',
  'promo_code',
  'operator',
  'opt_in',
]);
export type CampaignTrigger = z.infer<typeof campaignTriggerSchema>;

/** The path segment of each type's list (`/bonuses/comboboosts`, `/bonuses/freebets`). */
export const BONUS_TYPE_PATHS = {
  comboboosts: ['comboboost'],
  freebets: ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'],
} as const;
export type BonusTypePath = keyof typeof BONUS_TYPE_PATHS;

const localized = z.record(z.string().min(2).max(16), z.string().max(4000));
const decimalOdds = z.number().min(1).max(1000);
const codes = z.array(z.string().regex(/^[A-Z]{2}$/)).max(300);

/** A campaign's rules as the operator sends them (odds decimal, money in minor units of the campaign currency). */
export const campaignRulesBodySchema = z.strictObject({
  only_verified: z.boolean().optional(),
  country_codes: codes.optional(),
  min_odds: decimalOdds.nullable().optional(),
  max_odds: decimalOdds.nullable().optional(),
  selections_from: z.number().int().min(1).max(50).nullable().optional(),
  selections_to: z.number().int().min(1).max(50).nullable().optional(),
  match_status: z.enum(['prematch', 'live', 'both']).optional(),
  sports: z.array(z.string().min(1).max(64)).max(100).optional(),
  providers: z.array(z.string().min(1).max(64)).max(50).optional(),
  ranges: z
    .array(
      z.strictObject({
        min: z.number().int().min(1).max(50),
        max: z.number().int().min(1).max(50).nullable(),
        odds: z.number().min(1).max(10),
      }),
    )
    .max(20)
    .optional(),
  uses_count: z.number().int().min(1).max(1_000_000).nullable().optional(),
  valid_days: z.number().int().min(1).max(3650).nullable().optional(),
  min_deposit: z.number().int().min(1).nullable().optional(),
  // Hunting, tournament and lootbox campaigns (issue 19): what a qualifying bet stakes at least (minor units).
  min_stake: z.number().int().min(0).optional(),
  /** Hunting: at `bets` qualifying bets, `freebets` free bets of the campaign's amount (cumulative steps). */
  hunting_ranges: z
    .array(z.strictObject({ bets: z.number().int().min(1).max(1000), freebets: z.number().int().min(1).max(100) }))
    .max(20)
    .optional(),
  /** Hunting and tournament prizes: the kind of free bet issued. */
  farming_freebet_type: z.enum(['freebet_only_win', 'freebet_all_win']).optional(),
  /** Tournament: points per whole unit staked, once per match when `farm_once_per_event`. */
  points_per_unit: z.number().int().min(1).max(1000).optional(),
  farm_once_per_event: z.boolean().optional(),
  /** Tournament: the pool at the start, the percent of each qualifying stake added to it, percent per position. */
  initial_pool: z.number().int().min(0).optional(),
  pool_share: z.number().min(0).max(50).optional(),
  prize_table: z.array(z.number().min(0).max(100)).max(100).optional(),
  show_in_promotion: z.boolean().optional(),
  /** Tournament: points one whole unit of a free bet adds when spent on a boost (0 or absent: no boost). */
  boost_points: z.number().int().min(0).max(1000).optional(),
  /** Lootbox: one box per this many qualifying bets, and the weighted prize table. */
  bets_per_box: z.number().int().min(1).max(1000).optional(),
  lootbox_prizes: z
    .array(
      z.strictObject({
        kind: z.enum(['cash', 'points', 'none']),
        amount: z.number().int().min(0),
        weight: z.number().int().min(1).max(1_000_000),
      }),
    )
    .max(50)
    .optional(),
});

/** `POST /api/operator/campaigns`: a new campaign. */
export const campaignBodySchema = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, 'letters, digits, _ . - only'),
  type: campaignTypeSchema,
  trigger: campaignTriggerSchema,
  status: z.enum(['active', 'paused']).optional(),
  promo_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, '3 to 32 letters, digits, _ or -')
    .nullable()
    .optional(),
  name: localized.refine((v) => typeof v.en === 'string' && v.en.length > 0, 'needs an English name (en)'),
  description: localized.optional(),
  terms: localized.optional(),
  amount: z.number().int().min(1).nullable().optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3,5}$/)
    .nullable()
    .optional(),
  rules: campaignRulesBodySchema.optional(),
  valid_from: z.iso.datetime({ offset: true }).optional(),
  valid_to: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;
/** `PATCH /api/operator/campaigns/:id`: any field but the key and the type. */
export const campaignPatchSchema = campaignBodySchema.omit({ key: true, type: true }).partial();
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;

/** A campaign's rules in replies (camelCase, decimal odds). */
export const bonusRulesSchema = z.object({
  onlyVerified: z.boolean(),
  countryCodes: z.array(z.string()),
  minOdds: z.number().nullable(),
  maxOdds: z.number().nullable(),
  selectionsFrom: z.number().int().nullable(),
  selectionsTo: z.number().int().nullable(),
  matchStatus: z.enum(['prematch', 'live', 'both']),
  sports: z.array(z.string()),
  providers: z.array(z.string()),
  ranges: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), odds: z.number() })),
  usesCount: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  minDeposit: z.number().int().nullable(),
});

/** A campaign as the operator API answers it. */
export const campaignSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: campaignTypeSchema,
  trigger: campaignTriggerSchema,
  status: z.enum(['active', 'paused']),
  promoCode: z.string().nullable(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.string()),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  rules: bonusRulesSchema,
  validFrom: z.string(),
  validTo: z.string().nullable(),
  issuedCount: z.number().int(),
  /** A hunting, tournament or lootbox campaign's own rules, defaults spelled out (null for the bonus types). */
  engagement: z
    .object({
      minStake: z.number().int(),
      huntingRanges: z.array(z.object({ bets: z.number().int(), freebets: z.number().int() })),
      farmingFreebetType: z.enum(['freebet_only_win', 'freebet_all_win']),
      pointsPerUnit: z.number().int(),
      farmOncePerEvent: z.boolean(),
      initialPool: z.number().int(),
      poolShare: z.number(),
      prizeTable: z.array(z.number()),
      showInPromotion: z.boolean(),
      boostPoints: z.number().int(),
      betsPerBox: z.number().int(),
      lootboxPrizes: z.array(
        z.object({ kind: z.enum(['cash', 'points', 'none']), amount: z.number().int(), weight: z.number().int() }),
      ),
    })
    .nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** `POST /api/operator/bonuses`: issue a campaign's bonus to a player. */
export const issueBonusBodySchema = z.strictObject({
  campaign_id: z.number().int().positive(),
  player_id: z.number().int().positive(),
});

/** Spec 000 §3 "Issued data": the player's bonus, when one was issued from the campaign. */
export const issuedBonusSchema = z.object({
  isActive: z.boolean(),
  seen: z.boolean(),
  timesUsed: z.number().int(),
  usesCount: z.number().int().nullable(),
  issuedAt: z.string(),
  activatedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
});

/** A bonus as a player (or a visitor, for open campaigns) sees it, in the request's locale. */
export const bonusSchema = z.object({
  id: z.number().int(),
  type: bonusTypeSchema,
  name: z.string(),
  description: z.string(),
  /** The computed state (spec 000 §4), the spec's `computedStatus`. */
  status: bonusStateSchema,
  trigger: campaignTriggerSchema,
  /** A free bet's amount (minor units of `currency`). */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  subunits: z.number().int().nullable(),
  rules: bonusRulesSchema,
  validFrom: z.string(),
  validTo: z.string().nullable(),
  issued: issuedBonusSchema.nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** `GET /bonuses`. */
export const bonusesQuerySchema = z.object({
  status: bonusStateSchema.optional(),
  available: z.enum(['true', 'false']).optional(),
  unseen: z.enum(['true', 'false']).optional(),
  limit_per_type: z.coerce.number().int().min(1).max(100).optional(),
  type: bonusTypeSchema.optional(),
  locale: z.string().min(2).max(16).optional(),
});
export const bonusesReplySchema = z.object({ data: z.array(bonusSchema) });

/** `GET /bonuses/{typePlural}`: paged by 4. */
export const bonusPageQuerySchema = z.object({
  ...pageQuery(BONUS_PAGE_SIZE),
  status: bonusStateSchema.optional(),
  available: z.enum(['true', 'false']).optional(),
  active: z.enum(['true', 'false']).optional(),
  locale: z.string().min(2).max(16).optional(),
});
export const bonusPageSchema = pagedSchema(bonusSchema);

/** `GET /bonuses/{typePlural}/{id}/terms`. */
export const bonusTermsSchema = z.object({ id: z.number().int(), locale: z.string(), terms: z.string() });

/** `POST /bonuses/promo-code`. */
export const promoCodeBodySchema = z.object({ code: z.string().trim().min(1).max(64) });
/** `POST /bonuses/mark-as-seen`. */
export const markSeenBodySchema = z
  .array(z.object({ id: z.number().int().positive(), type: z.string().max(40) }))
  .max(200);

/**
 * `POST /bonuses` (spec 001 §7.3 "bet bonuses"): the bonuses each slip bet could use, the slip's
 * `availableBonuses`. A bet: its selections (as placed), optional system id and stake.
 */
export const betBonusesBodySchema = z.object({
  bets: z
    .array(
      z.object({
        selections: z.array(placementSelectionSchema).min(1).max(100),
        system_id: z.string().max(20).optional(),
        stake: placementStakeSchema.optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type BetBonusesBody = z.infer<typeof betBonusesBodySchema>;

/** One bonus a bet could use, or nearly: `problem` null means it can be put on the bet now. */
export const availableBonusSchema = z.object({
  id: z.number().int(),
  type: bonusTypeSchema,
  name: z.string(),
  status: bonusStateSchema,
  /** A free bet's stake (minor units of `currency`). */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  subunits: z.number().int().nullable(),
  /** A boost's decimal odds for the bet's selection count; null for a free bet or outside every range. */
  boostOdds: z.number().nullable(),
  /** The slip's hint: this many more selections reach these odds; null when no higher range exists. */
  nextBoost: z.object({ more: z.number().int(), odds: z.number() }).nullable(),
  /** Why the bet cannot use it yet (`bonus.selection_count`, `bonus.min_odds`, …), null when it can. */
  problem: z.string().nullable(),
});
export type AvailableBonus = z.infer<typeof availableBonusSchema>;

export const betBonusesReplySchema = z.object({
  bets: z.array(z.object({ index: z.number().int(), availableBonuses: z.array(availableBonusSchema) })),
});
export type BetBonusesReply = z.infer<typeof betBonusesReplySchema>;

/** `POST /bonuses/freebets/amb`: the free bets one bet could use (the spec's free bets normalised to a list). */
export const freebetsForBetBodySchema = betBonusesBodySchema.shape.bets.element;
export const freebetsForBetReplySchema = z.object({ data: z.array(availableBonusSchema) });
