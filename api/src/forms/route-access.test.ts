import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { buildPatient, buildPatientLogin, buildTenant, signInPatient } from '../test/factories';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { FORMS_FAMILY, formSamples } from './route-samples';
import { buildFormsAndConsents } from './test-fixtures';

/**
 * Quality bar 4 for the forms and consents routes, enumerated from the route table: every route
 * refuses a patient token and each role without its permission (audited), and needs its feature.
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let members: { role: 'front_desk' | 'billing' | 'provider'; member: Member }[];
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  members = [];
  for (const role of ['front_desk', 'billing', 'provider'] as const) {
    members.push({ role, member: await buildMember(ctx.server, ctx.db.database, { tenant, role }) });
  }
  const patientId = (await buildPatient(ctx.db.database, { tenant })).id;
  const login = await buildPatientLogin(ctx.db.database);
  const portalPatientId = (await buildPatient(ctx.db.database, { tenant, login })).id;
  const portal = await buildFormsAndConsents(ctx.server, owner, portalPatientId);
  samples = formSamples({
    clinicId: tenant.clinicId,
    patientId,
    portalPatientId,
    portalConsentId: portal.consentId,
    ...(await buildFormsAndConsents(ctx.server, owner, patientId)),
  });
  routes = ctx.routes.filter((route) => FORMS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const staffRoutes = () => routes.filter((route) => route.access === 'staff');

it('declares every route of the family, each staff route with a permission and its feature', () => {
  expect(routes.length).toBe(29);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access !== 'staff') continue;
    expect(route.permission).toMatch(/^(forms_read|forms_manage|patients_update)$/);
    expect(route.feature).toBe(/consent/.test(route.url) ? 'consent_management' : 'forms_management');
  }
  expect(routes.filter((route) => route.access === 'patient')).toHaveLength(6);
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBeGreaterThan(
    routes.length * 2,
  );
});

it('refuses a patient token on every staff route (403)', async () => {
  await expectStatusOnEach(ctx.server, staffRoutes(), sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses a staff token on the portal routes (403)', async () => {
  const portal = routes.filter((route) => route.access === 'patient');
  await expectStatusOnEach(ctx.server, portal, sample, owner.session.headers, 403);
});

it("answers another patient's record with 404 on every portal route", async () => {
  const login = await buildPatientLogin(ctx.db.database);
  await buildPatient(ctx.db.database, { tenant: owner.tenant, login });
  const session = await signInPatient(ctx.server, login);
  for (const route of routes.filter((item) => item.access === 'patient')) {
    const response = await ctx.server.inject({ ...sample(route), headers: session.headers });
    expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 404 });
  }
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  for (const { role, member } of members) {
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = staffRoutes().filter((route) => !permissions.includes(route.permission ?? ''));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Billing holds none of the three permissions; front desk and providers lack forms_manage (6 routes).
  expect(checked).toBe(23 + 6 + 6);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});
