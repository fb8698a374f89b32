import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { MAX_SERIES_OCCURRENCES, type RecurrenceRule } from './appointments';

/**
 * Wall-clock time in a branch's zone (ADR 036). A series is expanded on the calendar alone (dates
 * and a local time, no zone), then each local time is placed in the branch's zone: 9:00 stays 9:00
 * on both sides of a daylight-saving change, and the instant moves by the hour instead.
 *
 * A local time that a DST change makes nonexistent (the spring gap: 01:30 in London on the last
 * Sunday of March) or ambiguous (the autumn overlap: 01:30 happens twice) has one documented
 * answer: Temporal's 'compatible' choice. A time in the gap moves forward by the gap's length
 * (01:30 -> 02:30), an ambiguous time takes the earlier instant (the first 01:30). A series keeps
 * such occurrences and flags them (`dst`) so the screen can say so; a single booking whose local
 * time does not exist is refused instead (`nonexistentLocalTime`).
 */
export type DstNote = 'nonexistent' | 'ambiguous';

export interface PlacedTime {
  instant: Date;
  /** Set when the local time fell in a DST gap or overlap and 'compatible' chose for it. */
  dst: DstNote | null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export class LocalTimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalTimeError';
  }
}

function plainOf(local: string): Temporal.PlainDateTime {
  if (!LOCAL.test(local)) throw new LocalTimeError('Use a local date and time as YYYY-MM-DDTHH:mm');
  try {
    return Temporal.PlainDateTime.from(local, { overflow: 'reject' });
  } catch {
    throw new LocalTimeError('Use a real date and time');
  }
}

function placePlain(plain: Temporal.PlainDateTime, timezone: string): PlacedTime {
  const earlier = plain.toZonedDateTime(timezone, { disambiguation: 'earlier' });
  const later = plain.toZonedDateTime(timezone, { disambiguation: 'later' });
  const chosen = plain.toZonedDateTime(timezone, { disambiguation: 'compatible' });
  let dst: DstNote | null = null;
  if (earlier.epochMilliseconds !== later.epochMilliseconds) {
    // In the overlap the wall clock shows the asked time (twice); in the gap it never does.
    dst = chosen.toPlainDateTime().equals(plain) ? 'ambiguous' : 'nonexistent';
  }
  return { instant: new Date(chosen.epochMilliseconds), dst };
}

/** A local wall-clock time ("2026-03-29T09:00") in `timezone` as an instant, DST resolved as above. */
export function placeLocalTime(local: string, timezone: string): PlacedTime {
  return placePlain(plainOf(local), timezone);
}

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of an instant in `timezone`. */
export function localTimeOf(instant: Date, timezone: string): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timezone);
  return zoned.toPlainDateTime().toString({ smallestUnit: 'minute' });
}

export interface WallClock {
  /** The local date, YYYY-MM-DD. */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The local date, weekday and time of day of an instant in `timezone` (hours and closures use it). */
export function wallClockOf(instant: Date, timezone: string): WallClock {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timezone);
  return {
    date: zoned.toPlainDate().toString(),
    weekday: zoned.dayOfWeek,
    minutes: zoned.hour * 60 + zoned.minute,
  };
}

/**
 * Moves a local wall-clock time by whole days and minutes, then places it in `timezone`: moving a
 * series' 9:00 to 10:00 moves every occurrence to 10:00, whatever DST does between them.
 */
export function shiftLocalTime(instant: Date, timezone: string, by: { days: number; minutes: number }): Date {
  const plain = Temporal.PlainDateTime.from(localTimeOf(instant, timezone)).add({
    days: by.days,
    minutes: by.minutes,
  });
  return placePlain(plain, timezone).instant;
}

/** How far apart two instants are on the wall clock of `timezone`: whole days and minutes. */
export function localDifference(from: Date, to: Date, timezone: string): { days: number; minutes: number } {
  const a = Temporal.PlainDateTime.from(localTimeOf(from, timezone));
  const b = Temporal.PlainDateTime.from(localTimeOf(to, timezone));
  const days = b.toPlainDate().since(a.toPlainDate()).days;
  const minutes = b.hour * 60 + b.minute - (a.hour * 60 + a.minute);
  return { days, minutes };
}

