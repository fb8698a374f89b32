import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { buildPatient, buildTenant } from '../test/factories';
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
  samples = formSamples({
    clinicId: tenant.clinicId,
    patientId,
    ...(await buildFormsAndConsents(ctx.server, owner, patientId)),
  });
  routes = ctx.routes.filter((route) => FORMS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);

it('declares every route of the family, each with a permission and its feature', () => {
  expect(routes.length).toBe(10);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    expect(route.access).toBe('staff');
    expect(route.permission).toMatch(/^(forms_read|forms_manage|patients_update)$/);
    expect(route.feature).toBe(
      route.url.includes('form-templates') ? 'forms_management' : 'consent_management',
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

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  for (const { role, member } of members) {
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = routes.filter((route) => !permissions.includes(route.permission ?? ''));
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  // Billing holds none of the three permissions; front desk and providers lack forms_manage (4 routes).
  expect(checked).toBe(10 + 4 + 4);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});
