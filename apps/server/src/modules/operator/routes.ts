import {
  hostSessionBodySchema,
  hostSessionReplySchema,
  operatorPlayerParamsSchema,
  operatorPlayerSchema,
} from '@sportsbook/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { HostSessions } from '../auth/host-sessions';
import { requireOperatorKey } from './operator-auth';
import { findOperatorPlayer } from './operator-players-repository';

/**
 * The operator API under /api/operator (issue 16): `POST /host-sessions` signs a host site's player in inside the
 * embedded frame (docs/embedding.md); `GET /players/{id}` answers a player with the affiliate tags it signed up
 * with (issue 21). Authenticated by OPERATOR_API_KEY.
 */
export function operatorRoutes(deps: { hostSessions: HostSessions; db: Db; apiKey: string }) {
  return async (app: FastifyInstance): Promise<void> => {
    requireOperatorKey(app, deps.apiKey);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/host-sessions',
      { schema: { body: hostSessionBodySchema, response: { 201: hostSessionReplySchema } } },
      async (request, reply) => reply.status(201).send(await deps.hostSessions.issue(request.body)),
    );
    r.get(
      '/players/:id',
      { schema: { params: operatorPlayerParamsSchema, response: { 200: operatorPlayerSchema } } },
      async (request) => {
        const player = await findOperatorPlayer(deps.db, request.params.id);
        if (!player) throw new AppError(404, 'not_found', `Player ${request.params.id} was not found.`);
        return { ...player, createdAt: player.createdAt.toISOString() };
      },
    );
  };
}
