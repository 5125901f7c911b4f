import { z } from 'zod';

/**
 * The bet builder (issue 18, pricing): same-match bets whose legs are priced together from the match's joint
 * score model, not as a product of single prices. `GET /api/v3/bets/custom/markets/:matchId` lists the combinable
 * markets (the catalog's market page shape, `marketsPageSchema` of ./catalog); `POST /api/v3/bets/custom/odds`
 * prices a set of legs.
 */

/**
 * Sports (catalog sport keys) with a bet builder: every sport the simulator prices from one final-score model
 * (cricket once live: the toss decides whose total the first-innings market is). The server combines their
 * markets; the web app lists their matches without asking.
 */
export const BUILDER_SPORT_KEYS = [
  'football',
  'ice-hockey',
  'basketball',
  'tennis',
  'volleyball',
  'table-tennis',
  'cs2',
  'dota2',
  'league-of-legends',
  'cricket',
] as const;
export type BuilderSportKey = (typeof BUILDER_SPORT_KEYS)[number];

/** Builder sports whose builder opens only once the match is live (cricket: after the toss). */
export const BUILDER_LIVE_ONLY_SPORT_KEYS: readonly BuilderSportKey[] = ['cricket'];

/** Refusals of `POST /bets/custom/odds` (status 422), as `error.code`. */
export const CUSTOM_BET_ERROR_CODES = {
  /** Two legs of one market (same market id and specifier, e.g. two 1x2 outcomes). */
  sameMarket: 'custom_bet_same_market',
  /** No final score satisfies every leg (e.g. home win and correct score 0:1). */
  impossible: 'custom_bet_impossible',
  /** A leg is not combinable, its market is not open, its outcome inactive, or it belongs to another match. */
  legNotAvailable: 'custom_bet_leg_not_available',
  /** The match's sport has no builder, or the match is not prematch or live. */
  notOffered: 'custom_bet_not_offered',
} as const;
export type CustomBetErrorCode = (typeof CUSTOM_BET_ERROR_CODES)[keyof typeof CUSTOM_BET_ERROR_CODES];

const matchIdSchema = z.number().int().positive().max(2_147_483_647);

/** One leg: the match, the market `id` with its `specifier` ("" when none), the outcome's `outcomeId`. */
export const customBetSelectionSchema = z.object({
  match_id: matchIdSchema,
  market_id: z.number().int().min(0).max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(100),
});
export type CustomBetSelection = z.infer<typeof customBetSelectionSchema>;

/** `POST /bets/custom/odds` body: 2–10 legs, all of `match_id`. */
export const customOddsBodySchema = z.object({
  match_id: matchIdSchema,
  selections: z.array(customBetSelectionSchema).min(2).max(10),
});
export type CustomOddsBody = z.infer<typeof customOddsBodySchema>;

/** `POST /bets/custom/odds` reply: the offered decimal odds and the fair probability that every leg wins. */
export const customOddsReplySchema = z.object({
  odds: z.number().min(1),
  probability: z.number().min(0).max(1),
});
export type CustomOddsReply = z.infer<typeof customOddsReplySchema>;

/** `GET /bets/custom/markets/:matchId` path. */
export const customMarketsParamsSchema = z.object({
  matchId: z.coerce.number().int().positive().max(2_147_483_647),
});
