import { z } from 'zod';
import { matchSchema, matchStatusSchema, tournamentSchema } from './catalog';
import { idSchema, queryBoolean, queryList } from './query-helpers';

/**
 * Favourites (spec 000 §3 Favorite: type, id; spec 001 §7.2 `GET /favourites/{type}`, `POST` and
 * `DELETE /favourites/{type}/{id}`). Players star matches and leagues; `league` is accepted in paths as another
 * name of `tournament` and answered as `tournament`.
 */
export const FAVOURITE_TYPES = ['match', 'tournament'] as const;
export const favouriteTypeSchema = z.enum(FAVOURITE_TYPES);
export type FavouriteType = z.infer<typeof favouriteTypeSchema>;

/** A `{type}` path segment: `match`, `tournament` or its alias `league` (→ `tournament`). */
export const favouriteTypeParamSchema = z
  .enum(['match', 'tournament', 'league'])
  .transform((t): FavouriteType => (t === 'league' ? 'tournament' : t));

export const favouriteTypeParamsSchema = z.object({ type: favouriteTypeParamSchema });
export const favouriteParamsSchema = z.object({ type: favouriteTypeParamSchema, id: idSchema });

/**
 * `GET /favourites/{type}` filters, by the spec's names: `matchStatus` (list of numeric statuses) and
 * `isBettable`. They apply to match favourites (a favourite whose match is unknown is then left out); leagues
 * ignore them.
 */
export const favouritesQuerySchema = z.object({
  matchStatus: queryList(z.coerce.number().int().pipe(matchStatusSchema)),
  isBettable: queryBoolean.optional(),
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

/** Spec 000 §3 Favorite (`type`, `id`) with the time it was starred. */
export const favouriteSchema = z.object({
  type: favouriteTypeSchema,
  id: z.number().int(),
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * One favourite of `GET /favourites/{type}` with what it points at, read at request time (favourites never go
 * stale): `match` is the current catalog view (or the last recorded one once the match left the catalog), null when
 * no longer known; `tournament` likewise for leagues.
 */
export const favouriteItemSchema = z.discriminatedUnion('type', [
  favouriteSchema.extend({ type: z.literal('match'), match: matchSchema.nullable() }),
  favouriteSchema.extend({ type: z.literal('tournament'), tournament: tournamentSchema.nullable() }),
]);
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** `GET /favourites/{type}` reply: every favourite of that type, most recently starred first. */
export const favouritesReplySchema = z.array(favouriteItemSchema);

/** How many favourites of one type a player may keep. */
export const MAX_FAVOURITES_PER_TYPE = 500;
