import { Temporal } from 'temporal-polyfill';
import { computeSlots, instantFormatter, mergeIntervals, subtractIntervals, type SlotRequest } from './slots';

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

function request(overrides: Partial<SlotRequest> = {}): SlotRequest {
  return {
    timezone: 'Europe/Berlin',
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    branchHours: weekdays('08:00', '18:00'),
    closures: [],
    providers: [{ id: 'p1', hours: weekdays('09:00', '12:00'), extraHours: [], timeOff: [], busy: [] }],
    rooms: [],
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    stepMinutes: 30,
    notBefore: 0,
    ...overrides,
  };
}

const at = (iso: string) => Date.parse(iso);
const starts = (req: SlotRequest, zone = req.timezone) => {
  const format = instantFormatter(zone);
  return computeSlots(req).map((s) => format(s.start));
};

describe('computeSlots', () => {
  it('steps through the intersection of branch and provider hours in the local zone', () => {
    expect(starts(request())).toEqual([
      '2026-03-02T09:00:00+01:00',
      '2026-03-02T09:30:00+01:00',
      '2026-03-02T10:00:00+01:00',
      '2026-03-02T10:30:00+01:00',
      '2026-03-02T11:00:00+01:00',
      '2026-03-02T11:30:00+01:00',
    ]);
  });

  it('keeps 09:00 at 09:00 across both daylight-saving changes (Berlin and New York)', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '09:30' }));
    const base = {
      branchHours: everyDay,
      providers: [{ id: 'p', hours: everyDay, extraHours: [], timeOff: [], busy: [] }],
    };
    expect(starts(request({ ...base, startDate: '2026-03-28', endDate: '2026-03-30' }))).toEqual([
      '2026-03-28T09:00:00+01:00',
      '2026-03-29T09:00:00+02:00',
      '2026-03-30T09:00:00+02:00',
    ]);
    expect(starts(request({ ...base, startDate: '2026-10-24', endDate: '2026-10-26' }))).toEqual([
      '2026-10-24T09:00:00+02:00',
      '2026-10-25T09:00:00+01:00',
      '2026-10-26T09:00:00+01:00',
    ]);
    const ny = { ...base, timezone: 'America/New_York' };
    expect(starts(request({ ...ny, startDate: '2026-03-07', endDate: '2026-03-09' }))).toEqual([
      '2026-03-07T09:00:00-05:00',
      '2026-03-08T09:00:00-04:00',
      '2026-03-09T09:00:00-04:00',
    ]);
    expect(starts(request({ ...ny, startDate: '2026-10-31', endDate: '2026-11-02' }))).toEqual([
      '2026-10-31T09:00:00-04:00',
      '2026-11-01T09:00:00-05:00',
      '2026-11-02T09:00:00-05:00',
    ]);
  });

  it('handles the night the clock skips: an hour that does not exist yields no slot inside it', () => {
    const night = [{ weekday: 7, start: '01:00', end: '04:00' }];
    const req = request({
      startDate: '2026-03-29',
      endDate: '2026-03-29',
      branchHours: night,
      providers: [{ id: 'p', hours: night, extraHours: [], timeOff: [], busy: [] }],
      stepMinutes: 60,
      durationMinutes: 60,
    });
    // 01:00 to 04:00 local is two real hours that day: 01:00+01:00 and 03:00+02:00.
    expect(starts(req)).toEqual(['2026-03-29T01:00:00+01:00', '2026-03-29T03:00:00+02:00']);
  });

  it('honours buffers against busy intervals, and the busy intervals themselves', () => {
    const busy = [{ start: at('2026-03-02T10:00:00+01:00'), end: at('2026-03-02T10:30:00+01:00') }];
    const req = request({
      providers: [{ id: 'p1', hours: weekdays('09:00', '12:00'), extraHours: [], timeOff: [], busy }],
      bufferAfterMinutes: 10,
      bufferBeforeMinutes: 5,
    });
    // 09:30 would hold until 10:10; 10:30 would hold from 10:25.
    expect(starts(req)).toEqual([
      '2026-03-02T09:00:00+01:00',
      '2026-03-02T11:00:00+01:00',
      '2026-03-02T11:30:00+01:00',
    ]);
  });

  it('tries a start off the grid as well, under the same rules, and never twice one on it', () => {
    // 09:40-10:10 and 10:40-11:10 are booked: only 10:10 fits between them, and the grid of 30
    // minutes has no step there.
    const busy = [
      { start: at('2026-03-02T09:40:00+01:00'), end: at('2026-03-02T10:10:00+01:00') },
      { start: at('2026-03-02T10:40:00+01:00'), end: at('2026-03-02T11:10:00+01:00') },
    ];
    const providers = [{ id: 'p1', hours: weekdays('09:00', '12:00'), extraHours: [], timeOff: [], busy }];
    expect(starts(request({ providers }))).toEqual([
      '2026-03-02T09:00:00+01:00',
      '2026-03-02T11:30:00+01:00',
    ]);
    expect(
      starts(
        request({
          providers,
          alsoStarts: [
            at('2026-03-02T10:10:00+01:00'),
            // On the grid (already tried), free off it, past the hours' end, on another day.
            at('2026-03-02T11:30:00+01:00'),
            at('2026-03-02T11:45:00+01:00'),
            at('2026-03-02T09:05:00+01:00'),
            at('2026-03-03T10:10:00+01:00'),
          ],
        }),
      ),
    ).toEqual([
      '2026-03-02T09:00:00+01:00',
      '2026-03-02T09:05:00+01:00',
      '2026-03-02T10:10:00+01:00',
      '2026-03-02T11:30:00+01:00',
    ]);
    // With a buffer before, 10:10 would hold from 10:05, inside the visit before it.
    expect(
      starts(request({ providers, bufferBeforeMinutes: 5, alsoStarts: [at('2026-03-02T10:10:00+01:00')] })),
    ).toEqual(['2026-03-02T09:00:00+01:00', '2026-03-02T11:30:00+01:00']);
  });

  it('drops closed days, time off, and starts before the notice or after the horizon', () => {
    expect(computeSlots(request({ closures: [{ startsOn: '2026-03-01', endsOn: '2026-03-02' }] }))).toEqual(
      [],
    );
    const timeOff = [{ start: at('2026-03-02T09:00:00+01:00'), end: at('2026-03-02T11:00:00+01:00') }];
    const provider = { id: 'p1', hours: weekdays('09:00', '12:00'), extraHours: [], timeOff, busy: [] };
    expect(starts(request({ providers: [provider] }))).toEqual([
      '2026-03-02T11:00:00+01:00',
      '2026-03-02T11:30:00+01:00',
    ]);
    expect(
      starts(
        request({ notBefore: at('2026-03-02T10:10:00+01:00'), notAfter: at('2026-03-02T11:00:00+01:00') }),
      ),
    ).toEqual(['2026-03-02T10:30:00+01:00']);
  });

  it('adds extra hours outside the pattern, even on a day without hours', () => {
    const extraHours = [{ start: at('2026-03-07T10:00:00+01:00'), end: at('2026-03-07T11:00:00+01:00') }];
    const req = request({
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      providers: [{ id: 'p1', hours: weekdays('09:00', '12:00'), extraHours, timeOff: [], busy: [] }],
    });
    expect(starts(req)).toEqual(['2026-03-07T10:00:00+01:00', '2026-03-07T10:30:00+01:00']);
  });

  it('gives each slot a free room when the branch has rooms, and none when all are taken', () => {
    const taken = [{ start: at('2026-03-02T09:00:00+01:00'), end: at('2026-03-02T09:30:00+01:00') }];
    const slots = computeSlots(
      request({
        rooms: [
          { id: 'r1', busy: taken },
          {
            id: 'r2',
            busy: [
              ...taken,
              { start: at('2026-03-02T09:30:00+01:00'), end: at('2026-03-02T12:00:00+01:00') },
            ],
          },
        ],
      }),
    );
    expect(slots[0]).toMatchObject({ roomId: 'r1', start: at('2026-03-02T09:30:00+01:00') });
    expect(slots.every((s) => s.roomId === 'r1')).toBe(true);
  });

  it('orders slots by start, then by provider order', () => {
    const p = (id: string) => ({
      id,
      hours: weekdays('09:00', '10:00'),
      extraHours: [],
      timeOff: [],
      busy: [],
    });
    const slots = computeSlots(request({ providers: [p('b'), p('a')] }));
    expect(slots.map((s) => s.providerId)).toEqual(['b', 'a', 'b', 'a']);
  });
});

describe('interval helpers', () => {
  it('merges and subtracts', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 8 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 8 },
    ]);
    expect(
      subtractIntervals(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 3 },
          { start: 8, end: 12 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 8 },
    ]);
  });
});

describe('instantFormatter', () => {
  it("writes the zone's wall clock and offset, as Temporal does, across changes and odd offsets", () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC']) {
      const format = instantFormatter(zone);
      const start = Date.parse('2026-03-01T00:00:00Z');
      for (let t = start; t < start + 250 * 86_400_000; t += 7 * 3_600_000 + 13 * 60_000 + 1000) {
        const expected = Temporal.Instant.fromEpochMilliseconds(t)
          .toZonedDateTimeISO(zone)
          .toString({ timeZoneName: 'never', smallestUnit: 'second' });
        expect(format(t)).toBe(expected);
      }
    }
    expect(instantFormatter('Asia/Kolkata')(Date.parse('2026-03-02T03:30:00Z'))).toBe(
      '2026-03-02T09:00:00+05:30',
    );
  });
});
