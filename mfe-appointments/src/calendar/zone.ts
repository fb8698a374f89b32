import { TZDate } from '@date-fns/tz';

/**
 * The calendar draws wall-clock times of the BRANCH, whatever zone the browser is in. The grid
 * library only knows the browser's zone, so it is given "wall dates": Dates whose browser-local
 * fields (year ... minute) are the branch's local time of the instant. Going back, a wall date is
 * read in the branch's zone to get the instant. ADR 038.
 */

/** The branch's wall clock of `instant`, as a Date whose local fields read that wall clock. */
export function toWallDate(instant: string | Date, timeZone: string): Date {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  return new Date(
    zoned.getFullYear(),
    zoned.getMonth(),
    zoned.getDate(),
    zoned.getHours(),
    zoned.getMinutes(),
    zoned.getSeconds(),
  );
}

/**
 * The instant at which the branch's clock reads the wall date's fields, as ISO 8601 with the
 * branch's offset. A time skipped by a spring-forward change moves forward by the gap (09:30 that
 * does not exist reads 10:30 wall clock after the change); an ambiguous one takes the first.
 */
export function fromWallDate(wall: Date, timeZone: string): string {
  const zoned = new TZDate(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    0,
    timeZone,
  );
  return isoWithOffset(zoned);
}

function pad(value: number, size = 2): string {
  return String(Math.abs(value)).padStart(size, '0');
}

/** `2026-03-29T09:00:00+02:00` for a zoned date. */
export function isoWithOffset(zoned: TZDate): string {
  const offset = -zoned.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const date = `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
  const time = `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}:${pad(zoned.getSeconds())}`;
  return `${date}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** `YYYY-MM-DD` of a wall date's local fields. */
export function wallDateKey(wall: Date): string {
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/** `HH:mm` of a wall date's local fields. */
export function wallTimeKey(wall: Date): string {
  return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/** A wall date from `YYYY-MM-DD` and `HH:mm`; null when either is malformed. */
export function parseWall(date: string, time: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (dateMatch === null || timeMatch === null) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hours, minutes] = timeMatch.map(Number) as [number, number, number];
  const wall = new Date(year, month - 1, day, hours, minutes);
  const isReal = wall.getMonth() === month - 1 && wall.getDate() === day && hours < 24 && minutes < 60;
  return isReal ? wall : null;
}

/** Whether the branch's clock ever reads this wall time that day (false inside a spring-forward gap). */
export function wallTimeExists(wall: Date, timeZone: string): boolean {
  const back = toWallDate(fromWallDate(wall, timeZone), timeZone);
  return back.getHours() === wall.getHours() && back.getMinutes() === wall.getMinutes();
}

/** The ISO weekday (1 = Monday ... 7 = Sunday) of a wall date. */
export function isoWeekday(wall: Date): number {
  const day = wall.getDay();
  return day === 0 ? 7 : day;
}

/**
 * Whether the wall time [start, end) lies inside the branch's opening hours that weekday
 * (`hours` maps ISO weekday -> [["09:00","17:00"], ...]).
 */
export function isWithinHours(
  hours: Record<string, readonly (readonly [string, string])[]>,
  start: Date,
  end: Date,
): boolean {
  const ranges = hours[String(isoWeekday(start))] ?? [];
  const from = wallTimeKey(start);
  const sameDay = wallDateKey(start) === wallDateKey(end);
  const to = sameDay ? wallTimeKey(end) : '24:00';
  return ranges.some(([open, close]) => open <= from && to <= close);
}
