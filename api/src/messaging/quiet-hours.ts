import { placeLocalTime, wallClockOf } from '@clinio/contracts';

/** A clinic's quiet hours, local "HH:MM" times in the branch's zone; the window may wrap midnight. */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '08:00' };

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whether `instant` falls inside the quiet hours on the wall clock of `timezone`. */
export function isQuiet(instant: Date, timezone: string, quiet: QuietHours): boolean {
  const now = wallClockOf(instant, timezone).minutes;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * When a message due at `instant` may go: `instant` itself outside the quiet hours, else the end of
 * the quiet hours on the local wall clock (DST resolved as bookings resolve it).
 */
export function outOfQuietHours(instant: Date, timezone: string, quiet: QuietHours): Date {
  if (!isQuiet(instant, timezone, quiet)) return instant;
  const wall = wallClockOf(instant, timezone);
  const end = minutesOf(quiet.end);
  // Before the end on the same local day (the morning side), or the next day's end.
  const date = wall.minutes < end ? wall.date : addDays(wall.date, 1);
  return placeLocalTime(`${date}T${quiet.end.slice(0, 5)}`, timezone).instant;
}
