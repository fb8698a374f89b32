import type { SampleRequest } from '../test/route-access';

/**
 * The routes of ADR 037 (availability, booking rules, the public embed and its links, calendar
 * feeds): one family for the route-table tests.
 */
export const BOOKING_FAMILY =
  /^\/api\/(availability$|booking-settings$|public\/booking|providers\/:id\/calendar-feed$|calendar-feeds\/)/;

/** A valid request per route (`METHOD /url`), so only authorization can refuse it. */
export function bookingSamples(ids: {
  clinicId: string;
  branchId: string;
  providerId: string;
}): Record<string, SampleRequest> {
  const { clinicId, branchId, providerId } = ids;
  const week = 'start_date=2027-03-01&end_date=2027-03-05';
  const token = 'eyJ0ZXN0IjoxfQ.c2lnbmF0dXJlLW5vdC12YWxpZA';
  return {
    'GET /api/availability': {
      url: `/api/availability?appointment_type=consultation&branch_id=${branchId}&${week}`,
    },
    'GET /api/booking-settings': { url: '/api/booking-settings' },
    'PUT /api/booking-settings': {
      url: '/api/booking-settings',
      payload: {
        embed_enabled: true,
        embed_allowed_origins: ['https://www.example-clinic.com'],
        min_notice_minutes: 120,
        max_days_ahead: 90,
        cancel_notice_minutes: 1440,
        slot_step_minutes: 15,
        waitlist_hold_minutes: 120,
      },
    },
    'GET /api/public/booking/:clinicId': { url: `/api/public/booking/${clinicId}` },
    'GET /api/public/booking/:clinicId/availability': {
      url: `/api/public/booking/${clinicId}/availability?appointment_type=consultation&branch_id=${branchId}&${week}`,
    },
    'POST /api/public/booking/:clinicId/appointments': {
      url: `/api/public/booking/${clinicId}/appointments`,
      payload: {
        appointment_type: 'consultation',
        branch_id: branchId,
        provider_id: providerId,
        start_time: '2027-03-01T09:00:00+01:00',
        first_name: 'Probe',
        last_name: 'Patient',
        email: 'probe@example.test',
        phone_number: '+49 30 901820',
        date_of_birth: '1980-01-02',
      },
    },
    'POST /api/public/booking-links/read': { url: '/api/public/booking-links/read', payload: { token } },
    'POST /api/public/booking-links/cancel': { url: '/api/public/booking-links/cancel', payload: { token } },
    'POST /api/public/booking-links/confirm': {
      url: '/api/public/booking-links/confirm',
      payload: { token },
    },
    'POST /api/public/booking-links/reschedule': {
      url: '/api/public/booking-links/reschedule',
      payload: { token, start_time: '2027-03-01T09:00:00+01:00' },
    },
    'GET /api/providers/:id/calendar-feed': { url: `/api/providers/${providerId}/calendar-feed` },
    'POST /api/providers/:id/calendar-feed': { url: `/api/providers/${providerId}/calendar-feed` },
    'DELETE /api/providers/:id/calendar-feed': { url: `/api/providers/${providerId}/calendar-feed` },
    'GET /api/calendar-feeds/:file': { url: '/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' },
  };
}
