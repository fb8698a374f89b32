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
import { PROVIDER_NOTES_FAMILY, providerNoteSamples } from './route-samples';
import { buildNotes } from './test-fixtures';

/**
 * Quality bar 4 for the provider-notes routes, enumerated from the route table: every staff route
 * refuses a patient token and each role without the notes permissions (audited); the portal route
 * refuses a staff token.
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
  samples = providerNoteSamples({
    patientId,
    portalPatientId,
    ...(await buildNotes(ctx.server, owner, patientId)),
  });
  routes = ctx.routes.filter((route) => PROVIDER_NOTES_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const staffRoutes = () => routes.filter((route) => route.access === 'staff');

it('declares every route of the family, each gated by a notes permission and the provider_notes feature', () => {
  expect(routes.length).toBe(12);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access === 'staff') {
      expect(route.permission).toMatch(/^provider_notes_(read|write)$/);
      expect(route.feature).toBe('provider_notes');
    }
  }
  expect(routes.filter((route) => route.access === 'patient')).toHaveLength(1);
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

it('refuses a staff token on the portal route (403)', async () => {
  const portal = routes.filter((route) => route.access === 'patient');
  await expectStatusOnEach(ctx.server, portal, sample, owner.session.headers, 403);
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  for (const { role, member } of members) {
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = staffRoutes().filter((route) => !permissions.includes(route.permission ?? ''));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Front desk and billing hold neither notes permission: all 11 staff routes; a provider holds both.
  expect(checked).toBe(11 + 11);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});

it('lets a patient read only their own shared notes: another record answers 404', async () => {
  const login = await buildPatientLogin(ctx.db.database);
  await buildPatient(ctx.db.database, { tenant: owner.tenant, login });
  const session = await signInPatient(ctx.server, login);
  const response = await ctx.server.inject({
    ...sample(routes.find((route) => route.access === 'patient') as RouteRow),
    headers: session.headers,
  });
  expect(response.statusCode).toBe(404);
});
