import type { NotificationResponse } from '@clinio/contracts';
import {
  ALL_NOTIFICATIONS,
  filtersOfUrl,
  initialNotificationState,
  notificationListQuery,
  notificationReducer,
  type NotificationState,
  urlOfFilters,
} from './notification-state';

function item(id: string, read_at: string | null = null): NotificationResponse {
  return {
    id,
    title: `Title ${id}`,
    message: 'Something happened',
    category: 'staff',
    priority: 'normal',
    read_at,
    created_at: '2026-11-22T08:00:00Z',
  };
}

function ready(items: NotificationResponse[], unreadCount: number | null): NotificationState {
  return { ...initialNotificationState(), items, unreadCount, status: 'ready' };
}

const AT = '2026-11-22T09:00:00.000Z';

it('marks one read: stamps read_at and lowers the count by one', () => {
  const next = notificationReducer(ready([item('a'), item('b')], 2), {
    type: 'marked-read',
    id: 'a',
    at: AT,
  });
  expect(next.items[0]?.read_at).toBe(AT);
  expect(next.items[1]?.read_at).toBeNull();
  expect(next.unreadCount).toBe(1);
});

it('never lowers the count below zero, and leaves an already-read item alone', () => {
  const zero = notificationReducer(ready([item('a')], 0), { type: 'marked-read', id: 'a', at: AT });
  expect(zero.unreadCount).toBe(0);
  const read = ready([item('a', '2026-11-21T00:00:00Z')], 3);
  expect(notificationReducer(read, { type: 'marked-read', id: 'a', at: AT })).toBe(read);
  const negative = notificationReducer(ready([], null), { type: 'count-loaded', count: -4 });
  expect(negative.unreadCount).toBe(0);
});

it('marks all read: count 0, every item stamped, the read filter cleared', () => {
  const state = {
    ...ready([item('a'), item('b', '2026-11-21T00:00:00Z')], 5),
    filters: { ...ALL_NOTIFICATIONS, read: false, category: 'staff' as const },
  };
  const next = notificationReducer(state, { type: 'all-marked-read', at: AT });
  expect(next.unreadCount).toBe(0);
  expect(next.items.map((one) => one.read_at)).toEqual([AT, '2026-11-21T00:00:00Z']);
  expect(next.filters).toEqual({ read: null, category: 'staff', priority: null });
  // The refetch comes a moment later, not with the change.
  expect(next.version).toBe(state.version);
});

it('deletes: the item goes, and the count drops only when it was unread', () => {
  const state = ready([item('a'), item('b', AT)], 1);
  const withoutRead = notificationReducer(state, { type: 'deleted', id: 'b' });
  expect(withoutRead.items.map((one) => one.id)).toEqual(['a']);
  expect(withoutRead.unreadCount).toBe(1);
  const withoutUnread = notificationReducer(withoutRead, { type: 'deleted', id: 'a' });
  expect(withoutUnread.items).toEqual([]);
  expect(withoutUnread.unreadCount).toBe(0);
});

it('keeps a failure as an error state, and a filter change asks for the list again', () => {
  const failed = notificationReducer(ready([], 0), { type: 'list-failed', error: 'Network error' });
  expect(failed).toMatchObject({ status: 'error', error: 'Network error' });
  const changed = notificationReducer(failed, {
    type: 'filters-changed',
    filters: { ...ALL_NOTIFICATIONS, priority: 'urgent' },
  });
  expect(changed).toMatchObject({ status: 'loading', error: null, version: failed.version + 1 });
});

it('appends a further page and knows whether there may be more', () => {
  const first = notificationReducer(initialNotificationState(), {
    type: 'list-loaded',
    items: [item('a'), item('b')],
    requested: 2,
    append: false,
  });
  expect(first.hasMore).toBe(true);
  const second = notificationReducer(first, {
    type: 'list-loaded',
    items: [item('c')],
    requested: 2,
    append: true,
  });
  expect(second.items.map((one) => one.id)).toEqual(['a', 'b', 'c']);
  expect(second.hasMore).toBe(false);
});

it('builds the list query with the filters, the cache-buster and the window', () => {
  expect(notificationListQuery(ALL_NOTIFICATIONS, 0, 20, 1700)).toEqual({ _t: 1700, skip: 0, limit: 20 });
  expect(notificationListQuery({ read: false, category: 'security', priority: 'high' }, 40, 500, 1)).toEqual({
    _t: 1,
    read: 'false',
    category: 'security',
    priority: 'high',
    skip: 40,
    limit: 100,
  });
});

it('reads the URL filters as the list filters and back: unread=true is the unread ones', () => {
  expect(filtersOfUrl({ unread: 'true', category: '', priority: '' })).toEqual({
    ...ALL_NOTIFICATIONS,
    read: false,
  });
  expect(filtersOfUrl({ unread: 'false', category: 'security', priority: 'high' })).toEqual({
    read: true,
    category: 'security',
    priority: 'high',
  });
  expect(filtersOfUrl({ unread: '', category: 'nonsense', priority: '' })).toEqual(ALL_NOTIFICATIONS);
  for (const filters of [
    ALL_NOTIFICATIONS,
    { read: false, category: 'system', priority: 'urgent' } as const,
  ]) {
    expect(filtersOfUrl(urlOfFilters(filters))).toEqual(filters);
  }
});
