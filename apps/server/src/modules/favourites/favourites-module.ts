import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogService } from '../catalog/catalog-service';
import { FavouritesService } from './favourites-service';
import { favouritesRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' favourite matches and leagues (issue 7); `matchIds(playerId)` for the `favourite` list filter. */
    favourites: FavouritesService;
  }
}

/** Registers favourites: `app.favourites` and the routes under /api/sportsbook. */
async function favouritesModule(app: FastifyInstance): Promise<void> {
  const service = new FavouritesService({
    db: app.database.db,
    clock: app.clock,
    catalog: new CatalogService(app.catalog, app.database),
  });
  app.decorate('favourites', service);
  await app.register(favouritesRoutes(service), { prefix: '/api/sportsbook' });
}

export const favouritesPlugin = fp(favouritesModule, {
  name: 'favourites',
  dependencies: ['platform-api'],
  decorators: { fastify: ['database', 'clock', 'catalog'] },
});
