import { formatInTimeZone, formatUtc, timeZoneAbbreviation } from './date-time';

const INSTANT = '2026-07-01T23:30:00Z';

describe('formatInTimeZone', () => {
  it('shows the same instant as each branch sees it', () => {
    expect(formatInTimeZone(INSTANT, { timeZone: 'Europe/London', locale: 'en-GB' })).toBe(
      '2 Jul 2026, 00:30',
    );
    expect(formatInTimeZone(INSTANT, { timeZone: 'America/New_York', locale: 'en-GB' })).toBe(
      '1 Jul 2026, 19:30',
    );
    expect(formatInTimeZone(INSTANT, { timeZone: 'Asia/Kolkata', style: 'time', locale: 'en-GB' })).toBe(
      '05:00',
    );
    expect(formatInTimeZone(INSTANT, { timeZone: 'Asia/Kolkata', style: 'date', locale: 'en-GB' })).toBe(
      '2 Jul 2026',
    );
  });

  it('shows a dash for a missing or broken value and survives an unknown zone', () => {
    expect(formatInTimeZone(null)).toBe('—');
    expect(formatInTimeZone('not a date')).toBe('—');
    expect(formatInTimeZone(INSTANT, { timeZone: 'Mars/Olympus', locale: 'en-GB' })).toMatch(/2026/);
  });
});

describe('timeZoneAbbreviation and formatUtc', () => {
  it('names the zone as it is at that date (summer and winter)', () => {
    expect(timeZoneAbbreviation('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('BST');
    expect(timeZoneAbbreviation('Europe/London', new Date('2026-01-01T12:00:00Z'))).toBe('GMT');
    expect(timeZoneAbbreviation('Asia/Kolkata', new Date('2026-01-01T12:00:00Z'))).toBe('GMT+5:30');
  });

  it('gives the UTC instant for a tooltip', () => {
    expect(formatUtc(INSTANT)).toBe('2026-07-01 23:30:00 UTC');
    expect(formatUtc(null)).toBe('—');
  });
});
