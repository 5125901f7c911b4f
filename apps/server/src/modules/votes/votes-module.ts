import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogService } from '../catalog/catalog-service';
import { votesRoutes } from './routes';
import { VotesService } from './votes-service';

/** Registers match predictions: `GET` and `POST /api/v3/vote`. */
async function votesModule(app: FastifyInstance): Promise<void> {
  const service = new VotesService({
    db: app.database.db,
    clock: app.clock,
    catalog: new CatalogService(app.catalog, app.database),
  });
  await app.register(votesRoutes(service), { prefix: '/api/v3' });
}

export const votesPlugin = fp(votesModule, {
  name: 'votes',
  dependencies: ['platform-api'],
  decorators: { fastify: ['database', 'clock', 'catalog'] },
});
