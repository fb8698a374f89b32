import { STORAGE_KEYS } from '@clinio/contracts';
import { CALENDAR_VIEWS, type CalendarView } from './view-state';

/**
 * Spec 3: the order of the calendar's view tabs, remembered per user in localStorage under
 * `appointments-tab-order-{userId}` (logout keeps it). The first tab is the view that opens.
 */
export function tabOrderKey(userId: string | null | undefined): string {
  const base = STORAGE_KEYS.appointmentsTabOrder;
  return userId ? `${base}-${userId}` : base;
}

/** The stored order, completed with any view it lacks; junk reads as the default order. */
export function readTabOrder(
  userId: string | null | undefined,
  storage: Storage = localStorage,
): CalendarView[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(tabOrderKey(userId)) ?? 'null');
  } catch {
    stored = null;
  }
  const known = Array.isArray(stored)
    ? stored.filter((value): value is CalendarView => CALENDAR_VIEWS.includes(value as CalendarView))
    : [];
  const unique = [...new Set(known)];
  return [...unique, ...CALENDAR_VIEWS.filter((view) => !unique.includes(view))];
}

export function writeTabOrder(
  userId: string | null | undefined,
  order: readonly CalendarView[],
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(tabOrderKey(userId), JSON.stringify(order));
  } catch {
    // Storage full or blocked: the order simply is not remembered.
  }
}

/** The order with `view` moved one place left (-1) or right (+1); unchanged at either end. */
export function moveTab(order: readonly CalendarView[], view: CalendarView, by: -1 | 1): CalendarView[] {
  const from = order.indexOf(view);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, view);
  return next;
}
