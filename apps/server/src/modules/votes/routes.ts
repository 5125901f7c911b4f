import { predictionSchema, predictionsReplySchema, voteBodySchema, votesQuerySchema } from '@sportsbook/contract/votes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../shared/request-locale';
import { playerOf } from '../auth/auth-plugin';
import type { VotesService } from './votes-service';

/**
 * `GET /vote` (everyone: results, plus the caller's own vote when signed in) and `POST /vote` (players; visitor →
 * 401) under /api/v3. Results move with every vote: replies are never cached.
 */
export function votesRoutes(votes: VotesService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/vote',
      { schema: { querystring: votesQuerySchema, response: { 200: predictionsReplySchema } } },
      async (request) => {
        const playerId = await request.server.resolvePlayerId(request);
        return votes.predictions(request.query, playerId === null ? null : Number(playerId), requestLocale(request));
      },
    );

    r.post(
      '/vote',
      { schema: { body: voteBodySchema, response: { 201: predictionSchema } }, onRequest: app.requirePlayer },
      async (request, reply) => {
        const prediction = await votes.vote(playerOf(request).id, request.body, requestLocale(request));
        return reply.status(201).send(prediction);
      },
    );
  };
}
