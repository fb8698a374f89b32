/**
 * Re-consent before booking (issue 16, ADR 050) crosses two remotes: mfe-patients' booking dialog
 * sends the patient to mfe-forms' signing page, which sends them back with booking open on the same
 * type. Both ends read and write these URLs here, so neither spells the other's parameters.
 */
export interface BookingRoundTrip {
  patientId: string;
  appointmentType: string;
}

const SIGN = { type: 'sign_for', patient: 'patient' } as const;
const BACK = { type: 'book', patient: 'for' } as const;

function pathWith(base: string, names: { type: string; patient: string }, trip: BookingRoundTrip): string {
  const params = new URLSearchParams({ [names.type]: trip.appointmentType, [names.patient]: trip.patientId });
  return `${base}?${params.toString()}`;
}

function tripIn(search: URLSearchParams, names: { type: string; patient: string }): BookingRoundTrip | null {
  const appointmentType = search.get(names.type);
  const patientId = search.get(names.patient);
  return appointmentType && patientId ? { appointmentType, patientId } : null;
}

/** Where the patient signs what a type of visit needs before booking it. */
export const signBeforeBookingPath = (trip: BookingRoundTrip): string =>
  pathWith('/patient-dashboard/consents', SIGN, trip);

/** The signing page's query, when it was opened from booking. */
export const signBeforeBookingOf = (search: URLSearchParams): BookingRoundTrip | null => tripIn(search, SIGN);

/** Back to the portal home with booking open on the type just signed for. */
export const backToBookingPath = (trip: BookingRoundTrip): string =>
  pathWith('/patient-dashboard', BACK, trip);

/** The portal home's query, when the patient comes back to book. */
export const backToBookingOf = (search: URLSearchParams): BookingRoundTrip | null => tripIn(search, BACK);

/** The portal home's query without the way back (once the booking it opened is closed). */
export function withoutBackToBooking(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(BACK.type);
  next.delete(BACK.patient);
  return next;
}
