import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationPush } from './push-messages';
import { WebPushSender } from './push-sender';
import { PushService } from './push-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to players (issue 21): `app.push.toPlayer(playerId, message)`; a no-op without VAPID keys. */
    push: PushService;
  }
}

/**
 * Registers Web Push: `app.push`, sending to the subscription a player stored through `POST /settings`. A settled
 * bet's notification is pushed here; the bonuses module pushes issued bonuses. Shutdown waits for sends under way.
 */
async function pushModule(app: FastifyInstance): Promise<void> {
  const { push } = app.config;
  const sender = push ? new WebPushSender({ vapid: push, endpointHosts: push.endpointHosts }) : null;
  const service = new PushService({
    sender,
    subscriptions: {
      subscriptionOf: (playerId) => app.playerSettings.get(playerId).oneSignalPushNotificationSubscription,
      drop: (playerId, subscription) => app.playerSettings.dropPushSubscription(playerId, subscription),
    },
    log: app.log,
  });
  app.decorate('push', service);
  if (!sender) return;
  app.notifications.onCreated((playerId, notification) => {
    const message = notificationPush(notification);
    if (message) service.toPlayer(playerId, message);
  });
  app.addHook('preClose', async () => service.settle());
}

export const pushPlugin = fp(pushModule, {
  name: 'push',
  dependencies: ['notifications', 'player-settings'],
  decorators: { fastify: ['config'] },
});
