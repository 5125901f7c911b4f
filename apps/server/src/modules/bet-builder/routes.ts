import {
  customMarketsParamsSchema,
  customOddsBodySchema,
  customOddsReplySchema,
} from '@sportsbook/contract/bet-builder';
import { marketsPageSchema } from '@sportsbook/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../shared/request-locale';
import type { BetBuilderService } from './bet-builder-service';

/**
 * The bet builder's pricing under /api/v3 (issue 18), for everyone (no session): `GET /bets/custom/markets/:matchId`
 * (the combinable open markets, catalog market page shape) and `POST /bets/custom/odds` (the price of 2–10 legs of
 * one match; state-changing by method, so the application guard asks for `X-Application` like every v3 POST).
 * Prices move with every feed batch: replies are never cached.
 */
export function betBuilderRoutes(service: BetBuilderService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/bets/custom/markets/:matchId',
      { schema: { params: customMarketsParamsSchema, response: { 200: marketsPageSchema } } },
      async (request) => service.markets(request.params.matchId, requestLocale(request)),
    );

    r.post(
      '/bets/custom/odds',
      { schema: { body: customOddsBodySchema, response: { 200: customOddsReplySchema } } },
      async (request) => service.odds(request.body),
    );
  };
}
