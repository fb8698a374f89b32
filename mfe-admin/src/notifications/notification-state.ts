import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PAGE,
  NOTIFICATION_PRIORITIES,
  type ListDefinition,
  type NotificationCategory,
  type NotificationListQuery,
  type NotificationPriority,
  type NotificationResponse,
} from '@clinio/contracts';

/** What the list shows: read (true), unread (false) or both (null); a category; a priority. */
export interface NotificationFilters {
  read: boolean | null;
  category: NotificationCategory | null;
  priority: NotificationPriority | null;
}

export const ALL_NOTIFICATIONS: NotificationFilters = { read: null, category: null, priority: null };

/** Items per request; "Show more" asks for the next ones. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

type ListFilter = 'unread' | 'category' | 'priority';

/**
 * The filters in the page's URL (the screen kit's lists): `unread=true` (the bell's link, spec
 * 2.2) or `unread=false` (the read ones), `category`, `priority`. "Show more" is not a page of the
 * URL: the list grows in place.
 */
export const NOTIFICATION_LIST: ListDefinition<ListFilter> = {
  filters: ['unread', 'category', 'priority'],
  pageSize: NOTIFICATIONS_PAGE_SIZE,
  choices: {
    unread: ['true', 'false'],
    category: NOTIFICATION_CATEGORIES,
    priority: NOTIFICATION_PRIORITIES,
  },
};

export const isCategory = (value: string): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
export const isPriority = (value: string): value is NotificationPriority =>
  (NOTIFICATION_PRIORITIES as readonly string[]).includes(value);

/** The URL's filters as the list's (values outside the choices already read as ''). */
export function filtersOfUrl(filters: Record<ListFilter, string>): NotificationFilters {
  return {
    read: filters.unread === '' ? null : filters.unread === 'false',
    category: isCategory(filters.category) ? filters.category : null,
    priority: isPriority(filters.priority) ? filters.priority : null,
  };
}

/** The list's filters as the URL writes them. */
export function urlOfFilters(filters: NotificationFilters): Record<ListFilter, string> {
  return {
    unread: filters.read === null ? '' : String(!filters.read),
    category: filters.category ?? '',
    priority: filters.priority ?? '',
  };
}

export function sameFilters(a: NotificationFilters, b: NotificationFilters): boolean {
  return a.read === b.read && a.category === b.category && a.priority === b.priority;
}

export interface NotificationState {
  items: NotificationResponse[];
  /** Null until the server has answered once. */
  unreadCount: number | null;
  filters: NotificationFilters;
  /** Bumped to ask for the list again (a filter change, or a refetch after a change). */
  version: number;
  status: 'loading' | 'ready' | 'error';
  /** The server's message for the latest failure (spec 4.4: failures are kept as an error state). */
  error: string | null;
  hasMore: boolean;
}

export type NotificationAction =
  | { type: 'list-loaded'; items: NotificationResponse[]; requested: number; append: boolean }
  | { type: 'list-failed'; error: string }
  | { type: 'count-loaded'; count: number }
  | { type: 'action-failed'; error: string }
  | { type: 'filters-changed'; filters: NotificationFilters }
  | { type: 'reload' }
  | { type: 'marked-read'; id: string; at: string }
  | { type: 'all-marked-read'; at: string }
  | { type: 'deleted'; id: string };

export function initialNotificationState(
  filters: NotificationFilters = ALL_NOTIFICATIONS,
): NotificationState {
  return {
    items: [],
    unreadCount: null,
    filters,
    version: 0,
    status: 'loading',
    error: null,
    hasMore: false,
  };
}

const lower = (count: number | null): number | null => (count === null ? null : Math.max(0, count - 1));

/**
 * Spec 4.4 as a pure function. Marking one read stamps read_at here and lowers the count by one,
 * never below zero; marking all sets the count to 0, stamps every item and clears the read
 * filter (the list is fetched again a moment later); deleting drops the item and lowers the count
 * when it was unread.
 */
export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'list-loaded':
      return {
        ...state,
        items: action.append ? [...state.items, ...action.items] : action.items,
        hasMore: action.items.length >= action.requested,
        status: 'ready',
        error: null,
      };
    case 'list-failed':
      return { ...state, status: 'error', error: action.error };
    case 'count-loaded':
      return { ...state, unreadCount: Math.max(0, action.count) };
    case 'action-failed':
      return { ...state, error: action.error };
    case 'filters-changed':
      return {
        ...state,
        filters: action.filters,
        version: state.version + 1,
        status: 'loading',
        error: null,
      };
    case 'reload':
      return { ...state, version: state.version + 1 };
    case 'marked-read': {
      const item = state.items.find((candidate) => candidate.id === action.id);
      if (item === undefined || item.read_at !== null) return state;
      return {
        ...state,
        items: state.items.map((candidate) =>
          candidate.id === action.id ? { ...candidate, read_at: action.at } : candidate,
        ),
        unreadCount: lower(state.unreadCount),
      };
    }
    case 'all-marked-read':
      return {
        ...state,
        items: state.items.map((item) => (item.read_at === null ? { ...item, read_at: action.at } : item)),
        unreadCount: 0,
        filters: { ...state.filters, read: null },
      };
    case 'deleted': {
      const item = state.items.find((candidate) => candidate.id === action.id);
      if (item === undefined) return state;
      return {
        ...state,
        items: state.items.filter((candidate) => candidate.id !== action.id),
        unreadCount: item.read_at === null ? lower(state.unreadCount) : state.unreadCount,
      };
    }
  }
}

/** The query of listNotifications: the filters, `_t` against caches, and the page window. */
export function notificationListQuery(
  filters: NotificationFilters,
  skip: number,
  limit: number,
  now: number,
): NotificationListQuery {
  return {
    _t: now,
    ...(filters.read === null ? {} : { read: filters.read ? 'true' : 'false' }),
    ...(filters.category === null ? {} : { category: filters.category }),
    ...(filters.priority === null ? {} : { priority: filters.priority }),
    skip,
    limit: Math.min(limit, NOTIFICATION_PAGE.maxLimit),
  };
}
