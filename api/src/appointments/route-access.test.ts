import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { insertActiveStaff } from '../tenancy/provision';
import { signIn, TEST_PASSWORD, type SignedIn } from '../test/factories';
import { hashPassword } from '../auth/passwords';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { APPOINTMENTS_FAMILY, buildSampleClinic } from './route-samples';
import type { SchedulingClinic } from './test-fixtures';

/**
 * Quality bar 4 for the appointment routes, enumerated from the route table: every route refuses a
 * patient token, each role gets 403 wherever its permissions fall short (audited), and a role
 * without appointments_read is refused everywhere. A new route of the family without a sample fails.
 */
let ctx: TestContext;
let clinic: SchedulingClinic;
let owner: Member;
let routes: RouteRow[];
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ clinic, owner, samples } = await buildSampleClinic(ctx));
  routes = ctx.routes.filter((route) => APPOINTMENTS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);

it('declares every route of the family, each with an appointments permission (types: settings)', () => {
  expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(samples).sort());
  for (const route of routes) {
    expect(route.access).toBe('staff');
    expect(route.permission).toMatch(
      route.url === '/api/appointment-types/:key'
        ? /^settings_manage$/
        : /^appointments_(read|create|update)$/,
    );
  }
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBeGreaterThan(
    routes.length * 2,
  );
});

it('refuses a patient token on every route (403)', async () => {
  await expectStatusOnEach(ctx.server, routes, sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses each system role wherever its permissions fall short, and audits it', async () => {
  let checked = 0;
  for (const role of ['front_desk', 'provider', 'billing'] as const) {
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role });
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = routes.filter(
      (route) => route.permission !== undefined && !permissions.includes(route.permission),
    );
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Billing reads the calendar but does not book, move, cancel or change a workflow; none of the
  // three sets the clinic's appointment types.
  expect(checked).toBe(7);
});

it('refuses a custom role without appointments_read on every route, and audits each', async () => {
  const session: SignedIn = await ctx.db.database
    .withTenant(clinic.tenant.tenantId, async (tx) => {
      const role = await tx
        .insertInto('roles')
        .values({
          tenant_id: clinic.tenant.tenantId,
          name: 'Records only',
          description: '',
          permissions: ['patients_read'],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return insertActiveStaff(tx, {
        tenantId: clinic.tenant.tenantId,
        roleId: role.id,
        branchIds: clinic.tenant.branchIds,
        username: 'recordsonly',
        email: 'records-only@example.test',
        firstName: 'Rec',
        lastName: 'Only',
        passwordHash: await hashPassword(TEST_PASSWORD),
        emailVerified: true,
      });
    })
    .then(() => signIn(ctx.server, { username: 'recordsonly', password: TEST_PASSWORD }));
  const before = (await auditActions(ctx.db.database, clinic.tenant.tenantId)).filter(
    (a) => a.action === 'access.denied',
  ).length;
  expect(await expectStatusOnEach(ctx.server, routes, sample, session.headers, 403)).toBe(12);
  const after = (await auditActions(ctx.db.database, clinic.tenant.tenantId)).filter(
    (a) => a.action === 'access.denied',
  ).length;
  expect(after - before).toBe(12);
});
