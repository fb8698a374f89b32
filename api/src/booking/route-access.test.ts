import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { buildSchedule } from '../availability/schedule-fixtures';
import { buildTenant } from '../test/factories';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { BOOKING_FAMILY, bookingSamples } from './route-samples';

/**
 * Quality bar 4 for ADR 037's routes, from the route table: staff routes refuse no token, a forged
 * one and a patient token, and each role below super admin where its permissions fall short
 * (audited); the public routes answer without a token (never 401).
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let samples: Record<string, SampleRequest>;
let members: { role: 'front_desk' | 'provider' | 'billing'; member: Member }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  members = [];
  for (const role of ['front_desk', 'provider', 'billing'] as const)
    members.push({ role, member: await buildMember(ctx.server, ctx.db.database, { tenant, role }) });
  const schedule = await buildSchedule(ctx.db.database, tenant, { providers: 1 });
  samples = bookingSamples({
    clinicId: tenant.clinicId,
    branchId: schedule.branchId,
    providerId: owner.id,
  });
  routes = ctx.routes.filter((route) => BOOKING_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const staffRoutes = () => routes.filter((route) => route.access === 'staff');

it('declares every route of the family with a sample, and a permission on every staff route', () => {
  expect(routes).toHaveLength(14);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access === 'staff') expect(route.permission).toMatch(/^(appointments_read|settings_manage)$/);
  }
  expect(routes.filter((route) => route.access === 'public')).toHaveLength(8);
});

it('answers 401 to no token and to a forged one on the staff routes, before reading a bad body', async () => {
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, staffRoutes(), sample, forged)).toBeGreaterThan(
    staffRoutes().length * 2,
  );
});

it('refuses a patient token on every staff route (403)', async () => {
  await expectStatusOnEach(ctx.server, staffRoutes(), sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses each role where its permissions fall short (403), audited', async () => {
  let checked = 0;
  for (const { member, role } of members) {
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = staffRoutes().filter(
      (route) => route.permission !== undefined && !permissions.includes(route.permission),
    );
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Changing the booking rules needs settings_manage: none of the three has it.
  expect(checked).toBe(3);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied',
  );
  expect(denials.length).toBeGreaterThanOrEqual(checked);
});

it('lets anyone call the public routes (no 401), with documented answers', async () => {
  for (const route of routes.filter((r) => r.access === 'public')) {
    const request = sample(route);
    const response = await ctx.server.inject(request);
    expect({ route: `${route.method} ${route.url}`, unauthorised: response.statusCode === 401 }).toEqual({
      route: `${route.method} ${route.url}`,
      unauthorised: false,
    });
    expect(response.statusCode).toBeLessThan(500);
  }
});
