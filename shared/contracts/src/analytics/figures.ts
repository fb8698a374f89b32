/**
 * What each analytics figure means (issue 21, ADR 054), written once for the server's SQL, the
 * screens and the tests. Pure: no clock, no time zone lookups; dates are the clinic's calendar
 * days as `YYYY-MM-DD`.
 */

/** Statuses of a visit that took place (the patient came). */
export const ATTENDED_STATUSES = ['checked_in', 'in_progress', 'completed'] as const;
/** Statuses of a visit still expected (not yet resolved one way or the other). */
export const EXPECTED_STATUSES = ['booked', 'confirmed'] as const;

const DAY_MS = 86_400_000;

/**
 * The no-show rate: no-shows over the visits that were due and resolved (attended or no-show).
 * Cancelled visits were never due; a booked visit in the past that nobody closed is not counted
 * either way. `null` when nothing was due.
 */
export function noShowRate(figures: { noShows: number; attended: number }): number | null {
  const due = figures.noShows + figures.attended;
  return due === 0 ? null : figures.noShows / due;
}

/** The cancellation rate: cancelled visits over every visit booked for the range. */
export function cancellationRate(figures: { cancelled: number; total: number }): number | null {
  return figures.total === 0 ? null : figures.cancelled / figures.total;
}

/** One weekly block of a provider's hours (ISO weekday 1 = Monday … 7 = Sunday, `HH:MM[:SS]`). */
export interface WeeklyHours {
  weekday: number;
  starts: string;
  ends: string;
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday) of a calendar date. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/**
 * Minutes a provider is available from `from` to `to` (both included): their weekly hours laid
 * over each calendar day. One-off exceptions and closures are not subtracted (ADR 054).
 */
export function availableMinutes(hours: readonly WeeklyHours[], from: string, to: string): number {
  const perWeekday = new Map<number, number>();
  for (const block of hours) {
    const length = Math.max(0, minutesOf(block.ends) - minutesOf(block.starts));
    perWeekday.set(block.weekday, (perWeekday.get(block.weekday) ?? 0) + length);
  }
  let total = 0;
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    total += perWeekday.get(isoWeekday(dateOf(day))) ?? 0;
  }
  return total;
}

/**
 * Utilisation: minutes of visits that were not cancelled and not a no-show, over the minutes the
 * provider was available. Above 1 when visits were booked outside their hours; `null` without hours.
 */
export function utilisation(figures: { bookedMinutes: number; availableMinutes: number }): number | null {
  return figures.availableMinutes === 0 ? null : figures.bookedMinutes / figures.availableMinutes;
}

/** Lead time of one booking in days: from when it was made to when the visit starts, never below 0. */
export function leadTimeDays(createdAt: Date, startsAt: Date): number {
  return Math.max(0, (startsAt.getTime() - createdAt.getTime()) / DAY_MS);
}

/** The median of some numbers (the mean of the middle two for an even count); `null` for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The period of the same length just before a range: 1–31 March is compared with 30 Jan–28 Feb. */
export function previousPeriod(range: { from: string; to: string }): { from: string; to: string } {
  const length = daysInRange(range.from, range.to);
  const to = dayNumber(range.from) - 1;
  return { from: dateOf(to - length + 1), to: dateOf(to) };
}

/** The change from the previous period, as a fraction (0.25 = 25 % more); `null` from nothing. */
export function periodChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

/** The Monday of the ISO week a date falls in. */
export function weekStart(date: string): string {
  return dateOf(dayNumber(date) - (isoWeekday(date) - 1));
}

/**
 * A new patient had their first visit (not cancelled) ever in the range; a returning one was seen
 * in the range and had a visit before it.
 */
export function patientKind(firstVisitDate: string, range: { from: string }): 'new' | 'returning' {
  return firstVisitDate >= range.from ? 'new' : 'returning';
}
