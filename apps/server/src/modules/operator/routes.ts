import { hostSessionBodySchema, hostSessionReplySchema } from '@sportsbook/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HostSessions } from '../auth/host-sessions';
import { requireOperatorKey } from './operator-auth';

/**
 * The operator API under /api/operator (issue 16): `POST /host-sessions` signs a host site's player in inside the
 * embedded frame (docs/embedding.md). Authenticated by OPERATOR_API_KEY.
 */
export function operatorRoutes(deps: { hostSessions: HostSessions; apiKey: string }) {
  return async (app: FastifyInstance): Promise<void> => {
    requireOperatorKey(app, deps.apiKey);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/host-sessions',
      { schema: { body: hostSessionBodySchema, response: { 201: hostSessionReplySchema } } },
      async (request, reply) => reply.status(201).send(await deps.hostSessions.issue(request.body)),
    );
  };
}
