import { z } from 'zod';
import { matchStatusSchema, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, sportTypeSchema } from './catalog';
import { pageQuery } from './pagination';
import { idSchema, queryBoolean, queryList } from './query-helpers';

/** Spec 001 §9 sort keys, each ascending or descending: `start_time`, `-start_time`, `start_time:desc`. */
export const SORT_KEYS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortSpec = { key: SortKey; direction: 'asc' | 'desc' };

const sortSpecSchema = z.string().transform((raw, ctx): SortSpec => {
  const [field = '', dir] = raw.startsWith('-') ? [raw.slice(1), 'desc'] : raw.split(/[:.]/);
  const direction = dir === undefined || dir === 'asc' ? 'asc' : dir === 'desc' ? 'desc' : null;
  if (!(SORT_KEYS as readonly string[]).includes(field) || direction === null) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown sort "${raw}"; use one of ${SORT_KEYS.join(', ')} with :asc or :desc`,
    });
    return z.NEVER;
  }
  return { key: field as SortKey, direction };
});

const matchStatusQuery = z.coerce.number().int().pipe(matchStatusSchema);
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date-time');

/** GET /api/sportsbook/matches */
export const matchesQuerySchema = z.object({
  id: queryList(idSchema),
  type: queryList(z.enum(['match', 'outright'])),
  sport_key: queryList(z.string().min(1).max(64)),
  sport_type: sportTypeSchema.optional(),
  category_id: queryList(idSchema),
  tournament_id: queryList(idSchema),
  match_status: queryList(matchStatusQuery),
  sort_by: queryList(sortSpecSchema),
  start_from: isoDate.optional(),
  start_to: isoDate.optional(),
  bettable: queryBoolean.optional(),
  max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
  favourite: queryBoolean.optional(),
  has_video: queryBoolean.optional(),
  ...pageQuery(50),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

/** GET /api/sportsbook/matches/{id}/markets */
export const marketsQuerySchema = z.object({
  group_key: z.string().min(1).max(64).optional(),
  market_id: queryList(idSchema),
  ...pageQuery(500),
});
export type MarketsQuery = z.infer<typeof marketsQuerySchema>;

/** GET /api/sportsbook/categories and /tournaments */
export const categoriesQuerySchema = z.object({
  sport_key: queryList(z.string().min(1).max(64)),
  sport_id: queryList(idSchema),
});
export const tournamentsQuerySchema = z.object({
  sport_key: queryList(z.string().min(1).max(64)),
  category_id: queryList(idSchema),
  id: queryList(idSchema),
});

/** POST /api/sportsbook/counters body: the filters the counts are taken under. */
export const countersBodySchema = z
  .object({
    sport_type: sportTypeSchema.optional(),
    sport_key: z.array(z.string()).optional(),
    match_status: z.array(matchStatusSchema).optional(),
    start_from: isoDate.optional(),
    start_to: isoDate.optional(),
    bettable: z.boolean().optional(),
  })
  .default({});

/** GET /api/sportsbook/search: q must be 3 to 50 characters (spec 000 §5). */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `q must be at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`),
  sport_type: sportTypeSchema.optional(),
  match_status: queryList(matchStatusQuery),
  only_events_name: queryBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const idParamsSchema = z.object({ id: idSchema });
