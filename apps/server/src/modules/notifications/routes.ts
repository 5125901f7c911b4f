import {
  markReadBodySchema,
  markReadReplySchema,
  notificationCountersSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from '@sportsbook/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../shared/request-locale';
import { playerOf, playerScope } from '../auth/auth-plugin';
import type { NotificationsService } from './notifications-service';

/**
 * `GET /notifications` (paged, newest first), `GET /notifications/counters`, `POST /notifications/read` and
 * `POST /notifications/read-all` under /api/sportsbook. All need a session (401); replies are never cached.
 */
export function notificationsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = playerScope(app, 'onRequest');

    r.get(
      '/notifications',
      { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
      async (request) =>
        notifications.list(playerOf(request).id, request.query.page, request.query.limit, requestLocale(request)),
    );

    r.get('/notifications/counters', { schema: { response: { 200: notificationCountersSchema } } }, async (request) =>
      notifications.counters(playerOf(request).id),
    );

    r.post(
      '/notifications/read',
      { schema: { body: markReadBodySchema, response: { 200: markReadReplySchema } } },
      async (request) => notifications.markRead(playerOf(request).id, request.body.ids),
    );

    r.post('/notifications/read-all', { schema: { response: { 200: markReadReplySchema } } }, async (request) =>
      notifications.markAllRead(playerOf(request).id),
    );
  };
}
