import { type PushMessage, readWebPushSubscription } from '@sportsbook/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushResult, WebPushSender } from './push-sender';

/** Where a player's push subscription is kept (the player-settings module). */
export interface PushSubscriptions {
  /** The stored `one_signal_push_notification_subscription`, or null. */
  subscriptionOf(playerId: number): string | null;
  /** Clears it if it is still `subscription`; answers whether it was. */
  drop(playerId: number, subscription: string): Promise<boolean>;
}

/**
 * Web Push to players: `toPlayer` sends a message to the player's stored subscription, in the background (the
 * caller never waits for a push service), and forgets a subscription its push service says is gone (404/410).
 * Without VAPID keys (`sender` null) it does nothing.
 */
export class PushService {
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      sender: WebPushSender | null;
      subscriptions: PushSubscriptions;
      log: FastifyBaseLogger;
    },
  ) {}

  /** True when the server sends Web Push (VAPID keys set). */
  get enabled(): boolean {
    return this.deps.sender !== null;
  }

  /** Sends `message` to the player's subscription, if any, without blocking the caller. */
  toPlayer(playerId: number, message: PushMessage): void {
    if (!this.deps.sender) return;
    const work = this.send(playerId, message).catch((err: unknown) =>
      this.deps.log.error({ err, playerId }, 'web push failed'),
    );
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Sends and answers how it went (null: push off, or the player has no Web Push subscription). */
  async send(playerId: number, message: PushMessage): Promise<PushResult | null> {
    const { sender, subscriptions, log } = this.deps;
    const stored = subscriptions.subscriptionOf(playerId);
    const subscription = readWebPushSubscription(stored);
    if (!sender || !stored || !subscription) return null;
    const result = await sender.send(subscription, message);
    if (result.kind === 'gone') {
      await subscriptions.drop(playerId, stored);
      log.info({ playerId, status: result.status }, 'push subscription gone: removed');
    } else if (result.kind === 'refused') {
      log.warn(
        { playerId, host: new URL(subscription.endpoint).host },
        'push endpoint not allowed (PUSH_ENDPOINT_HOSTS)',
      );
    } else if (result.kind === 'failed') {
      log.warn({ playerId, status: result.status, message: result.message }, 'push service refused the message');
    }
    return result;
  }

  /** Waits for the sends under way (shutdown). */
  async settle(): Promise<void> {
    await Promise.all(this.#pending);
  }
}
