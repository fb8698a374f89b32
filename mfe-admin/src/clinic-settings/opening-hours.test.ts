import type { OpeningHours } from '@clinio/contracts';
import { OFFICE_HOURS } from '../testing/clinic-fixtures';
import { hoursDraftOf, hoursErrorsOf, hoursRequestOf, summarizeHours } from './opening-hours';

const CLOSED: OpeningHours = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

it('summarizes runs of days with the same hours and leaves closed days out', () => {
  expect(summarizeHours(OFFICE_HOURS)).toBe('Mon–Fri 09:00–17:00, Sat 10:00–14:00');
  expect(
    summarizeHours({
      ...CLOSED,
      monday: { open: '08:00', close: '12:00' },
      wednesday: { open: '08:00', close: '12:00' },
    }),
  ).toBe('Mon 08:00–12:00, Wed 08:00–12:00');
  expect(summarizeHours(CLOSED)).toBe('Closed all week');
});

it('sends every weekday, null when closed, and keeps typed times of a closed day in the draft', () => {
  const draft = hoursDraftOf(OFFICE_HOURS);
  expect(draft.sunday).toEqual({ isOpen: false, open: '09:00', close: '17:00' });
  const request = hoursRequestOf({ ...draft, friday: { ...draft.friday, isOpen: false } });
  expect(request).toEqual({ ...OFFICE_HOURS, friday: null });
});

it('refuses a closing time that is not after the opening time', () => {
  const draft = hoursDraftOf(CLOSED);
  expect(hoursErrorsOf({ ...draft, monday: { isOpen: true, open: '17:00', close: '09:00' } })).toEqual({
    monday: 'Closing time must be after opening time',
  });
  expect(hoursErrorsOf({ ...draft, monday: { isOpen: true, open: '', close: '09:00' } })).toEqual({
    monday: 'Enter opening and closing times',
  });
  expect(hoursErrorsOf({ ...draft, monday: { isOpen: true, open: '08:00', close: '24:00' } })).toEqual({});
});
