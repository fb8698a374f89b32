import {
  availableMinutes,
  cancellationRate,
  daysInRange,
  isoWeekday,
  leadTimeDays,
  median,
  noShowRate,
  patientKind,
  periodChange,
  previousPeriod,
  utilisation,
  weekStart,
} from './figures';
import { AnalyticsQuery } from './schemas';

// Hand-computed fixtures (ADR 054).
describe('no-show and cancellation rates', () => {
  it('counts no-shows over the visits that were due (attended or no-show), never cancelled ones', () => {
    // 10 visits: 6 attended, 2 no-shows, 2 cancelled -> 2 / 8.
    expect(noShowRate({ noShows: 2, attended: 6 })).toBe(0.25);
    expect(cancellationRate({ cancelled: 2, total: 10 })).toBe(0.2);
  });
  it('has no rate when nothing was due or booked', () => {
    expect(noShowRate({ noShows: 0, attended: 0 })).toBeNull();
    expect(cancellationRate({ cancelled: 0, total: 0 })).toBeNull();
  });
});

describe('utilisation', () => {
  const hours = [
    { weekday: 1, starts: '09:00', ends: '12:00' },
    { weekday: 1, starts: '13:00', ends: '17:00:00' },
    { weekday: 3, starts: '08:30', ends: '12:30' },
  ];
  it("lays the weekly hours over the range's days", () => {
    // Mon 2 Mar 2026 .. Sun 15 Mar 2026: two Mondays (7 h) and two Wednesdays (4 h) = 22 h.
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(availableMinutes(hours, '2026-03-02', '2026-03-15')).toBe(22 * 60);
    expect(availableMinutes(hours, '2026-03-03', '2026-03-03')).toBe(0);
  });
  it('is the booked minutes over the available ones', () => {
    expect(utilisation({ bookedMinutes: 660, availableMinutes: 1320 })).toBe(0.5);
    expect(utilisation({ bookedMinutes: 30, availableMinutes: 0 })).toBeNull();
  });
});

describe('lead time', () => {
  it('is the days from booking to the visit, never negative', () => {
    expect(leadTimeDays(new Date('2026-03-01T09:00:00Z'), new Date('2026-03-04T21:00:00Z'))).toBe(3.5);
    expect(leadTimeDays(new Date('2026-03-04T10:00:00Z'), new Date('2026-03-04T09:00:00Z'))).toBe(0);
  });
  it('takes the median of an odd and an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });
});

describe('periods', () => {
  it('compares a range with the same number of days just before it', () => {
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });
  it('gives the change as a fraction, none from zero', () => {
    expect(periodChange(15, 10)).toBe(0.5);
    expect(periodChange(5, 0)).toBeNull();
  });
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
  });
  it('calls a patient new when their first visit falls in the range', () => {
    expect(patientKind('2026-03-05', { from: '2026-03-01' })).toBe('new');
    expect(patientKind('2025-12-05', { from: '2026-03-01' })).toBe('returning');
  });
  it('refuses a reversed range or one longer than two years', () => {
    expect(AnalyticsQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(AnalyticsQuery.safeParse({ from: '2020-01-01', to: '2026-03-01' }).success).toBe(false);
    expect(AnalyticsQuery.safeParse({ from: '2025-03-01', to: '2026-03-01' }).success).toBe(true);
  });
});