const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * The message for a start written as a local time that does not exist in the branch's zone, or
 * null. An instant is absolute, so only a naive client is caught: one that wrote the gap's wall
 * time with the zone's offset from before or after the change ("2026-03-29T01:30:00+00:00" for
 * London). A `Z` time, or another zone's offset, names a real instant and is taken as it is.
 */
export function nonexistentLocalTime(iso: string, timezone: string): string | null {
  const match = ISO_WITH_OFFSET.exec(iso);
  const [, wallClock, offset] = match ?? [];
  if (wallClock === undefined || offset === undefined || offset.toUpperCase() === 'Z') return null;
  const plain = plainOf(wallClock);
  const { dst } = placePlain(plain, timezone);
  if (dst !== 'nonexistent') return null;
  const day = plain.toPlainDate();
  const offsets = [day, day.add({ days: 1 })].map(
    (date) => date.toZonedDateTime({ timeZone: timezone }).offset,
  );
  if (!offsets.includes(offset)) return null;
  return `${wallClock.replace('T', ' ')} does not exist in ${timezone}: the clocks go forward then. Choose another time.`;
}

export interface SeriesOccurrence {
  /** 1-based position in the series. */
  index: number;
  local: string;
  start: Date;
  end: Date;
  dst: DstNote | null;
}

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

type Rule = Omit<RecurrenceRule, 'interval'> & { interval?: number };

function rruleOptions(first: Temporal.ZonedDateTime, rule: Rule) {
  const code = WEEKDAY_CODES[first.dayOfWeek - 1] ?? 'MO';
  if (rule.frequency === 'weekly') {
    const days = rule.weekdays ?? [first.dayOfWeek];
    return {
      freq: 'WEEKLY' as const,
      byDay: [...new Set(days)].sort().map((d) => WEEKDAY_CODES[d - 1] ?? 'MO'),
    };
  }
  // Monthly by weekday: the same ordinal week as the first occurrence; a 5th week means the last.
  const ordinal = Math.ceil(first.day / 7);
  return { freq: 'MONTHLY' as const, byDay: [`${ordinal >= 5 ? -1 : ordinal}${code}`] };
}

/**
 * The occurrences of a series that starts at `localStart` (wall-clock, in `timezone`) and lasts
 * `durationMinutes` each. The first occurrence is always the start itself; weekly rules add the
 * listed weekdays of every `interval`-th week, monthly ones the same weekday of the same ordinal
 * week every `interval` months. More than MAX_SERIES_OCCURRENCES is refused.
 */
export function expandSeries(
  localStart: string,
  durationMinutes: number,
  timezone: string,
  rule: Rule,
): SeriesOccurrence[] {
  const plainStart = plainOf(localStart);
  // Expand in a zone without DST so the rule works on wall-clock dates and times only.
  const first = plainStart.toZonedDateTime('UTC');
  let until: Temporal.ZonedDateTime | undefined;
  if (rule.until !== undefined) {
    const last = Temporal.PlainDate.from(rule.until);
    if (Temporal.PlainDate.compare(last, plainStart.toPlainDate()) < 0) {
      throw new LocalTimeError('The end date is before the first appointment');
    }
    until = last.toZonedDateTime({ timeZone: 'UTC', plainTime: '23:59:59' });
  }
  const recurrence = new RRuleTemporal({
    ...rruleOptions(first, rule),
    interval: rule.interval ?? 1,
    ...(rule.count !== undefined ? { count: rule.count } : {}),
    ...(until ? { until } : {}),
    dtstart: first,
    tzid: 'UTC',
    includeDtstart: true,
    wkst: 'MO',
  });
  const dates = recurrence.all((_, index) => index <= MAX_SERIES_OCCURRENCES);
  if (dates.length > MAX_SERIES_OCCURRENCES) {
    throw new LocalTimeError(
      `A series can have at most ${MAX_SERIES_OCCURRENCES} appointments: choose an earlier end date`,
    );
  }
  return dates.map((date, position) => {
    const plain = date.toPlainDateTime();
    const placed = placePlain(plain, timezone);
    return {
      index: position + 1,
      local: plain.toString({ smallestUnit: 'minute' }),
      start: placed.instant,
      end: new Date(placed.instant.getTime() + durationMinutes * 60_000),
      dst: placed.dst,
    };
  });
}
