import {
  favouriteParamsSchema,
  favouriteSchema,
  favouritesQuerySchema,
  favouritesReplySchema,
  favouriteTypeParamsSchema,
} from '@sportsbook/contract/favourites';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../shared/request-locale';
import { playerOf, playerScope } from '../auth/auth-plugin';
import type { FavouritesService } from './favourites-service';

/**
 * `GET /favourites/{type}` (filters `matchStatus`, `isBettable`), `POST` and `DELETE /favourites/{type}/{id}`
 * under /api/sportsbook; `type` is `match` or `tournament` (alias `league`). All need a session (401); replies
 * are never cached (favourites never go stale).
 */
export function favouritesRoutes(favourites: FavouritesService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = playerScope(app, 'onRequest');

    r.get(
      '/favourites/:type',
      {
        schema: {
          params: favouriteTypeParamsSchema,
          querystring: favouritesQuerySchema,
          response: { 200: favouritesReplySchema },
        },
      },
      async (request) =>
        favourites.list(playerOf(request).id, request.params.type, request.query, requestLocale(request)),
    );

    r.post(
      '/favourites/:type/:id',
      { schema: { params: favouriteParamsSchema, response: { 200: favouriteSchema, 201: favouriteSchema } } },
      async (request, reply) => {
        const { favourite, created } = await favourites.add(
          playerOf(request).id,
          request.params.type,
          request.params.id,
        );
        return reply.status(created ? 201 : 200).send(favourite);
      },
    );

    r.delete(
      '/favourites/:type/:id',
      { schema: { params: favouriteParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await favourites.remove(playerOf(request).id, request.params.type, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
