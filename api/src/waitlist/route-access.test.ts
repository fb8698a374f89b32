import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import {
  buildPatient,
  buildPatientLogin,
  buildTenant,
  signInPatient,
  type PatientSignedIn,
} from '../test/factories';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import {
  isPortalBookingRoute,
  portalBookingSamples,
  WAITLIST_FAMILY,
  waitlistSamples,
} from './route-samples';
import { dayAt, givenAppointment, givenWorkingProvider } from './scheduling-fixtures';

/**
 * Quality bar 4 for the waitlist and the portal's self-booking, from the route table: staff
 * routes refuse patient tokens and roles without the permission (audited), portal routes refuse
 * staff tokens, the offer links need no token, and nothing reads a bad body before the token.
 */
let ctx: TestContext;
let owner: Member;
let provider: Member;
let patient: PatientSignedIn;
let samples: Record<string, SampleRequest>;
let waitlist: RouteRow[];
let portal: RouteRow[];

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  await givenWorkingProvider(ctx.db.database, tenant, provider.id);
  const login = await buildPatientLogin(ctx.db.database);
  const record = (await buildPatient(ctx.db.database, { tenant, login })).id;
  patient = await signInPatient(ctx.server, login);
  const entry = await ctx.server.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: owner.session.headers,
    payload: {
      patient_id: record,
      branch_id: tenant.branchIds[0],
      appointment_type: 'consultation',
      window_start: dayAt(5, '09:00').toISOString(),
      window_end: dayAt(5, '12:00').toISOString(),
    },
  });
  const appointmentId = await givenAppointment(ctx.db.database, tenant, {
    patientId: record,
    providerId: provider.id,
    start: dayAt(7, '10:00'),
  });
  const ids = { patientId: record, branchId: tenant.branchIds[0]!, tenantId: tenant.tenantId };
  samples = {
    ...waitlistSamples({ ...ids, entryId: entry.json<{ id: string }>().id }),
    ...portalBookingSamples({ ...ids, providerId: provider.id, appointmentId }),
  };
  waitlist = ctx.routes.filter((route) => WAITLIST_FAMILY.test(route.url) && route.method !== 'HEAD');
  portal = ctx.routes.filter((route) => isPortalBookingRoute(route) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);

it('declares every route of both families with its audience and permission', () => {
  expect(
    waitlist.map((route) => `${route.method} ${route.url} ${route.access} ${route.permission ?? ''}`).sort(),
  ).toEqual([
    'DELETE /api/waitlist/:id staff appointments_update',
    'GET /api/waitlist staff appointments_read',
    'POST /api/public/waitlist-offers/accept public ',
    'POST /api/public/waitlist-offers/decline public ',
    'POST /api/public/waitlist-offers/view public ',
    'POST /api/waitlist staff appointments_create',
  ]);
  expect(portal).toHaveLength(5);
  for (const route of [...waitlist, ...portal]) expect(() => sample(route)).not.toThrow();
  expect(portal.every((route) => route.access === 'patient')).toBe(true);
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const guarded = [...waitlist, ...portal].filter((route) => route.access !== 'public');
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, guarded, sample, forged)).toBeGreaterThan(
    guarded.length * 2,
  );
});

it('refuses a patient token on the staff routes and a staff token on the portal routes (403)', async () => {
  const staffRoutes = waitlist.filter((route) => route.access === 'staff');
  await expectStatusOnEach(ctx.server, staffRoutes, sample, await patientHeaders(ctx.services.keys), 403);
  await expectStatusOnEach(ctx.server, portal, sample, owner.session.headers, 403);
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  const billing = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'billing' });
  const refused = waitlist.filter(
    (route) =>
      route.permission !== undefined && !SYSTEM_ROLES.billing.permissions.includes(route.permission as never),
  );
  // billing reads appointments but may not add to or cancel the waitlist.
  expect(await expectStatusOnEach(ctx.server, refused, sample, billing.session.headers, 403)).toBe(2);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id === billing.id,
  );
  expect(denials).toHaveLength(2);
});

it('lets anyone reach the offer links, which answer 404 to an unknown token', async () => {
  const links = waitlist.filter((route) => route.access === 'public');
  await expectStatusOnEach(ctx.server, links, sample, {}, 404);
  expect(patient.headers.authorization).toBeDefined();
});
