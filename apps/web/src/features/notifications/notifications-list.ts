import type { Notification } from '@sportsbook/contract/notifications';
import type { Paged } from '@sportsbook/contract/pagination';

/**
 * The notifications panel's list (pure): pages of `GET /notifications` merged with live `notification` events,
 * newest first, each notification once (a live one shifts the server's pages, so the next page may repeat one).
 */
export type NotificationList = {
  items: readonly Notification[];
  /** The last page loaded. */
  page: number;
  lastPage: number;
};

/** Newest first: ids are increasing bigint strings, compared without losing precision. */
export function newestFirst(a: Notification, b: Notification): number {
  if (a.id.length !== b.id.length) return b.id.length - a.id.length;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

function merge(items: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const byId = new Map(items.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, { ...byId.get(n.id), ...n });
  return [...byId.values()].sort(newestFirst);
}

/** Adds a page of `GET /notifications` (page 1 replaces what was loaded). */
export function addPage(list: NotificationList | null, page: Paged<Notification>): NotificationList {
  const base = list && page.pagination.page > 1 ? list.items : [];
  return { items: merge(base, page.data), page: page.pagination.page, lastPage: page.pagination.lastPage };
}

/** A notification pushed live: added on top (once). A list never loaded stays unloaded (it loads when opened). */
export function addLive(list: NotificationList | null, notification: Notification): NotificationList | null {
  if (!list) return null;
  return { ...list, items: merge(list.items, [notification]) };
}

/** The list after `POST /notifications/read` of these ids. */
export function markRead(list: NotificationList | null, ids: readonly string[]): NotificationList | null {
  if (!list) return null;
  const read = new Set(ids);
  return { ...list, items: list.items.map((n) => (read.has(n.id) && !n.read ? { ...n, read: true } : n)) };
}

/** The list after `POST /notifications/read-all`. */
export function markAllRead(list: NotificationList | null): NotificationList | null {
  if (!list) return null;
  return { ...list, items: list.items.map((n) => (n.read ? n : { ...n, read: true })) };
}

/** Whether another page can be loaded. */
export function hasMore(list: NotificationList | null): boolean {
  return list !== null && list.page < list.lastPage;
}

/** Whether a live payload carries a whole notification (the contract only promises `id`). */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.title === 'string' &&
    typeof n.body === 'string' &&
    typeof n.read === 'boolean' &&
    typeof n.createdAt === 'string'
  );
}

/** The badge text of an unread count: nothing for 0, "99+" past 99. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}
