/**
 * The timings and sizes of issue 19's lists (spec 001 §9), without zod: the web's lazily loaded jackpot code imports
 * them without the schemas.
 */

/** Jackpots are fetched again every 15 s, hits every 60 s, and a hit is shown 1 s after it arrives. */
export const JACKPOT_REFRESH_MS = 15_000;
export const JACKPOT_HITS_REFRESH_MS = 60_000;
export const JACKPOT_HIT_DELAY_MS = 1_000;
/** `GET /jackpot-hits` answers 10 hits unless asked otherwise. */
export const JACKPOT_HITS_LIMIT = 10;

/** The campaign types a player joins (the rest are the bonus types). */
export const ENGAGEMENT_TYPES = ['hunting', 'tournament', 'lootbox'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** The error codes of these calls, for the web's messages (`rewards.error-{code}`). */
export const REWARD_ERROR_CODES = [
  'bonus_not_found',
  'bonus_not_available',
  'bonus_not_eligible',
  'bonus_not_joined',
  'boost_not_offered',
  'boost_freebet_invalid',
  'lootbox_none',
  'lootbox_empty_table',
  'jackpot_not_found',
] as const;
