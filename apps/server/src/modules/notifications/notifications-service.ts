import type { MarkReadReply, Notification, NotificationType } from '@sportsbook/contract/notifications';
import { type Paged, paginate } from '@sportsbook/contract/pagination';
import { eventTimestamp } from '@sportsbook/contract/realtime-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { userChannel } from '../../realtime/channels';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { localizeNotification } from './notification-texts';
import {
  countUnread,
  countUnreadOf,
  insertNotification,
  insertNotifications,
  markAllRead,
  markRead,
  type NotificationContent,
  type NotificationRow,
  pageNotifications,
  playerExists,
  playerIdsAfter,
} from './notifications-repository';

/** What the realtime hub (`app.realtime.publisher`) or an `HttpPublisher` offers. */
export interface EventPublisher {
  publish(channel: string, data: unknown): Promise<void>;
}

/** A notification to create: `notify(playerId, input)`. */
export type NotificationInput = {
  title: string;
  body: string;
  type: NotificationType;
  caption?: string | null;
  objectType?: 'bet' | 'deposit' | null;
  objectId?: string | null;
  /** Once-only key per player (e.g. `bet:17:settled`): a second notify with it creates nothing. */
  dedupeKey?: string | null;
};

const MAX_TEXT = { title: 200, caption: 200, body: 2000 } as const;

