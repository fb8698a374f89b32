import { useListParams, useRemote } from '@clinio/platform';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { messageOf } from '../common/errors';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_LIST,
  filtersOfUrl,
  initialNotificationState,
  notificationListQuery,
  notificationReducer,
  sameFilters,
  urlOfFilters,
  type NotificationFilters,
  type NotificationState,
} from './notification-state';

/** Spec 4.4's delays before the list is fetched again, and the unread-count poll. */
export const REFETCH_AFTER_READ_MS = 300;
export const REFETCH_AFTER_MARK_ALL_MS = 500;
export const UNREAD_POLL_MS = 60_000;

export interface NotificationsApi {
  state: NotificationState;
  setFilters: (filters: NotificationFilters) => void;
  retry: () => void;
  loadMore: () => void;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
}

/**
 * The notifications list and unread count of the signed-in user. Changes show at once and the
 * server is asked again shortly after; every new count goes on the bus so the shell's bell follows.
 * The filters live in the URL (NOTIFICATION_LIST). A 401 needs nothing here: the shared client
 * logs out to '/'.
 *
 * Why a reducer and not the page's query cache (ADR 028): the list is edited in place before the
 * server answers and read again at spec 4.4's delays, including "mark all" clearing the read
 * filter without an immediate read; `notificationReducer` keeps those rules one pure, tested
 * function. Its states are rendered with <QueryState> like every read.
 */
export function useNotifications(): NotificationsApi {
  const { api, bus } = useRemote();
  const list = useListParams(NOTIFICATION_LIST);
  const urlFilters = list.query.filters;
  const filters = useMemo(
    () =>
      filtersOfUrl({
        unread: urlFilters.unread,
        category: urlFilters.category,
        priority: urlFilters.priority,
      }),
    [urlFilters.unread, urlFilters.category, urlFilters.priority],
  );
  const [state, dispatch] = useReducer(notificationReducer, filters, initialNotificationState);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  // A filter chosen on the page, a link or Back: the list follows the URL. "Mark all" clears the
  // read filter in the state first, so the URL catching up asks for nothing (the list is read
  // again at spec 4.4's delay).
  useEffect(() => {
    if (!sameFilters(filters, latest.current.filters)) dispatch({ type: 'filters-changed', filters });
  }, [filters]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      work();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // The list: on start, on every filter change and on every asked-for refetch.
  useEffect(() => {
    let isCurrent = true;
    const { filters, items } = latest.current;
    // A refetch keeps what "Show more" already opened.
    const limit = Math.max(NOTIFICATIONS_PAGE_SIZE, items.length);
    api.call('listNotifications', { query: notificationListQuery(filters, 0, limit, Date.now()) }).then(
      (list) => {
        if (isCurrent) dispatch({ type: 'list-loaded', items: list, requested: limit, append: false });
      },
      (error: unknown) => {
        if (isCurrent) dispatch({ type: 'list-failed', error: messageOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, state.version]);

  const loadCount = useCallback(
    (background: boolean) => {
      api.call('getUnreadNotificationCount', { query: { _t: Date.now() } }, { background }).then(
        (answer) => dispatch({ type: 'count-loaded', count: answer.unread_count }),
        (error: unknown) => dispatch({ type: 'action-failed', error: messageOf(error) }),
      );
    },
    [api],
  );

  // The unread count on mount and every 60 s; the poll is not the user's activity.
  useEffect(() => {
    loadCount(false);
    const poll = setInterval(() => loadCount(true), UNREAD_POLL_MS);
    return () => clearInterval(poll);
  }, [loadCount]);

  useEffect(() => {
    if (state.unreadCount !== null) bus.publish('notifications.changed', { unreadCount: state.unreadCount });
  }, [bus, state.unreadCount]);

  const refetchLater = useCallback(
    (ms: number) =>
      later(ms, () => {
        dispatch({ type: 'reload' });
        loadCount(true);
      }),
    [later, loadCount],
  );

  const markRead = useCallback(
    (id: string) => {
      dispatch({ type: 'marked-read', id, at: new Date().toISOString() });
      api.call('markNotificationRead', { params: { id } }).then(
        () => refetchLater(REFETCH_AFTER_READ_MS),
        (error: unknown) => {
          dispatch({ type: 'action-failed', error: messageOf(error) });
          refetchLater(0);
        },
      );
    },
    [api, refetchLater],
  );

  const setUrlFilters = list.setFilters;
  const markAllRead = useCallback(() => {
    dispatch({ type: 'all-marked-read', at: new Date().toISOString() });
    setUrlFilters({ unread: '' });
    api.call('markAllNotificationsRead').then(
      () => refetchLater(REFETCH_AFTER_MARK_ALL_MS),
      (error: unknown) => {
        dispatch({ type: 'action-failed', error: messageOf(error) });
        refetchLater(0);
      },
    );
  }, [api, refetchLater, setUrlFilters]);

  const remove = useCallback(
    (id: string) => {
      dispatch({ type: 'deleted', id });
      api.call('deleteNotification', { params: { id } }).then(
        () => refetchLater(0),
        (error: unknown) => {
          dispatch({ type: 'action-failed', error: messageOf(error) });
          refetchLater(0);
        },
      );
    },
    [api, refetchLater],
  );

  const loadMore = useCallback(() => {
    const { filters, items } = latest.current;
    api
      .call('listNotifications', {
        query: notificationListQuery(filters, items.length, NOTIFICATIONS_PAGE_SIZE, Date.now()),
      })
      .then(
        (list) =>
          dispatch({ type: 'list-loaded', items: list, requested: NOTIFICATIONS_PAGE_SIZE, append: true }),
        (error: unknown) => dispatch({ type: 'action-failed', error: messageOf(error) }),
      );
  }, [api]);

  return {
    state,
    setFilters: useCallback(
      (next: NotificationFilters) => setUrlFilters(urlOfFilters(next)),
      [setUrlFilters],
    ),
    retry: useCallback(() => {
      dispatch({ type: 'filters-changed', filters: latest.current.filters });
      loadCount(false);
    }, [loadCount]),
    loadMore,
    markRead,
    markAllRead,
    remove,
  };
}
