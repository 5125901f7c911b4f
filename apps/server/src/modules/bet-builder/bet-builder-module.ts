import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BetBuilderService } from './bet-builder-service';
import { betBuilderRoutes } from './routes';

/** Registers the bet builder's pricing (issue 18): `GET /api/v3/bets/custom/markets/:matchId`, `POST …/custom/odds`. */
async function betBuilderModule(app: FastifyInstance): Promise<void> {
  const service = new BetBuilderService({ catalog: app.catalog, feed: app.feed });
  app.decorate('betBuilder', service);
  if (app.config.features.betBuilder) await app.register(betBuilderRoutes(service), { prefix: '/api/v3' });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bet builder's pricing: the bets module prices custom bets at placement with it. */
    betBuilder: BetBuilderService;
  }
}

export const betBuilderPlugin = fp(betBuilderModule, {
  name: 'bet-builder',
  decorators: { fastify: ['config', 'catalog', 'feed'] },
});
