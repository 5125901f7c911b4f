import type { MarkReadReply, Notification, NotificationCounters } from '@sportsbook/contract/notifications';
import type { Paged } from '@sportsbook/contract/pagination';
import { apiFetch } from '../../shared/api/platform-api';

/** Spec 001 §7.2 notifications calls (same-origin `/api` rewrite; a 401 signs the player out). */
const BASE = '/api/sportsbook/notifications';

/** Page size of the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export function fetchUnreadCount(): Promise<NotificationCounters> {
  return apiFetch<NotificationCounters>(`${BASE}/counters`);
}

export function fetchNotifications(page: number): Promise<Paged<Notification>> {
  return apiFetch<Paged<Notification>>(`${BASE}?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`);
}

export function postMarkRead(ids: readonly string[]): Promise<MarkReadReply> {
  return apiFetch<MarkReadReply>(`${BASE}/read`, { method: 'POST', body: { ids } });
}

export function postMarkAllRead(): Promise<MarkReadReply> {
  return apiFetch<MarkReadReply>(`${BASE}/read-all`, { method: 'POST', body: {} });
}
