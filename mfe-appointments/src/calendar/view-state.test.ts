import { readListQuery } from '@clinio/contracts';
import { moveTab, readTabOrder, tabOrderKey, writeTabOrder } from './tab-order';
import { CALENDAR_LIST, instantRange, readCalendarState, shownDay, stepDay } from './view-state';

const read = (search: string) => readCalendarState(readListQuery(CALENDAR_LIST, search));

describe('the calendar state in the URL', () => {
  it('reads view, day, branch and multi-value filters; ignores junk', () => {
    const state = read(
      '?view=week&date=2026-03-02&branch=b1&providers=p1,p2&rooms=r1&types=consultation&columns=room',
    );
    expect(state).toMatchObject({
      view: 'week',
      date: '2026-03-02',
      branchId: 'b1',
      providerIds: ['p1', 'p2'],
      roomIds: ['r1'],
      types: ['consultation'],
      columns: 'room',
    });
    expect(read('?view=year&date=2026-02-31&columns=chairs')).toMatchObject({
      view: null,
      date: null,
      columns: 'provider',
    });
  });

  it("opens on today in the branch's zone when no day is given", () => {
    // 02:00 UTC on 2 March is still 1 March in New York.
    const day = shownDay(read(''), 'America/New_York', new Date('2026-03-02T02:00:00Z'));
    expect([day.getMonth(), day.getDate()]).toEqual([2, 1]);
  });

  it('asks the API for whole local days, including the day the clocks change', () => {
    const week = instantRange('week', new Date(2026, 2, 25), 'Europe/Berlin');
    expect(week).toEqual({ start: '2026-03-23T00:00:00+01:00', end: '2026-03-30T00:00:00+02:00' });
    expect(instantRange('day', new Date(2026, 9, 25), 'Europe/Berlin')).toEqual({
      start: '2026-10-25T00:00:00+02:00',
      end: '2026-10-26T00:00:00+01:00',
    });
  });

  it('steps a day, a week or a month', () => {
    const day = new Date(2026, 0, 31);
    expect(stepDay('day', day, 1)).toBe('2026-02-01');
    expect(stepDay('week', day, -1)).toBe('2026-01-24');
    expect(stepDay('month', day, 1)).toBe('2026-02-28');
  });
});

describe('the remembered tab order (appointments-tab-order)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per user and completed with views it lacks', () => {
    writeTabOrder('u1', ['list', 'day']);
    expect(localStorage.getItem('appointments-tab-order-u1')).toBe('["list","day"]');
    expect(readTabOrder('u1')).toEqual(['list', 'day', 'week', 'month']);
    expect(readTabOrder('u2')).toEqual(['day', 'week', 'month', 'list']);
    expect(tabOrderKey(null)).toBe('appointments-tab-order');
  });

  it('reads junk as the default order', () => {
    localStorage.setItem('appointments-tab-order-u1', '{not json');
    expect(readTabOrder('u1')).toEqual(['day', 'week', 'month', 'list']);
    localStorage.setItem('appointments-tab-order-u1', '["week","week","year"]');
    expect(readTabOrder('u1')).toEqual(['week', 'day', 'month', 'list']);
  });

  it('moves a tab one place, and not past either end', () => {
    expect(moveTab(['day', 'week', 'month', 'list'], 'month', -1)).toEqual(['day', 'month', 'week', 'list']);
    expect(moveTab(['day', 'week', 'month', 'list'], 'day', -1)).toEqual(['day', 'week', 'month', 'list']);
  });
});
