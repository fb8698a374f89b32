import { Temporal } from 'temporal-polyfill';

/**
 * The availability engine (issue 11, ADR 037): which starts a type can be booked at, per provider,
 * over a range of local dates in the branch's zone. Pure: the API loads the rows, this decides.
 *
 * Rules, in order, for each provider and local day:
 * - a day inside a branch closure has no slots (a closure beats extra hours);
 * - the working windows are the branch's opening hours of that weekday intersected with the
 *   provider's weekly hours, plus the provider's extra hours, minus their time off;
 * - a slot is [start, start + duration) inside one window, its start on the slot step counted
 *   from local midnight (09:00, 09:15...; after a daylight-saving change the count restarts each day);
 * - the held time [start - buffer before, end + buffer after) overlaps none of the provider's busy
 *   intervals (existing live appointments' blocked_from/blocked_to);
 * - when the branch has rooms, the slot takes the first room free over [start, end) (room
 *   conflicts use the appointment's own times, as the room exclusion constraint does);
 * - the start is at or after `notBefore` (now + minimum notice) and before `notAfter`.
 *
 * Wall-clock times become instants in the branch's zone: a time that does not exist (spring
 * forward) is the instant the clock jumps, so hours ending at 02:15 on that night end at 03:00
 * (the clock's 02:00); a time that happens twice (fall back) is the earlier instant.
 */

/** A weekly local interval: ISO weekday (1 = Monday) and "HH:MM" or "HH:MM:SS" times. */
export interface WeeklyInterval {
  weekday: number;
  start: string;
  end: string;
}

/** An absolute interval [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotProvider {
  id: string;
  hours: readonly WeeklyInterval[];
  extraHours: readonly Interval[];
  timeOff: readonly Interval[];
  /** Held time of live appointments (blocked_from, blocked_to). */
  busy: readonly Interval[];
}

export interface SlotRoom {
  id: string;
  /** Live appointments in the room (start_time, end_time). */
  busy: readonly Interval[];
}

export interface SlotRequest {
  timezone: string;
  /** Local dates in the zone, inclusive, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  branchHours: readonly WeeklyInterval[];
  /** Whole local days, inclusive. */
  closures: readonly { startsOn: string; endsOn: string }[];
  providers: readonly SlotProvider[];
  /** The branch's active rooms; empty when it has none (slots then need no room). */
  rooms: readonly SlotRoom[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  stepMinutes: number;
  /** No slot starts before this instant (now + minimum notice). */
  notBefore: number;
  /** No slot starts at or after this instant (the booking horizon); none = no limit. */
  notAfter?: number;
  /**
   * Instants tried as starts besides the step's grid, under every other rule: the time a
   * cancellation freed, which staff may have booked off the grid (the waitlist, ADR 040).
   */
  alsoStarts?: readonly number[];
}

export interface Slot {
  start: number;
  end: number;
  providerId: string;
  roomId: string | null;
}

const MINUTE = 60_000;

/** Minutes since midnight of "HH:MM[:SS]" (24:00 allowed: the end of the day). */
export function minutesOfDay(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 60 + Number(m) + Math.floor(Number(s) / 60);
}

/** Sorts and merges overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Removes `cut` (merged, sorted) from `windows` (merged, sorted). */
export function subtractIntervals(windows: readonly Interval[], cut: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const window of windows) {
    let start = window.start;
    for (const c of cut) {
      if (c.end <= start || c.start >= window.end) continue;
      if (c.start > start) out.push({ start, end: c.start });
      start = Math.max(start, c.end);
      if (start >= window.end) break;
    }
    if (start < window.end) out.push({ start, end: window.end });
  }
  return out;
}

/** Local minute ranges of a weekday, merged. */
function weekdayMinutes(pattern: readonly WeeklyInterval[], weekday: number): [number, number][] {
  const ranges = pattern
    .filter((p) => p.weekday === weekday)
    .map((p) => ({ start: minutesOfDay(p.start), end: minutesOfDay(p.end) }));
  return mergeIntervals(ranges).map((r) => [r.start, r.end]);
}

