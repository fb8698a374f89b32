import { SYSTEM_ROLES, type PatientRecord } from '@clinio/contracts';
import type { RouteRow } from '../app';
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
import { PATIENT_RECORDS_FAMILY, patientRecordSamples } from './route-samples';

/**
 * Quality bar 4 for the patient record routes, enumerated from the route table: every staff route
 * refuses a patient token, each system role below super admin gets 403 wherever its permissions
 * fall short (and the refusal is audited), and the portal routes refuse staff tokens. A new route
 * of the family without a sample request fails here.
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let members: { role: 'front_desk' | 'provider' | 'billing'; member: Member }[];
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  members = [];
  for (const role of ['front_desk', 'provider', 'billing'] as const) {
    members.push({ role, member: await buildMember(ctx.server, ctx.db.database, { tenant, role }) });
  }
  const created = await ctx.server.inject({
    method: 'POST',
    url: '/api/patients/',
    headers: owner.session.headers,
    payload: { first_name: 'Sample', last_name: 'Record' },
  });
  const record = created.json<PatientRecord>();
  samples = patientRecordSamples({ patientId: record.id, chartNumber: record.chart_number });
  routes = ctx.routes.filter((route) => PATIENT_RECORDS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const staffRoutes = () =>
  routes.filter((route) => route.access === 'staff' || route.access === 'super_admin');

function refuses(route: RouteRow, permissions: readonly string[]): boolean {
  if (route.access === 'super_admin') return true;
  return route.permission !== undefined && !permissions.includes(route.permission);
}

it('declares every route of the family, with a permission on every staff route', () => {
  expect(routes.length).toBe(14);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access === 'staff') expect(route.permission).toMatch(/^patients_(read|create|update|delete)$/);
  }
  expect(routes.filter((route) => route.access === 'patient')).toHaveLength(3);
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBeGreaterThan(
    routes.length * 2,
  );
});

it('refuses a patient token on every staff route (403)', async () => {
  const headers = await patientHeaders(ctx.services.keys);
  await expectStatusOnEach(ctx.server, staffRoutes(), sample, headers, 403);
});

it('refuses a staff token on the portal routes (403)', async () => {
  const portal = routes.filter((route) => route.access === 'patient');
  await expectStatusOnEach(ctx.server, portal, sample, owner.session.headers, 403);
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  for (const { role, member } of members) {
    const refused = staffRoutes().filter((route) => refuses(route, SYSTEM_ROLES[role].permissions));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // front desk: archive, restore, erase; provider: + create; billing: + create, update.
  expect(checked).toBe(3 + 4 + 5);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});
