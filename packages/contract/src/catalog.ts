import { z } from 'zod';
import { pagedSchema } from './pagination';

/** Spec 000 §3 Sport.type */
export const sportTypeSchema = z.enum(['regular', 'cyber', 'premium_cricket']);
export type SportType = z.infer<typeof sportTypeSchema>;

/** Spec 000 §4 data providers. */
export const providerSchema = z.enum(['betradar', 'oddin', 'betconstruct']);
export type Provider = z.infer<typeof providerSchema>;

/** Spec 000 §4 match status (numeric): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const MATCH_STATUS = { prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4, notCovered: 5 } as const;
export const matchStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export { MARKET_STATUS } from '@sportsbook/domain/market-status';
export const marketStatusSchema = z.number().int().min(-4).max(1);

export const sportSchema = z.object({
  id: z.number().int(),
  urnId: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: providerSchema,
});
export type Sport = z.infer<typeof sportSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  countryCode: z.string().nullable(),
  sportId: z.number().int(),
  sportKey: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  urnId: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  categoryId: z.number().int(),
  categorySlug: z.string(),
  categoryName: z.string(),
  sportId: z.number().int(),
  sportKey: z.string(),
  /** Outcomes in the main market of this league's matches (e.g. 3 for 1X2, 2 for a winner market). */
  mainMarketOutcomesCount: z.number().int(),
  /** Outcomes in the secondary market shown in lists (e.g. 2 for over/under). */
  secondaryMarketOutcomesCount: z.number().int(),
  hasOutrights: z.boolean(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const outcomeSchema = z.object({
  /** Globally unique outcome key `{matchId}:{marketId}:{specifier}:{outcomeId}`; keys the per-outcome odds store. */
  id: z.string(),
  /** Provider outcome id within the market (e.g. "1", "2", "3", "12", "13"); the `outcome_id` of a selection. */
  outcomeId: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Decimal odds, 2–3 decimals. */
  odds: z.number(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  matchId: z.number().int(),
  matchUrnId: z.string(),
  /** Market type id (e.g. 1 = 1X2, 18 = total); with `specifier` it identifies the market within a match. */
  id: z.number().int(),
  name: z.string(),
  status: marketStatusSchema,
  /** `total=2.5`, `hcp=-1.5`, or "" when none. */
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  /** Market group keys (`main`, `goals`, `handicaps`, `halves`, …). */
  groups: z.array(z.string()),
  priority: z.number().int(),
  mostBalanced: z.boolean(),
  nextBetStop: z.number().int().nullable(),
  customBetGroups: z.array(z.string()),
  provider: providerSchema,
});
export type Market = z.infer<typeof marketSchema>;

/**
 * Logos (spec 001 §7.5) need no field: every team and league has one at a URL made from its id, through the image
 * proxy (`logoUrl` in `@sportsbook/domain/image-proxy`: `/api/images/{competitors|leagues}/{id}?w&dpr&format&v`),
 * so match lists grow by no bytes.
 */
export const competitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A feed's own artwork URL when it sends one; the simulator sends null (its crests come from the proxy). */
  logo: z.string().nullable(),
  qualifier: z.enum(['home', 'away']).nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** Clock fields in seconds; the browser ticks `matchTime` locally from `clockUpdatedAt` while not `stopped`. */
export const clockSchema = z.object({
  matchTime: z.number().int().nullable(),
  stoppageTime: z.number().int().nullable(),
  announcedStoppage: z.number().int().nullable(),
  remainingTime: z.number().int().nullable(),
  remainingTimeInPeriod: z.number().int().nullable(),
  stopped: z.boolean(),
  /** Epoch milliseconds when the clock values were read. */
  clockUpdatedAt: z.number().int(),
});
export type Clock = z.infer<typeof clockSchema>;

export const periodScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  periodKey: z.string(),
  name: z.string(),
  number: z.number().int(),
  type: z.enum(['regular_period', 'overtime', 'penalties']),
});
export type PeriodScore = z.infer<typeof periodScoreSchema>;

export const scoreSchema = z.object({
  totalScore: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Points inside the current game (tennis "30"/"15" as numbers 0, 15, 30, 40, 50 = advantage). */
  gameScore: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  currentServer: z.enum(['home', 'away']).nullable(),
  periodScores: z.array(periodScoreSchema),
  maxPeriodNumber: z.number().int(),
});
export type Score = z.infer<typeof scoreSchema>;

const refSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), priority: z.number().int() });

export const matchSchema = z.object({
  id: z.number().int(),
  urnId: z.string(),
  slug: z.string(),
  type: z.enum(['match', 'outright']),
  /** "Home vs Away" for matches, the event name for outrights. */
  name: z.string(),
  status: matchStatusSchema,
  /** Derived: status is live. */
  live: z.boolean(),
  /** Derived: status is prematch or live and the feed is up. */
  bettable: z.boolean(),
  stage: z.string().nullable(),
  startTime: z.string(),
  endDate: z.string().nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  sportKey: z.string(),
  sport: refSchema.extend({ key: z.string(), type: sportTypeSchema }),
  category: refSchema.extend({ countryCode: z.string().nullable() }),
  tournament: refSchema,
  competitors: z.array(competitorSchema),
  clock: clockSchema.nullable(),
  score: scoreSchema.nullable(),
  marketsCount: z.number().int(),
  topMarketsCount: z.number().int(),
  mainMarket: marketSchema.nullable(),
  secondaryMarket: marketSchema.nullable(),
  hasVideo: z.boolean(),
  provider: providerSchema,
  isProviderStatsAvailable: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

const countSchema = z.object({ matchCount: z.number().int(), outrightCount: z.number().int() });
export const countersSchema = z.object({
  live: countSchema,
  sports: z.array(countSchema.extend({ id: z.number().int(), key: z.string(), liveMatchCount: z.number().int() })),
  categories: z.array(countSchema.extend({ id: z.number().int(), sportId: z.number().int() })),
  tournaments: z.array(countSchema.extend({ id: z.number().int(), categoryId: z.number().int() })),
});
export type Counters = z.infer<typeof countersSchema>;

export const searchResultSchema = z.object({
  matches: z.array(matchSchema),
  tournaments: z.array(tournamentSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Spec 001 §9: search query length 3 to 50. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 50;

export const iconsSchema = z.object({
  version: z.string(),
  general: z.record(z.string(), z.string()),
  sports: z.record(z.string(), z.string()),
});
export type Icons = z.infer<typeof iconsSchema>;

/** `GET /matches`: a page of matches. */
export const matchesPageSchema = pagedSchema(matchSchema);
/** `GET /matches/:id/markets`: a page of the match's markets. */
export const marketsPageSchema = pagedSchema(marketSchema);

/** `GET /slugs/:sportKey/:slug`: what a page slug names (league, country or match). */
export const slugTargetSchema = z.object({
  kind: z.enum(['category', 'tournament', 'match']),
  id: z.number().int(),
});
export type SlugTarget = z.infer<typeof slugTargetSchema>;