function content(input: NotificationInput): NotificationContent {
  return {
    title: input.title.slice(0, MAX_TEXT.title),
    caption: input.caption?.slice(0, MAX_TEXT.caption) ?? null,
    body: input.body.slice(0, MAX_TEXT.body),
    type: input.type,
    objectType: input.objectType ?? null,
    objectId: input.objectId ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
}

/** The wire view of a stored notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    title: row.title,
    caption: row.caption,
    body: row.body,
    type: row.type as NotificationType,
    objectType: row.objectType as Notification['objectType'],
    objectId: row.objectId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Per-player notifications (spec 000 §3): created by the server (`notify`), by an operator (`announce`), read and
 * marked read by the player. Every new notification is pushed on `$user:{playerId}` as `notification`, and every
 * change of the unread count as `unread_notifications_changed`. Pushing never fails the caller: the row is stored,
 * and the client catches up on its next read.
 */
export class NotificationsService {
  readonly #created = new Set<(playerId: number, notification: Notification) => void>();
  /** The language each player last read their notifications in (bounded: starts over past 100,000 players). */
  readonly #locales = new Map<number, string>();

  constructor(
    private readonly deps: { db: Db; clock: Clock; publisher: EventPublisher | null; log: FastifyBaseLogger },
  ) {}

  /**
   * Creates one notification for a player and pushes it. Answers it, or null when `dedupeKey` was used already.
   * For other modules: `app.notifications.notify(playerId, { title, body, type, … })` (see README.md).
   */
  async notify(playerId: number, input: NotificationInput): Promise<Notification | null> {
    const { db, clock } = this.deps;
    const row = await insertNotification(db, playerId, content(input), new Date(clock.now()));
    if (!row) return null;
    const notification = this.#inPlayersLanguage(playerId, toNotification(row));
    const unread = await countUnread(db, playerId);
    // Listeners (Web Push) first: they must not wait on the real-time hub, whose publishes queue behind everyone
    // else's when it is busy.
    for (const listener of this.#created) {
      try {
        listener(playerId, notification);
      } catch (err) {
        this.deps.log.error({ err, playerId }, 'notification listener failed');
      }
    }
    await this.#push(playerId, notification, unread);
    return notification;
  }

  /**
   * Remembers the language a player reads in: their new notifications are pushed (live and as Web Push) in it;
   * stored texts stay English, and `GET /notifications` answers in the request's language.
   */
  rememberLocale(playerId: number, locale: string): void {
    if (this.#locales.get(playerId) === locale) return;
    if (this.#locales.size >= 100_000) this.#locales.clear();
    this.#locales.set(playerId, locale);
  }

  #inPlayersLanguage(playerId: number, notification: Notification): Notification {
    const locale = this.#locales.get(playerId);
    return locale ? localizeNotification(notification, locale) : notification;
  }

  /**
   * Calls `listener` with every notification `notify` created (not repeats of a dedupe key, not announcements): the
   * push module sends some of them as Web Push. A listener must not throw (it is logged).
   */
  onCreated(listener: (playerId: number, notification: Notification) => void): void {
    this.#created.add(listener);
  }

  /**
   * An operator's announcement to one player or to every player (one row each, created in batches and pushed as
   * each batch commits). Answers how many players got it. Unknown player → 404.
   */
  async announce(target: { playerId: number } | 'all', input: NotificationInput, batchSize = 1000) {
    const { db, clock } = this.deps;
    const now = new Date(clock.now());
    const body = content(input);
    if (target !== 'all') {
      if (!(await playerExists(db, target.playerId))) throw notFound('Player', target.playerId);
      const row = await insertNotification(db, target.playerId, body, now);
      if (row) await this.#push(target.playerId, toNotification(row), await countUnread(db, target.playerId));
      return { created: row ? 1 : 0 };
    }
    let created = 0;
    for (let after = 0; ; ) {
      const ids = await playerIdsAfter(db, after, batchSize);
      if (ids.length === 0) break;
      const rows = await insertNotifications(db, ids, body, now);
      const unread = await countUnreadOf(
        db,
        rows.map((r) => r.playerId),
      );
      await Promise.all(rows.map((r) => this.#push(r.playerId, toNotification(r), unread.get(r.playerId) ?? 0)));
      created += rows.length;
      after = ids[ids.length - 1] ?? after;
    }
    return { created };
  }

  /** `GET /notifications`: newest first, the server's own texts in `locale`. */
  async list(playerId: number, page: number, limit: number, locale?: string): Promise<Paged<Notification>> {
    if (locale) this.rememberLocale(playerId, locale);
    const { rows, total } = await pageNotifications(this.deps.db, playerId, page, limit);
    return {
      data: rows.map((row) => (locale ? localizeNotification(toNotification(row), locale) : toNotification(row))),
      pagination: paginate(total, page, limit),
    };
  }

  /** `GET /notifications/counters`. */
  async counters(playerId: number): Promise<{ unread: number }> {
    return { unread: await countUnread(this.deps.db, playerId) };
  }

  /** `POST /notifications/read`: ids not the player's, or read already, are skipped. */
  async markRead(playerId: number, ids: readonly number[]): Promise<MarkReadReply> {
    const { db, clock } = this.deps;
    const updated = await markRead(db, playerId, [...new Set(ids)], new Date(clock.now()));
    const unread = await countUnread(db, playerId);
    if (updated > 0) await this.#pushUnread(playerId, unread);
    return { updated, unread };
  }

  /** `POST /notifications/read-all`. */
  async markAllRead(playerId: number): Promise<MarkReadReply> {
    const { db, clock } = this.deps;
    const updated = await markAllRead(db, playerId, new Date(clock.now()));
    const unread = await countUnread(db, playerId);
    if (updated > 0) await this.#pushUnread(playerId, unread);
    return { updated, unread };
  }

  async #push(playerId: number, notification: Notification, unread: number): Promise<void> {
    await this.#publish(playerId, 'notification', { notification });
    await this.#pushUnread(playerId, unread);
  }

  #pushUnread(playerId: number, unread: number): Promise<void> {
    return this.#publish(playerId, 'unread_notifications_changed', { notifications: { unread } });
  }

  async #publish(playerId: number, type: string, payload: Record<string, unknown>): Promise<void> {
    const { publisher, log } = this.deps;
    if (!publisher) return;
    try {
      await publisher.publish(userChannel(playerId), { type, payload: { ts: eventTimestamp(), ...payload } });
    } catch (err) {
      log.warn({ err, type, playerId }, 'real-time publish of a notification failed');
    }
  }
}
