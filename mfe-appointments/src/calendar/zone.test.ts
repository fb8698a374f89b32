import { fromWallDate, isWithinHours, parseWall, toWallDate, wallTimeExists } from './zone';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('wall dates in the branch zone, whatever the browser zone', () => {
  it('shows an instant at the branch clock time on both sides of a DST change', () => {
    // 14:00 UTC is 09:00 in New York before the March change (EST) and 10:00 after it (EDT).
    const before = toWallDate('2026-03-07T14:00:00Z', NEW_YORK);
    const after = toWallDate('2026-03-09T14:00:00Z', NEW_YORK);
    expect([before.getDate(), before.getHours()]).toEqual([7, 9]);
    expect([after.getDate(), after.getHours()]).toEqual([9, 10]);
  });

  it('reads 09:00 on the grid as 09:00 at the branch, with that day offset', () => {
    expect(fromWallDate(new Date(2026, 2, 6, 9, 0), NEW_YORK)).toBe('2026-03-06T09:00:00-05:00');
    expect(fromWallDate(new Date(2026, 2, 9, 9, 0), NEW_YORK)).toBe('2026-03-09T09:00:00-04:00');
    expect(fromWallDate(new Date(2026, 9, 26, 9, 30), BERLIN)).toBe('2026-10-26T09:30:00+01:00');
  });

  it('goes there and back unchanged', () => {
    const instant = '2026-10-25T07:45:00+01:00';
    expect(fromWallDate(toWallDate(instant, BERLIN), BERLIN)).toBe(instant);
  });

  it('knows a time the clocks skip (spring forward) does not exist, and an ordinary one does', () => {
    expect(wallTimeExists(new Date(2026, 2, 29, 2, 30), BERLIN)).toBe(false);
    expect(wallTimeExists(new Date(2026, 2, 8, 2, 30), NEW_YORK)).toBe(false);
    expect(wallTimeExists(new Date(2026, 2, 29, 3, 30), BERLIN)).toBe(true);
  });

  it('parses only real dates and times', () => {
    expect(parseWall('2026-02-30', '09:00')).toBeNull();
    expect(parseWall('2026-02-10', '9:00')).toBeNull();
    expect(parseWall('2026-02-10', '09:05')?.getMinutes()).toBe(5);
  });

  it('tells whether a wall range is inside the weekday opening hours', () => {
    const hours = {
      '1': [
        ['09:00', '12:00'],
        ['13:00', '17:00'],
      ] as [string, string][],
    };
    const monday = (h: number, m = 0) => new Date(2026, 2, 2, h, m);
    expect(isWithinHours(hours, monday(9), monday(9, 30))).toBe(true);
    expect(isWithinHours(hours, monday(11, 45), monday(12, 15))).toBe(false);
    expect(isWithinHours(hours, monday(8, 45), monday(9))).toBe(false);
    expect(isWithinHours(hours, new Date(2026, 2, 3, 10), new Date(2026, 2, 3, 11))).toBe(false);
  });
});