function intersectMinutes(a: [number, number][], b: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [as, ae] of a)
    for (const [bs, be] of b) {
      const start = Math.max(as, bs);
      const end = Math.min(ae, be);
      if (end > start) out.push([start, end]);
    }
  return out;
}

/** A sorted, merged busy list answers "does [start, end) overlap anything?" by binary search. */
function overlapsAny(busy: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = busy.length;
  // The first interval whose end is after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((busy[mid]?.end ?? Infinity) <= start) lo = mid + 1;
    else hi = mid;
  }
  const candidate = busy[lo];
  return candidate !== undefined && candidate.start < end;
}

/**
 * The instant of a local date's wall-clock minute in the zone (minute 1440 is the next midnight),
 * remembered per request: providers share their hours, and Temporal's zone look-ups are the cost.
 */
function localInstants(timeZone: string) {
  const known = new Map<string, number>();
  return (date: Temporal.PlainDate, dateKey: string, minute: number): number => {
    const key = `${dateKey}|${minute}`;
    let value = known.get(key);
    if (value === undefined) {
      const day = minute >= 1440 ? date.add({ days: 1 }) : date;
      const m = minute >= 1440 ? minute - 1440 : minute;
      const plainTime = new Temporal.PlainTime(Math.floor(m / 60), m % 60);
      const zoned = day.toZonedDateTime({ timeZone, plainTime });
      // A wall time the clock skips (spring forward) is where the clock jumps: the first instant
      // whose wall time is at or after it, so no hour's edge moves into the next hour.
      value =
        Temporal.PlainTime.compare(zoned.toPlainTime(), plainTime) === 0
          ? zoned.epochMilliseconds
          : (day
              .toPlainDateTime(plainTime)
              .toZonedDateTime(timeZone, { disambiguation: 'earlier' })
              .getTimeZoneTransition('next')?.epochMilliseconds ?? zoned.epochMilliseconds);
      known.set(key, value);
    }
    return value;
  };
}

/** YYYY-MM-DD strings compare as dates. */
function isClosed(date: string, closures: SlotRequest['closures']): boolean {
  return closures.some((c) => date >= c.startsOn && date <= c.endsOn);
}

/** The bookable slots, ordered by start and then by the providers' order in the request. */
export function computeSlots(request: SlotRequest): Slot[] {
  const { timezone, stepMinutes, durationMinutes } = request;
  const duration = durationMinutes * MINUTE;
  const before = request.bufferBeforeMinutes * MINUTE;
  const after = request.bufferAfterMinutes * MINUTE;
  const step = stepMinutes * MINUTE;
  const notAfter = request.notAfter ?? Number.POSITIVE_INFINITY;
  const alsoStarts = request.alsoStarts ?? [];
  const first = Temporal.PlainDate.from(request.startDate);
  const last = Temporal.PlainDate.from(request.endDate);
  const rooms = request.rooms.map((room) => ({ id: room.id, busy: mergeIntervals(room.busy) }));
  const providers = request.providers.map((p) => ({
    id: p.id,
    hours: p.hours,
    extra: mergeIntervals(p.extraHours),
    timeOff: mergeIntervals(p.timeOff),
    busy: mergeIntervals(p.busy),
  }));

  const localInstant = localInstants(timezone);
  const slots: Slot[] = [];
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    const dateKey = date.toString();
    if (isClosed(dateKey, request.closures)) continue;
    const midnight = localInstant(date, dateKey, 0);
    const nextMidnight = localInstant(date, dateKey, 1440);
    if (nextMidnight <= request.notBefore || midnight >= notAfter) continue;
    const branch = weekdayMinutes(request.branchHours, date.dayOfWeek);
    const daySlots: Slot[] = [];
    for (const provider of providers) {
      const pattern = intersectMinutes(branch, weekdayMinutes(provider.hours, date.dayOfWeek)).map(
        ([start, end]) => ({
          start: localInstant(date, dateKey, start),
          end: localInstant(date, dateKey, end),
        }),
      );
      const extra = provider.extra
        .filter((e) => e.end > midnight && e.start < nextMidnight)
        .map((e) => ({ start: Math.max(e.start, midnight), end: Math.min(e.end, nextMidnight) }));
      const windows = subtractIntervals(mergeIntervals([...pattern, ...extra]), provider.timeOff);
      const tryStart = (start: number) => {
        if (start < request.notBefore || start >= notAfter) return;
        const end = start + duration;
        if (overlapsAny(provider.busy, start - before, end + after)) return;
        let roomId: string | null = null;
        if (rooms.length > 0) {
          for (const room of rooms)
            if (!overlapsAny(room.busy, start, end)) {
              roomId = room.id;
              break;
            }
          if (roomId === null) return;
        }
        daySlots.push({ start, end, providerId: provider.id, roomId });
      };
      for (const window of windows) {
        // Steps count from local midnight, in absolute time: 09:00, 09:15, ... in the zone.
        let start = midnight + Math.ceil((window.start - midnight) / step) * step;
        for (; start + duration <= window.end; start += step) tryStart(start);
        // Off the grid only (a start on it was tried above), inside the same window.
        for (const extra of alsoStarts)
          if ((extra - midnight) % step !== 0 && extra >= window.start && extra + duration <= window.end)
            tryStart(extra);
      }
    }
    // Stable: equal starts keep the providers' order.
    daySlots.sort((a, b) => a.start - b.start);
    slots.push(...daySlots);
  }
  return slots;
}

