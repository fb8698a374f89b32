import {
  backToBookingOf,
  backToBookingPath,
  signBeforeBookingOf,
  signBeforeBookingPath,
  withoutBackToBooking,
} from './booking-round-trip';

const trip = { patientId: '7b0c6a43-5d2e-4b8f-9a51-0f7d3c2e9a10', appointmentType: 'minor procedure & care' };
const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

it('sends the patient to sign and reads the same visit back on the signing page', () => {
  const path = signBeforeBookingPath(trip);
  expect(path.startsWith('/patient-dashboard/consents?')).toBe(true);
  expect(signBeforeBookingOf(queryOf(path))).toEqual(trip);
  // The other end's query is not this one's.
  expect(backToBookingOf(queryOf(path))).toBeNull();
});

it('brings the patient back to book, then drops only its own parameters', () => {
  const path = backToBookingPath(trip);
  expect(path.startsWith('/patient-dashboard?')).toBe(true);
  const search = queryOf(path);
  expect(backToBookingOf(search)).toEqual(trip);
  search.set('tab', 'visits');
  expect(withoutBackToBooking(search).toString()).toBe('tab=visits');
});

it('reads nothing from a query missing either part', () => {
  expect(signBeforeBookingOf(new URLSearchParams('sign_for=consultation'))).toBeNull();
  expect(backToBookingOf(new URLSearchParams('for=someone'))).toBeNull();
});
