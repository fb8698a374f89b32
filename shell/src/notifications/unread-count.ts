/** Spec 9: the badge shows the count, '99+' above 99, and nothing when all is read. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** Spec 2.2: the bell opens the unread notifications. */
export const UNREAD_NOTIFICATIONS_PATH = '/dashboard/notifications?unread=true';
export const UNREAD_COUNT_PATH = '/api/notifications/unread-count';
