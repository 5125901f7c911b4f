import {
  activityTrackSchema,
  limitIdParamsSchema,
  sessionInfoSchema,
  setUserLimitBodySchema,
  userLimitSchema,
  userLimitsQuerySchema,
} from '@sportsbook/contract/platform';
import { LIMIT_RULES } from '@sportsbook/domain/player-limits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/app-error';
import { forgetSessionState, playerOf, playerScope } from '../auth/auth-plugin';
import type { LimitsService } from './limits-service';
import type { SportsbookSessionsService } from './sportsbook-sessions-service';

/**
 * `GET|POST /user_limits`, `DELETE /user_limits/:id`, `POST /sportsbook_sessions`,
 * `POST /sportsbook_sessions/continue`, `GET /sportsbook_sessions/current` (the session-info query),
 * `POST /player/activity_limit_track`. All need a session (401).
 */
export function limitsRoutes(deps: { limits: LimitsService; sportsbookSessions: SportsbookSessionsService }) {
  const { limits, sportsbookSessions } = deps;
  return async (app: FastifyInstance): Promise<void> => {
    const r = playerScope(app, 'preHandler');

    r.get(
      '/user_limits',
      { schema: { querystring: userLimitsQuerySchema, response: { 200: z.array(userLimitSchema) } } },
      async (request) => {
        const history = request.query.include_history === 'true' || request.query.include_history === '1';
        return limits.list(playerOf(request).id, history);
      },
    );

    r.post(
      '/user_limits',
      { schema: { body: setUserLimitBodySchema, response: { 201: userLimitSchema } } },
      async (request, reply) => {
        const limit = await limits.set(playerOf(request).id, request.body);
        if (LIMIT_RULES[limit.type].strategy === 'exclusion') {
          // An exclusion signs the player out everywhere, this browser included.
          forgetSessionState(request);
          app.sessionStore.clearCookie(reply);
        }
        return reply.status(201).send(limit);
      },
    );

    r.post(
      '/user_limits/:id/confirm',
      { schema: { params: limitIdParamsSchema, response: { 200: userLimitSchema } } },
      async (request) => limits.confirm(playerOf(request).id, request.params.id),
    );

    r.delete(
      '/user_limits/:id',
      { schema: { params: limitIdParamsSchema, response: { 200: userLimitSchema } } },
      async (request) => limits.remove(playerOf(request).id, request.params.id),
    );

    r.post(
      '/sportsbook_sessions',
      { schema: { response: { 200: sessionInfoSchema, 201: sessionInfoSchema } } },
      async (request, reply) => {
        const { info, created } = await sportsbookSessions.start(playerOf(request).id);
        return reply.status(created ? 201 : 200).send(info);
      },
    );

    r.post('/sportsbook_sessions/continue', { schema: { response: { 200: sessionInfoSchema } } }, async (request) =>
      sportsbookSessions.continue(playerOf(request).id),
    );

    r.get('/sportsbook_sessions/current', { schema: { response: { 200: sessionInfoSchema } } }, async (request) =>
      sportsbookSessions.info(playerOf(request).id),
    );

    r.post(
      '/player/activity_limit_track',
      { schema: { response: { 200: activityTrackSchema } } },
      async (request, reply) => {
        try {
          return await sportsbookSessions.trackActivity(playerOf(request).id);
        } catch (error) {
          if (error instanceof AppError && error.code === 'activity_limit_reached') {
            forgetSessionState(request);
            app.sessionStore.clearCookie(reply);
          }
          throw error;
        }
      },
    );
  };
}
