import {
  expandSeries,
  localDifference,
  localTimeOf,
  nonexistentLocalTime,
  placeLocalTime,
  shiftLocalTime,
  wallClockOf,
} from './recurrence';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const iso = (date: Date) => date.toISOString();

describe('expandSeries: 9:00 stays 9:00 across both DST changes', () => {
  it('London, spring (29 March 2026): 09:00 GMT then 09:00 BST', () => {
    const series = expandSeries('2026-03-23T09:00', 30, LONDON, { frequency: 'weekly', count: 3 });
    expect(series.map((o) => iso(o.start))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-06T08:00:00.000Z',
    ]);
    expect(series.map((o) => localTimeOf(o.start, LONDON))).toEqual([
      '2026-03-23T09:00',
      '2026-03-30T09:00',
      '2026-04-06T09:00',
    ]);
    expect(series.every((o) => o.end.getTime() - o.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it('London, autumn (25 October 2026): 09:00 BST then 09:00 GMT', () => {
    const series = expandSeries('2026-10-19T09:00', 20, LONDON, { frequency: 'weekly', count: 2 });
    expect(series.map((o) => iso(o.start))).toEqual(['2026-10-19T08:00:00.000Z', '2026-10-26T09:00:00.000Z']);
  });

  it('New York, spring (8 March 2026) and autumn (1 November 2026)', () => {
    const spring = expandSeries('2026-03-02T09:00', 30, NEW_YORK, { frequency: 'weekly', count: 2 });
    expect(spring.map((o) => iso(o.start))).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    const autumn = expandSeries('2026-10-26T09:00', 30, NEW_YORK, { frequency: 'weekly', count: 2 });
    expect(autumn.map((o) => iso(o.start))).toEqual(['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('flags an occurrence in the spring gap and moves it forward (compatible)', () => {
    // 01:30 on Sunday 29 March 2026 does not exist in London (01:00 -> 02:00).
    const series = expandSeries('2026-03-22T01:30', 30, LONDON, { frequency: 'weekly', count: 3 });
    expect(series.map((o) => o.dst)).toEqual([null, 'nonexistent', null]);
    expect(localTimeOf(series[1]!.start, LONDON)).toBe('2026-03-29T02:30');
    // New York: 02:30 on 8 March 2026 does not exist.
    const ny = expandSeries('2026-03-01T02:30', 30, NEW_YORK, { frequency: 'weekly', count: 2 });
    expect(ny[1]).toMatchObject({ dst: 'nonexistent', start: new Date('2026-03-08T07:30:00Z') });
  });

  it('flags an occurrence in the autumn overlap and takes the earlier instant', () => {
    const series = expandSeries('2026-10-18T01:30', 30, LONDON, { frequency: 'weekly', count: 2 });
    expect(series[1]).toMatchObject({ dst: 'ambiguous', start: new Date('2026-10-25T00:30:00Z') });
    const ny = expandSeries('2026-10-25T01:30', 30, NEW_YORK, { frequency: 'weekly', count: 2 });
    expect(ny[1]).toMatchObject({ dst: 'ambiguous', start: new Date('2026-11-01T05:30:00Z') });
  });
});

describe('expandSeries: the rules', () => {
  it('weekly on listed weekdays every other week, until a date (inclusive)', () => {
    const series = expandSeries('2026-03-02T10:00', 30, 'UTC', {
      frequency: 'weekly',
      interval: 2,
      weekdays: [1, 3],
      until: '2026-03-18',
    });
    expect(series.map((o) => o.local)).toEqual([
      '2026-03-02T10:00',
      '2026-03-04T10:00',
      '2026-03-16T10:00',
      '2026-03-18T10:00',
    ]);
    expect(series.map((o) => o.index)).toEqual([1, 2, 3, 4]);
  });

  it('monthly by weekday keeps the ordinal week; a fifth week means the last', () => {
    const second = expandSeries('2026-03-10T09:00', 30, LONDON, { frequency: 'monthly', count: 3 });
    expect(second.map((o) => o.local)).toEqual(['2026-03-10T09:00', '2026-04-14T09:00', '2026-05-12T09:00']);
    const last = expandSeries('2026-03-30T09:00', 30, LONDON, { frequency: 'monthly', count: 3 });
    expect(last.map((o) => o.local)).toEqual(['2026-03-30T09:00', '2026-04-27T09:00', '2026-05-25T09:00']);
  });

  it('refuses more than 104 occurrences and an end before the start', () => {
    expect(() =>
      expandSeries('2026-03-02T09:00', 30, 'UTC', {
        frequency: 'weekly',
        weekdays: [1, 2, 3],
        until: '2028-01-01',
      }),
    ).toThrow('A series can have at most 104 appointments: choose an earlier end date');
    expect(() =>
      expandSeries('2026-03-02T09:00', 30, 'UTC', { frequency: 'weekly', until: '2026-03-01' }),
    ).toThrow('The end date is before the first appointment');
  });
});

describe('single local times', () => {
  it('places a local time in the zone and reads it back', () => {
    expect(placeLocalTime('2026-07-01T09:00', LONDON)).toEqual({
      instant: new Date('2026-07-01T08:00:00Z'),
      dst: null,
    });
    expect(() => placeLocalTime('2026-02-30T09:00', LONDON)).toThrow('Use a real date and time');
  });

  it('refuses a naive start in the spring gap and accepts real instants', () => {
    expect(nonexistentLocalTime('2026-03-29T01:30:00+00:00', LONDON)).toBe(
      '2026-03-29 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time.',
    );
    expect(nonexistentLocalTime('2026-03-29T01:30:00+01:00', LONDON)).not.toBeNull();
    expect(nonexistentLocalTime('2026-03-08T02:30:00-05:00', NEW_YORK)).not.toBeNull();
    // Z is an instant; another zone's offset names a real time (06:30 BST); outside the gap is fine.
    expect(nonexistentLocalTime('2026-03-29T01:30:00Z', LONDON)).toBeNull();
    expect(nonexistentLocalTime('2026-03-29T01:30:00-04:00', LONDON)).toBeNull();
    expect(nonexistentLocalTime('2026-03-29T02:30:00+01:00', LONDON)).toBeNull();
    // The autumn overlap exists (twice): the offset says which.
    expect(nonexistentLocalTime('2026-10-25T01:30:00+01:00', LONDON)).toBeNull();
  });
});

describe('wall-clock arithmetic', () => {
  it('reads the local date, weekday and minutes', () => {
    expect(wallClockOf(new Date('2026-03-30T08:00:00Z'), LONDON)).toEqual({
      date: '2026-03-30',
      weekday: 1,
      minutes: 540,
    });
  });

  it('moves 9:00 to 10:00 on the other side of a DST change', () => {
    const before = new Date('2026-03-23T09:00:00Z'); // 09:00 GMT
    const moved = new Date('2026-03-23T10:00:00Z'); // 10:00 GMT
    const by = localDifference(before, moved, LONDON);
    expect(by).toEqual({ days: 0, minutes: 60 });
    // The next week's 09:00 BST (08:00Z) becomes 10:00 BST (09:00Z), not 10:00Z.
    expect(shiftLocalTime(new Date('2026-03-30T08:00:00Z'), LONDON, by)).toEqual(
      new Date('2026-03-30T09:00:00Z'),
    );
    expect(localDifference(before, new Date('2026-03-25T08:30:00Z'), LONDON)).toEqual({
      days: 2,
      minutes: -30,
    });
  });
});
