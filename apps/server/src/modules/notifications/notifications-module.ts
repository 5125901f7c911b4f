import type { FastifyInstance } from 'fastify';
import { type BetFacts, betNotification, depositNotification } from './notification-texts';
import { type EventPublisher, NotificationsService } from './notifications-service';
import { notificationsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player notifications (issue 7): `notify(playerId, { title, body, type, … })`; see notifications/README.md. */
    notifications: NotificationsService;
  }
}

/** What this module needs of the bets module (`app.bets`, issue 6), read loosely so either registers alone. */
type BetsLike = { events?: { onBetChanged?(listener: (playerId: number, bet: BetFacts) => void): () => void } };

/**
 * Registers notifications: `app.notifications`, the routes under /api/sportsbook, and the server-made
 * notifications: a deposit credited (the wallet's balance listener, `deposit` entries), a bet settled or cashed out
 * (the bets module's `bet_changed` listener). Call after the platform API, the real-time hub and the bets module.
 * Notifications of those events are written after the money moved, in their own statement; shutdown waits for the
 * ones under way.
 */
export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const publisher: EventPublisher | null = app.hasDecorator('realtime') ? app.realtime.publisher : null;
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

  const bets = app.hasDecorator('bets') ? (app as unknown as { bets: BetsLike }).bets : undefined;
  bets?.events?.onBetChanged?.((playerId, bet) => {
    const input = betNotification(bet);
    if (input) track(service.notify(playerId, input), 'bet', playerId);
  });

  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
  await app.register(notificationsRoutes(service), { prefix: '/api/sportsbook' });
}
