import type { ListDefinition, ListQuery } from '@clinio/contracts';
import { addDays, addMonths, addWeeks, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';
import { fromWallDate, parseWall, toWallDate, wallDateKey } from './zone';

export const CALENDAR_VIEWS = ['day', 'week', 'month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const VIEW_LABELS: Record<CalendarView, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  list: 'List',
};

export const COLUMN_KINDS = ['provider', 'room'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export type CalendarFilter = 'view' | 'date' | 'branch' | 'providers' | 'rooms' | 'types' | 'columns';

/** Everything the calendar shows lives in the URL: a reload or a shared link shows the same. */
export const CALENDAR_LIST: ListDefinition<CalendarFilter> = {
  filters: ['view', 'date', 'branch', 'providers', 'rooms', 'types', 'columns'],
  pageSize: 25,
  choices: { view: CALENDAR_VIEWS, columns: COLUMN_KINDS },
};

export interface CalendarState {
  /** Null when the URL names none: the first of the user's remembered tab order then. */
  view: CalendarView | null;
  /** The shown day (`YYYY-MM-DD` in the branch's zone); null = today. */
  date: string | null;
  branchId: string | null;
  providerIds: string[];
  roomIds: string[];
  types: string[];
  columns: ColumnKind;
  page: number;
}

const listOfIds = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function readCalendarState(query: ListQuery<CalendarFilter>): CalendarState {
  const { filters } = query;
  return {
    view: filters.view === '' ? null : (filters.view as CalendarView),
    date: parseWall(filters.date, '00:00') === null ? null : filters.date,
    branchId: filters.branch === '' ? null : filters.branch,
    providerIds: listOfIds(filters.providers),
    roomIds: listOfIds(filters.rooms),
    types: listOfIds(filters.types),
    columns: filters.columns === 'room' ? 'room' : 'provider',
    page: query.page,
  };
}

/** Writes a multi-select back to its filter ('' when nothing is chosen). */
export const joinIds = (ids: readonly string[]) => ids.join(',');

/** The wall date the calendar shows: the URL's day, else today in the branch's zone. */
export function shownDay(state: CalendarState, timeZone: string, now: Date = new Date()): Date {
  if (state.date !== null) return parseWall(state.date, '00:00') as Date;
  const today = toWallDate(now, timeZone);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate());
}

/** The wall range [start, end) a view shows around a day; weeks start on Monday. */
export function wallRange(view: CalendarView, day: Date): { start: Date; end: Date } {
  switch (view) {
    case 'day':
    case 'list':
      return view === 'day' ? { start: day, end: addDays(day, 1) } : { start: day, end: addDays(day, 7) };
    case 'week': {
      const start = startOfWeek(day, { weekStartsOn: 1 });
      return { start, end: addWeeks(start, 1) };
    }
    case 'month': {
      // The grid shows whole weeks around the month.
      const start = startOfWeek(startOfMonth(day), { weekStartsOn: 1 });
      const end = addWeeks(startOfWeek(endOfMonth(day), { weekStartsOn: 1 }), 1);
      return { start, end };
    }
  }
}

/** The API's range for a view: instants of the branch's midnights, so DST days are whole. */
export function instantRange(view: CalendarView, day: Date, timeZone: string) {
  const { start, end } = wallRange(view, day);
  return { start: fromWallDate(start, timeZone), end: fromWallDate(end, timeZone) };
}

/** The day one step back or forward in a view. */
export function stepDay(view: CalendarView, day: Date, direction: 1 | -1): string {
  const next =
    view === 'day'
      ? addDays(day, direction)
      : view === 'month'
        ? addMonths(day, direction)
        : view === 'week'
          ? addWeeks(day, direction)
          : addDays(day, 7 * direction);
  return wallDateKey(next);
}
