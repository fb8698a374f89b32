import { SYSTEM_ROLES } from '@clinio/contracts';
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
import { STAFF_FAMILY, staffSamples } from './route-samples';
import { auditActions, buildMember, patientHeaders, type Member } from './staff-test-fixtures';

/**
 * Quality bar 4 for the staff, roles and audit routes, enumerated from the route table (not
 * hand-picked), with valid requests so that only authorization can refuse them: every route
 * refuses a patient token, and front desk and provider get 403 wherever their role falls short,
 * including the service-level rule on someone else's picture. A new route under these paths
 * without a sample request below fails this test.
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let frontDesk: Member;
let provider: Member;
let target: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  target = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'billing' });
  routes = ctx.routes.filter((route) => STAFF_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

/** A valid request for each route, so that only authorization can refuse it. */
function sample(route: RouteRow): SampleRequest {
  return sampleFor(route, staffSamples({ owner, target }));
}

/** Would this role be refused by the route's declaration or, for the pictures, by the service? */
function refuses(route: RouteRow, permissions: readonly string[]): boolean {
  const { access, permission } = route;
  if (access === 'super_admin') return true;
  if (permission !== undefined) return !permissions.includes(permission);
  // Someone else's picture needs staff_manage.
  return route.url.endsWith('/profile-picture') && !permissions.includes('staff_manage');
}

describe('route table of staff, roles and audit', () => {
  it('declares every route, and knows them all', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      expect(route.access).toBeDefined();
      expect(() => sample(route)).not.toThrow();
    }
  });

  it('answers 401 to no token and to a forged one before reading a bad body (every guarded route)', async () => {
    const guarded = routes.filter((route) => route.access !== 'public');
    const forged = forgedToken(owner.session.tokens.access_token);
    expect(await expectUnauthenticatedBeforeBody(ctx.server, guarded, sample, forged)).toBeGreaterThan(
      guarded.length * 2,
    );
  });

  it('refuses a patient token on every staff and super admin route, and on the pictures (403)', async () => {
    const headers = await patientHeaders(ctx.services.keys);
    await expectStatusOnEach(ctx.server, routes, sample, headers, 403);
  });

  it('refuses front desk and provider wherever their role falls short (403), and audits it', async () => {
    let checked = 0;
    for (const member of [frontDesk, provider]) {
      const permissions = SYSTEM_ROLES[member === frontDesk ? 'front_desk' : 'provider'].permissions;
      const refused = routes.filter((item) => item.access !== 'public' && refuses(item, permissions));
      checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
    }
    expect(checked).toBeGreaterThanOrEqual(25);
    const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
      (row) => row.action === 'access.denied',
    );
    expect(denials.length).toBe(checked);
  });
});
