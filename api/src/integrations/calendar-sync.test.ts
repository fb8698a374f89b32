import { planBusyChanges } from './calendar-sync';
import type { CalendarEvent } from './providers';

/** How a page of changed Google events becomes busy times (ADR 055), against hand-made cases. */

const event = (id: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  cancelled: false,
  transparent: false,
  start: '2031-01-06T15:00:00Z',
  end: '2031-01-06T16:00:00Z',
  clinioAppointmentId: null,
  ...extra,
});

it('keeps opaque timed events and drops what blocks nothing', () => {
  const changes = planBusyChanges([
    event('busy'),
    event('free', { transparent: true }),
    event('gone', { cancelled: true }),
    event('all-day', { start: null, end: null }),
    event('visit', { clinioAppointmentId: 'a1' }),
    event('backwards', { end: '2031-01-06T14:00:00Z' }),
  ]);
  expect(changes.upserts).toEqual([
    { id: 'busy', start: new Date('2031-01-06T15:00:00Z'), end: new Date('2031-01-06T16:00:00Z') },
  ]);
  expect(changes.deletes).toEqual(['free', 'gone', 'all-day', 'visit', 'backwards']);
});

it('takes the last change of an event that changed twice in one page', () => {
  const changes = planBusyChanges([
    event('moved'),
    event('moved', { start: '2031-01-06T17:00:00Z', end: '2031-01-06T18:00:00Z' }),
  ]);
  expect(changes.upserts).toEqual([
    { id: 'moved', start: new Date('2031-01-06T17:00:00Z'), end: new Date('2031-01-06T18:00:00Z') },
  ]);
  expect(planBusyChanges([event('x'), event('x', { cancelled: true })])).toEqual({
    upserts: [],
    deletes: ['x'],
  });
});
