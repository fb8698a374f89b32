import {
  APPOINTMENT_STATUSES,
  canTransition,
  expandSeries,
  localTimeOf,
  STATUS_TRANSITIONS,
} from '@clinio/contracts';
import fc from 'fast-check';

// Properties of the pure scheduling rules (shared/contracts/src/scheduling: recurrence.ts and
// status.ts). They live here because fast-check is an API dev dependency; the examples are beside
// the rules.

const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'];
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

const localStart = fc
  .record({
    // 2025-2027: every DST change of three years in every zone.
    day: fc.integer({ min: 0, max: 3 * 365 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
  })
  .map(({ day, hour, minute }) => {
    const date = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    return `${date}T${pad(hour)}:${pad(minute)}`;
  });

const rule = fc.oneof(
  fc.record({
    frequency: fc.constant('weekly' as const),
    interval: fc.integer({ min: 1, max: 4 }),
    weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }), {
      nil: undefined,
    }),
    count: fc.integer({ min: 2, max: 30 }),
  }),
  fc.record({
    frequency: fc.constant('monthly' as const),
    interval: fc.integer({ min: 1, max: 3 }),
    count: fc.integer({ min: 2, max: 12 }),
  }),
);

describe('expandSeries properties', () => {
  it('keeps the wall-clock time of every occurrence that DST does not touch, in order, with the duration', () => {
    fc.assert(
      fc.property(
        localStart,
        fc.constantFrom(...ZONES),
        rule,
        fc.integer({ min: 5, max: 240 }),
        (start, zone, r, minutes) => {
          const series = expandSeries(start, minutes, zone, r);
          expect(series).toHaveLength(r.count);
          expect(series[0]!.local).toBe(start);
          series.forEach((occurrence, position) => {
            expect(occurrence.index).toBe(position + 1);
            expect(occurrence.end.getTime() - occurrence.start.getTime()).toBe(minutes * MINUTE);
            // Same local time of day as the first, unless a DST gap moved it (flagged).
            expect(occurrence.local.slice(11)).toBe(start.slice(11));
            if (occurrence.dst !== 'nonexistent')
              expect(localTimeOf(occurrence.start, zone)).toBe(occurrence.local);
            if (position > 0)
              expect(occurrence.start.getTime()).toBeGreaterThan(series[position - 1]!.start.getTime());
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a weekly rule falls on its weekdays (or the first occurrence) and its own weeks', () => {
    fc.assert(
      fc.property(localStart, rule, (start, r) => {
        if (r.frequency !== 'weekly') return;
        const series = expandSeries(start, 30, 'UTC', r);
        const weekdays = r.weekdays ?? [((new Date(`${start}Z`).getUTCDay() + 6) % 7) + 1];
        for (const occurrence of series.slice(1)) {
          const weekday = ((new Date(`${occurrence.local}Z`).getUTCDay() + 6) % 7) + 1;
          expect(weekdays).toContain(weekday);
        }
      }),
    );
  });
});

describe('status transition properties', () => {
  const status = fc.constantFrom(...APPOINTMENT_STATUSES);
  it('allows exactly the table (or no change) and nothing out of a final status', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const expected = from === to || STATUS_TRANSITIONS[from].includes(to);
        expect(canTransition(from, to)).toBe(expected);
        if ((from === 'completed' || from === 'cancelled') && from !== to)
          expect(canTransition(from, to)).toBe(false);
      }),
    );
  });

  it('never reaches booked again once the visit moved on', () => {
    fc.assert(fc.property(status, (from) => expect(canTransition(from, 'booked')).toBe(from === 'booked')));
  });
});
