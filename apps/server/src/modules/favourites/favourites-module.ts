import type { FastifyInstance } from 'fastify';
import { CatalogService } from '../catalog/catalog-service';
import { FavouritesService } from './favourites-service';
import { favouritesRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' favourite matches and leagues (issue 7); `matchIds(playerId)` for the `favourite` list filter. */
    favourites: FavouritesService;
  }
}

/** Registers favourites: `app.favourites` and the routes under /api/sportsbook. Call after the catalog store. */
export async function registerFavourites(app: FastifyInstance): Promise<FavouritesService> {
  const service = new FavouritesService({
    db: app.database.db,
    clock: app.clock,
    catalog: new CatalogService(app.catalog, app.database),
  });
  app.decorate('favourites', service);
  await app.register(favouritesRoutes(service), { prefix: '/api/sportsbook' });
  return service;
}
