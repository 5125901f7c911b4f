import type { Match } from '@sportsbook/contract/catalog';
import {
  type Favourite,
  type FavouriteItem,
  type FavouritesQuery,
  type FavouriteType,
  MAX_FAVOURITES_PER_TYPE,
} from '@sportsbook/contract/favourites';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { CatalogService } from '../catalog/catalog-service';
import {
  countFavourites,
  deleteFavourite,
  type FavouriteRow,
  findFavourite,
  insertFavourite,
  listFavourites,
} from './favourites-repository';

function toFavourite(row: FavouriteRow): Favourite {
  return { type: row.type as FavouriteType, id: row.objectId, createdAt: row.createdAt.toISOString() };
}

/**
 * Players' starred matches and leagues (spec 000 §4 Favorites). What a favourite points at is read from the catalog
 * at request time, never stored with it, so a list is as fresh as the catalog.
 */
export class FavouritesService {
  constructor(private readonly deps: { db: Db; clock: Clock; catalog: CatalogService }) {}

  /** `GET /favourites/{type}`: each favourite with the current view of its match or league, filters applied. */
  async list(playerId: number, type: FavouriteType, query: FavouritesQuery, locale: string): Promise<FavouriteItem[]> {
    const rows = await listFavourites(this.deps.db, playerId, type);
    if (type === 'tournament') {
      return rows.map((row) => ({
        ...toFavourite(row),
        type: 'tournament',
        tournament: this.#tournament(row.objectId, locale),
      }));
    }
    const statuses = query.matchStatus && new Set<number>(query.matchStatus);
    const items = await Promise.all(
      rows.map(async (row) => ({
        ...toFavourite(row),
        type: 'match' as const,
        match: await this.#match(row.objectId, locale),
      })),
    );
    return items.filter(({ match }) => {
      if (!statuses && query.isBettable === undefined) return true;
      if (!match) return false;
      if (statuses && !statuses.has(match.status)) return false;
      return query.isBettable === undefined || match.bettable === query.isBettable;
    });
  }

  /**
   * `POST /favourites/{type}/{id}`: stars a known match or league (404 otherwise). Idempotent: starring again answers
   * the first favourite with `created: false`. At most {@link MAX_FAVOURITES_PER_TYPE} per type (409).
   */
  async add(playerId: number, type: FavouriteType, id: number): Promise<{ favourite: Favourite; created: boolean }> {
    const { db, clock } = this.deps;
    await this.#assertExists(type, id);
    const existing = await findFavourite(db, playerId, type, id);
    if (existing) return { favourite: toFavourite(existing), created: false };
    if ((await countFavourites(db, playerId, type)) >= MAX_FAVOURITES_PER_TYPE) {
      throw new AppError(
        409,
        'favourites_limit_reached',
        `At most ${MAX_FAVOURITES_PER_TYPE} favourites of one type.`,
        {
          limit: MAX_FAVOURITES_PER_TYPE,
        },
      );
    }
    const row = await insertFavourite(db, { playerId, type, objectId: id, createdAt: new Date(clock.now()) });
    // A concurrent request starred it between the two statements: answer that one.
    const stored = row ?? (await findFavourite(db, playerId, type, id));
    if (!stored) throw new Error(`favourite ${type} ${id} of player ${playerId} vanished`);
    return { favourite: toFavourite(stored), created: row !== null };
  }

  /**
   * `DELETE /favourites/{type}/{id}`: idempotent. An id that is neither a favourite of the player nor known to the
   * catalog is 404; a favourite of a match the catalog has forgotten can still be removed.
   */
  async remove(playerId: number, type: FavouriteType, id: number): Promise<void> {
    if (await deleteFavourite(this.deps.db, playerId, type, id)) return;
    await this.#assertExists(type, id);
  }

  /** Ids of the player's favourite matches (the `favourite=true` filter of `GET /matches`). */
  async matchIds(playerId: number): Promise<ReadonlySet<number>> {
    const rows = await listFavourites(this.deps.db, playerId, 'match');
    return new Set(rows.map((r) => r.objectId));
  }

  async #assertExists(type: FavouriteType, id: number): Promise<void> {
    // Both throw 404 `not_found` for an unknown id.
    if (type === 'tournament') this.deps.catalog.tournament(id, 'en');
    else await this.deps.catalog.match(id, 'en');
  }

  /** The current view, else the last recorded one, else null. */
  async #match(id: number, locale: string): Promise<Match | null> {
    try {
      return await this.deps.catalog.match(id, locale);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  #tournament(id: number, locale: string) {
    try {
      return this.deps.catalog.tournament(id, locale);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }
}
