import type { SampleRequest } from '../test/route-access';
import { dayAt } from './scheduling-fixtures';

/**
 * The routes of this module for the route-table tests: the staff waitlist, the offer links
 * (public) and the portal's self-booking. A new route of the family without a sample fails both.
 */
export const WAITLIST_FAMILY = /^\/api\/(waitlist($|\/)|public\/waitlist-offers\/)/;
/** The portal's bookings; the plain GET list belongs to the appointments module. */
export const PORTAL_BOOKING_FAMILY = /^\/api\/patients\/:patient_id\/my-appointments($|\/)/;
export const isPortalBookingRoute = (route: { method: string; url: string }) =>
  PORTAL_BOOKING_FAMILY.test(route.url) &&
  !(route.method === 'GET' && route.url === '/api/patients/:patient_id/my-appointments');

export function waitlistSamples(ids: {
  patientId: string;
  branchId: string;
  entryId: string;
  tenantId: string;
}): Record<string, SampleRequest> {
  const token = { token: `${ids.tenantId}.${'A'.repeat(43)}` };
  return {
    'GET /api/waitlist': { url: '/api/waitlist?status=waiting,offered&limit=5' },
    'POST /api/waitlist': {
      url: '/api/waitlist',
      payload: {
        patient_id: ids.patientId,
        branch_id: ids.branchId,
        appointment_type: 'consultation',
        provider_id: null,
        window_start: dayAt(5, '09:00').toISOString(),
        window_end: dayAt(5, '12:00').toISOString(),
        notes: 'Any morning',
      },
    },
    'DELETE /api/waitlist/:id': { url: `/api/waitlist/${ids.entryId}` },
    'POST /api/public/waitlist-offers/view': { url: '/api/public/waitlist-offers/view', payload: token },
    'POST /api/public/waitlist-offers/accept': { url: '/api/public/waitlist-offers/accept', payload: token },
    'POST /api/public/waitlist-offers/decline': {
      url: '/api/public/waitlist-offers/decline',
      payload: token,
    },
  };
}

export function portalBookingSamples(ids: {
  patientId: string;
  branchId: string;
  providerId: string;
  appointmentId: string;
}): Record<string, SampleRequest> {
  const base = `/api/patients/${ids.patientId}/my-appointments`;
  const date = dayAt(6, '00:00').toISOString().slice(0, 10);
  return {
    'GET /api/patients/:patient_id/my-appointments/options': { url: `${base}/options` },
    'GET /api/patients/:patient_id/my-appointments/availability': {
      url: `${base}/availability?appointment_type=consultation&branch_id=${ids.branchId}&start_date=${date}&end_date=${date}`,
    },
    'POST /api/patients/:patient_id/my-appointments': {
      url: base,
      payload: {
        appointment_type: 'consultation',
        branch_id: ids.branchId,
        provider_id: ids.providerId,
        start_time: dayAt(6, '09:00').toISOString(),
      },
    },
    'PUT /api/patients/:patient_id/my-appointments/:id': {
      url: `${base}/${ids.appointmentId}`,
      payload: { provider_id: ids.providerId, start_time: dayAt(6, '10:00').toISOString() },
    },
    'DELETE /api/patients/:patient_id/my-appointments/:id': { url: `${base}/${ids.appointmentId}` },
  };
}
