import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BetFacts, betNotification, depositNotification } from './notification-texts';
import { type EventPublisher, NotificationsService } from './notifications-service';
import { notificationsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player notifications (issue 7): `notify(playerId, { title, body, type, … })`; see notifications/README.md. */
    notifications: NotificationsService;
  }
}

/**
 * Registers notifications: `app.notifications`, the routes under /api/sportsbook, and the server-made
 * notifications: a deposit credited (the wallet's balance listener, `deposit` entries), a bet settled or cashed out
 * (the bets module's `bet_changed` listener). Notifications of those events are written after the money moved, in
 * their own statement; shutdown waits for the ones under way.
 */
async function notificationsModule(app: FastifyInstance): Promise<void> {
  const publisher: EventPublisher = app.realtime.publisher;
  const service = new NotificationsService({ db: app.database.db, clock: app.clock, publisher, log: app.log });
  app.decorate('notifications', service);

  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, what: string, playerId: number) => {
    const guarded = work.catch((err: unknown) => app.log.error({ err, playerId }, `${what} notification failed`));
    pending.add(guarded);
    void guarded.finally(() => pending.delete(guarded));
  };

  app.wallet.onBalanceChanged((change) => {
    if (change.kind !== 'deposit' || change.amount === undefined || change.amount <= 0) return;
    const input = depositNotification({ ...change, amount: change.amount });
    track(service.notify(change.playerId, input), 'deposit', change.playerId);
  });

  app.bets.events.onBetChanged((playerId, bet: BetFacts) => {
    const input = betNotification(bet);
    if (input) track(service.notify(playerId, input), 'bet', playerId);
  });

  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
  await app.register(notificationsRoutes(service), { prefix: '/api/sportsbook' });
}

export const notificationsPlugin = fp(notificationsModule, {
  name: 'notifications',
  dependencies: ['platform-api', 'realtime', 'bets'],
  decorators: { fastify: ['database', 'clock'] },
});
