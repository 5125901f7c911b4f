import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BetBuilderService } from './bet-builder-service';
import { betBuilderRoutes } from './routes';

/** Registers the bet builder's pricing (issue 18): `GET /api/v3/bets/custom/markets/:matchId`, `POST …/custom/odds`. */
async function betBuilderModule(app: FastifyInstance): Promise<void> {
  const service = new BetBuilderService({ catalog: app.catalog, feed: app.feed });
  await app.register(betBuilderRoutes(service), { prefix: '/api/v3' });
}

export const betBuilderPlugin = fp(betBuilderModule, {
  name: 'bet-builder',
  decorators: { fastify: ['catalog', 'feed'] },
});
