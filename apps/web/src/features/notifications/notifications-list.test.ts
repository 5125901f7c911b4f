import type { Notification } from '@sportsbook/contract/notifications';
import { describe, expect, it } from 'vitest';
import {
  addLive,
  addPage,
  badgeText,
  hasMore,
  isNotification,
  markAllRead,
  markRead,
  newestFirst,
} from './notifications-list';

const n = (id: string, read = false): Notification => ({
  id,
  title: `Bet ${id}`,
  caption: null,
  body: 'Your bet won.',
  type: 'bet_settled',
  objectType: 'bet',
  objectId: id,
  read,
  createdAt: '2026-05-01T10:00:00.000Z',
});
const page = (items: Notification[], at: number, lastPage: number) => ({
  data: items,
  pagination: { total: lastPage * 2, page: at, limit: 2, lastPage },
});
const ids = (list: { items: readonly Notification[] } | null) => list?.items.map((x) => x.id);

describe('notifications list', () => {
  it('orders bigint ids newest first without losing precision', () => {
    const list = [n('9'), n('10'), n('9007199254740993'), n('9007199254740992')].sort(newestFirst);
    expect(list.map((x) => x.id)).toEqual(['9007199254740993', '9007199254740992', '10', '9']);
  });

  it('appends older pages once each and says when there are more', () => {
    let list = addPage(null, page([n('8'), n('7')], 1, 2));
    expect(hasMore(list)).toBe(true);
    // A live notification arrived in between: page 2 repeats the old last one.
    list = addLive(list, n('9')) ?? list;
    list = addPage(list, page([n('7'), n('6')], 2, 2));
    expect(ids(list)).toEqual(['9', '8', '7', '6']);
    expect(hasMore(list)).toBe(false);
    // Page 1 again (a reload) replaces the list.
    expect(ids(addPage(list, page([n('9'), n('8')], 1, 2)))).toEqual(['9', '8']);
  });

  it('adds a live notification on top once, and not to a list never loaded', () => {
    const list = addPage(null, page([n('2')], 1, 1));
    const once = addLive(addLive(list, n('3')), n('3'));
    expect(ids(once)).toEqual(['3', '2']);
    expect(addLive(null, n('3'))).toBeNull();
  });

  it('marks one or all read', () => {
    const list = addPage(null, page([n('3'), n('2'), n('1', true)], 1, 1));
    expect(markRead(list, ['2'])?.items.map((x) => x.read)).toEqual([false, true, true]);
    expect(markAllRead(list)?.items.every((x) => x.read)).toBe(true);
    expect(markRead(null, ['2'])).toBeNull();
  });

  it('recognises whole notifications in live payloads', () => {
    expect(isNotification(n('1'))).toBe(true);
    expect(isNotification({ id: '1' })).toBe(false);
    expect(isNotification(null)).toBe(false);
  });

  it('shows the unread count on the badge, capped', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(150)).toBe('99+');
  });
});
