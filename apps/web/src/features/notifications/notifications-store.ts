'use client';

import { create } from 'zustand';
import { onPrivateEvent, onPrivateSubscribed, onResync } from '../../shared/realtime/realtime';
import { useAuthStore } from '../account/auth-store';
import { fetchNotifications, fetchUnreadCount, postMarkAllRead, postMarkRead } from './notifications-api';
import { addLive, addPage, isNotification, markAllRead, markRead, type NotificationList } from './notifications-list';

type Status = 'idle' | 'loading' | 'ready' | 'error';

type NotificationsState = {
  /** Unread count (the bell): `GET /notifications/counters`, then `unread_notifications_changed`. */
  unread: number;
  /** The panel's list, loaded when the panel first opens. */
  list: NotificationList | null;
  status: Status;
  /** Loading the next page. */
  more: 'idle' | 'loading' | 'error';
  /** The last notification pushed live (the bell's polite announcement). */
  latest: { id: string; title: string } | null;
};

const INITIAL: NotificationsState = { unread: 0, list: null, status: 'idle', more: 'idle', latest: null };

/**
 * The player's notifications (spec 000 §3, 001 §7.2 and §7.4): the unread count for the bell, kept live from the
 * private channel, and the panel's paged list. Only while a player is signed in; cleared on sign-out.
 */
export const useNotificationsStore = create<NotificationsState>(() => INITIAL);
const set = useNotificationsStore.setState;
const get = useNotificationsStore.getState;

/** Bumped on sign-in/out: answers to older calls are dropped. */
let session = 0;

const signedIn = () => useAuthStore.getState().authStatus === 'LOGGED_IN';

export async function loadUnreadCount(): Promise<void> {
  const token = session;
  try {
    const { unread } = await fetchUnreadCount();
    if (token === session) set({ unread });
  } catch {
    // the bell keeps its count; the next event or reconnect corrects it
  }
}

/** Loads (or reloads) the first page of the panel. */
export async function loadNotifications(): Promise<void> {
  const token = session;
  set({ status: 'loading' });
  try {
    const page = await fetchNotifications(1);
    if (token === session) set({ list: addPage(null, page), status: 'ready', more: 'idle' });
  } catch {
    if (token === session) set({ status: 'error' });
  }
}

export async function loadMoreNotifications(): Promise<void> {
  const { list, more } = get();
  if (!list || more === 'loading') return;
  const token = session;
  set({ more: 'loading' });
  try {
    const page = await fetchNotifications(list.page + 1);
    if (token === session) set((s) => ({ list: addPage(s.list, page), more: 'idle' }));
  } catch {
    if (token === session) set({ more: 'error' });
  }
}

/** Marks one notification read; throws when the call fails (the panel says so). */
export async function markNotificationRead(id: string): Promise<void> {
  const reply = await postMarkRead([id]);
  set((s) => ({ list: markRead(s.list, [id]), unread: reply.unread }));
}

/** Marks every notification read; throws when the call fails. */
export async function markAllNotificationsRead(): Promise<void> {
  const reply = await postMarkAllRead();
  set((s) => ({ list: markAllRead(s.list), unread: reply.unread }));
}

function reset(): void {
  session += 1;
  set(INITIAL);
}

if (typeof window !== 'undefined') {
  if (signedIn()) void loadUnreadCount();
  useAuthStore.subscribe((state, previous) => {
    const player = state.authStatus === 'LOGGED_IN' ? state.player?.id : null;
    const before = previous.authStatus === 'LOGGED_IN' ? previous.player?.id : null;
    if (player === before) return;
    reset();
    if (player !== null && player !== undefined) void loadUnreadCount();
  });
  onPrivateEvent('unread_notifications_changed', (payload) => {
    const unread = (payload as { notifications?: { unread?: unknown } } | null)?.notifications?.unread;
    if (typeof unread === 'number' && signedIn()) set({ unread });
  });
  onPrivateEvent('notification', (payload) => {
    const notification = (payload as { notification?: unknown } | null)?.notification;
    if (!isNotification(notification) || !signedIn()) return;
    set((s) => ({ list: addLive(s.list, notification), latest: { id: notification.id, title: notification.title } }));
  });
  // Subscribe, then read: a count that changed before the private channel was (re)subscribed is read again.
  onPrivateSubscribed(() => {
    if (signedIn()) void loadUnreadCount();
  });
  // Events missed while the connection was down: read the count (and the open list) again.
  onResync(() => {
    if (!signedIn()) return;
    void loadUnreadCount();
    if (get().list) void loadNotifications();
  });
}