/**
 * ISO 8601 with the zone's offset ("2026-03-29T09:00:00+02:00") for many instants: each stretch
 * between two of the zone's transitions is looked up once (a month has at most a few).
 */
export function instantFormatter(timeZone: string): (epochMs: number) => string {
  const stretches: { from: number; to: number; offsetMs: number }[] = [];
  const offsetAt = (epochMs: number): number => {
    const known = stretches.find((s) => s.from <= epochMs && epochMs < s.to);
    if (known) return known.offsetMs;
    const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
    const offsetMs = zoned.offsetNanoseconds / 1e6;
    const previous = zoned.getTimeZoneTransition('previous');
    const next = zoned.getTimeZoneTransition('next');
    stretches.push({
      from: previous?.epochMilliseconds ?? Number.NEGATIVE_INFINITY,
      to: next?.epochMilliseconds ?? Number.POSITIVE_INFINITY,
      offsetMs,
    });
    return offsetMs;
  };
  // Wall-clock text by arithmetic: a day's "YYYY-MM-DD" once, each minute's "HH:MM" once.
  const days = new Map<number, string>();
  const offsets = new Map<number, string>();
  const clock = Array.from(
    { length: 1440 },
    (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  );
  return (epochMs) => {
    const offsetMs = offsetAt(epochMs);
    const local = epochMs + offsetMs;
    const day = Math.floor(local / 86_400_000);
    let date = days.get(day);
    if (date === undefined) {
      date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      days.set(day, date);
    }
    const withinDay = local - day * 86_400_000;
    const minute = Math.floor(withinDay / MINUTE);
    const second = Math.floor((withinDay % MINUTE) / 1000);
    let offset = offsets.get(offsetMs);
    if (offset === undefined) {
      const abs = Math.abs(offsetMs) / MINUTE;
      offset = `${offsetMs < 0 ? '-' : '+'}${clock[Math.floor(abs / 60) * 60 + (abs % 60)] ?? '00:00'}`;
      offsets.set(offsetMs, offset);
    }
    return `${date}T${clock[minute] ?? '00:00'}:${second < 10 ? '0' : ''}${second}${offset}`;
  };
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDateOf(epochMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** The instant a local date starts in the zone. */
export function localMidnight(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/** The local date `days` after `date`. */
export function addLocalDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
