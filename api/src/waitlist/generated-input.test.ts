import fc from 'fast-check';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor, type SampleRequest } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import {
  isPortalBookingRoute,
  portalBookingSamples,
  WAITLIST_FAMILY,
  waitlistSamples,
} from './route-samples';
import { dayAt, givenAppointment, givenWorkingProvider } from './scheduling-fixtures';

/**
 * Quality bar 16 for the waitlist and the portal's self-booking: generated bodies and query
 * values built from each route's sample never yield a 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;
let owner: Member;
let patient: PatientSignedIn;
let samples: Record<string, SampleRequest>;
let patientId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  await givenWorkingProvider(ctx.db.database, tenant, provider.id);
  const login = await buildPatientLogin(ctx.db.database);
  const record = (await buildPatient(ctx.db.database, { tenant, login })).id;
  patientId = record;
  patient = await signInPatient(ctx.server, login);
  const appointmentId = await givenAppointment(ctx.db.database, tenant, {
    patientId: record,
    providerId: provider.id,
    start: dayAt(7, '10:00'),
  });
  const ids = { patientId: record, branchId: tenant.branchIds[0]!, tenantId: tenant.tenantId };
  samples = {
    ...waitlistSamples({ ...ids, entryId: '00000000-0000-4000-8000-000000000000' }),
    ...portalBookingSamples({ ...ids, providerId: provider.id, appointmentId }),
  };
});
afterAll(() => ctx.close());

const oddValue = oddValues([
  '2026-02-30T09:00:00Z',
  '2026-03-29T01:30:00+00:00',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
  'consultation',
  'CONSULTATION',
  '%',
  '.',
]);

it('never answers 5xx to generated bodies on the staff and public routes', async () => {
  const routes = ctx.routes.filter((route) => WAITLIST_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(4);
});

it('never answers 5xx to generated bodies on the portal routes', async () => {
  const routes = ctx.routes.filter((route) => isPortalBookingRoute(route) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: patient.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(2);
});

it('never answers 5xx to generated query values of the lists and the availability', async () => {
  const portalBase = `/api/patients/${patientId}/my-appointments`;
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (a, b) => {
      const list = await ctx.server.inject({
        method: 'GET',
        url: `/api/waitlist?status=${encodeURIComponent(a)}&limit=${encodeURIComponent(b)}&branch_id=${encodeURIComponent(b)}`,
        headers: owner.session.headers,
      });
      expect(list.statusCode).toBeLessThan(500);
      const slots = await ctx.server.inject({
        method: 'GET',
        url: `${portalBase}/availability?appointment_type=${encodeURIComponent(a)}&branch_id=${encodeURIComponent(b)}&start_date=${encodeURIComponent(a)}&end_date=2026-01-01`,
        headers: patient.headers,
      });
      expect(slots.statusCode).toBeLessThan(500);
    }),
    { numRuns: 40 },
  );
});
