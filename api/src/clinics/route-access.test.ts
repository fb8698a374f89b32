import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { CLINICS_FAMILY, clinicsSamples } from './route-samples';

/**
 * Quality bar 4 for the clinic, branding and branch routes, enumerated from the route table with
 * valid requests, so that only authorization can refuse them: every route refuses a patient token,
 * and front desk and provider get 403 (audited) wherever their role lacks the route's permission.
 * A new route under these paths without a sample request below fails this test.
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let frontDesk: Member;
let provider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { branches: 3 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  routes = ctx.routes.filter((route) => CLINICS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

/** A valid request for each route (the family's samples), so that only authorization can refuse it. */
function sample(route: RouteRow): SampleRequest {
  return sampleFor(route, clinicsSamples(owner));
}

describe('route table of clinics, branding and branches', () => {
  it('declares every route, and knows them all', () => {
    expect(routes.length).toBe(14);
    for (const route of routes) {
      expect(route.access).toBeDefined();
      expect(() => sample(route)).not.toThrow();
    }
    // Reading is open to any staff member; every change needs a permission.
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.every((route) => route.permission !== undefined)).toBe(true);
  });

  it('answers 401 to no token and to a forged one before reading a bad body (every guarded route)', async () => {
    const guarded = routes.filter((route) => route.access !== 'public');
    const forged = forgedToken(owner.session.tokens.access_token);
    expect(await expectUnauthenticatedBeforeBody(ctx.server, guarded, sample, forged)).toBeGreaterThan(
      guarded.length * 2,
    );
  });

  it('refuses a patient token on every route, the logo files included (403)', async () => {
    const headers = await patientHeaders(ctx.services.keys);
    await expectStatusOnEach(ctx.server, routes, sample, headers, 403);
  });

  it('refuses front desk and provider wherever their role lacks the permission (403), and audits it', async () => {
    let checked = 0;
    for (const member of [frontDesk, provider]) {
      const permissions: readonly string[] =
        SYSTEM_ROLES[member === frontDesk ? 'front_desk' : 'provider'].permissions;
      const restricted = routes.filter(
        (route) => route.permission !== undefined && !permissions.includes(route.permission),
      );
      checked += await expectStatusOnEach(ctx.server, restricted, sample, member.session.headers, 403);
    }
    expect(checked).toBe(14);
    const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
      (row) => row.action === 'access.denied',
    );
    expect(denials.length).toBe(checked);
  });

  it('lets the roles with the permission through (authorization refuses nothing else)', async () => {
    const reads = routes.filter((item) => item.method === 'GET' && item.access === 'staff');
    await expectStatusOnEach(ctx.server, reads, sample, frontDesk.session.headers, 200);
    for (const route of routes.filter((item) => item.method !== 'GET')) {
      const request = sample(route);
      const response = await ctx.server.inject({
        ...request,
        headers: { ...request.headers, ...owner.session.headers },
      });
      // The probe logo (415) and the branch with staff (409) are refused by their rules, not by role.
      const refused = response.statusCode === 401 || response.statusCode === 403;
      expect({ route: `${route.method} ${route.url}`, refused }).toEqual({
        route: `${route.method} ${route.url}`,
        refused: false,
      });
    }
  });
});
