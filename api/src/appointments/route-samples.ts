import type { BookingResult } from '@clinio/contracts';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import type { SampleRequest } from '../test/route-access';
import type { TestContext } from '../test/test-app';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from './test-fixtures';

/** The appointment routes of this module: one family for the route-table tests (bars 4 and 16). */
export const APPOINTMENTS_FAMILY =
  /^\/api\/(appointments\/($|:id$|:id\/workflow$|check-conflicts$)|appointment-types(\/:key)?$|scheduling\/resources$|patients\/:id\/appointments$)/;

export interface SampleIds {
  appointmentId: string;
  patientId: string;
  providerId: string;
  branchId: string;
  roomId: string;
}

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it and
 * the generated inputs start from a valid body. A new route of the family without one fails.
 */
export function appointmentSamples(ids: SampleIds): Record<string, SampleRequest> {
  const booking = {
    patient_id: ids.patientId,
    provider_id: ids.providerId,
    branch_id: ids.branchId,
    room_id: ids.roomId,
    appointment_type: 'consultation',
    start_time: '2030-03-04T10:00:00Z',
    notes: 'Probe',
  };
  return {
    'GET /api/appointments/': {
      url: `/api/appointments/?start=2030-03-04&end=2030-03-11&provider_id=${ids.providerId}&status=booked,confirmed`,
    },
    'POST /api/appointments/': {
      url: '/api/appointments/',
      payload: {
        ...booking,
        recurrence: { frequency: 'weekly', interval: 1, count: 2 },
        allow_outside_hours: true,
      },
    },
    'POST /api/appointments/check-conflicts': {
      url: '/api/appointments/check-conflicts',
      payload: { ...booking, end_time: '2030-03-04T10:45:00Z', appointment_id: ids.appointmentId },
    },
    'GET /api/appointments/:id': { url: `/api/appointments/${ids.appointmentId}` },
    'PUT /api/appointments/:id': {
      url: `/api/appointments/${ids.appointmentId}`,
      // An old version: the fuzzer never changes the sample appointment (409 stale_appointment).
      payload: { start_time: '2030-03-05T10:00:00Z', notes: 'Moved', version: 1000, scope: 'this' },
    },
    'DELETE /api/appointments/:id': {
      // A random appointment: nothing to cancel (404), so the sample stays booked.
      url: '/api/appointments/6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94?reason=Probe&scope=this',
    },
    'GET /api/patients/:id/appointments': {
      url: `/api/patients/${ids.patientId}/appointments?limit=5&status=booked`,
    },
    // The sample appointment has no workflow: a permitted caller gets the 404 that says so.
    'GET /api/appointments/:id/workflow': { url: `/api/appointments/${ids.appointmentId}/workflow` },
    'PUT /api/appointments/:id/workflow': {
      url: `/api/appointments/${ids.appointmentId}/workflow`,
      payload: { workflow_status: 'in_progress' },
    },
    'GET /api/scheduling/resources': { url: '/api/scheduling/resources' },
    'GET /api/appointment-types': { url: '/api/appointment-types' },
    'PUT /api/appointment-types/:key': {
      url: '/api/appointment-types/consultation',
      payload: {
        name: 'Consultation',
        duration_minutes: 30,
        buffer_before_minutes: 0,
        buffer_after_minutes: 5,
        colour: '#3182ce',
        bookable_online: true,
        price_minor: 9000,
        telemedicine: false,
        active: true,
      },
    },
  };
}

/** A clinic ready to book, its super admin, and one booked appointment the samples point at. */
export async function buildSampleClinic(
  ctx: TestContext,
): Promise<{ clinic: SchedulingClinic; owner: Member; samples: Record<string, SampleRequest> }> {
  const clinic = await buildSchedulingClinic(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'super_admin',
  });
  const booked = await ctx.server.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: owner.session.headers,
    payload: bookingBody(clinic, '2030-03-04T09:00:00Z'),
  });
  const samples = appointmentSamples({
    appointmentId: booked.json<BookingResult>().appointment.id,
    patientId: clinic.patientId,
    providerId: clinic.provider.id,
    branchId: clinic.branchId,
    roomId: clinic.roomId,
  });
  return { clinic, owner, samples };
}
