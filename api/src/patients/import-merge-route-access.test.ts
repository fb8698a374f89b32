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
import { insertPatient, uploadDraft } from './imports/import-test-fixtures';
import {
  importMergeSamples,
  PATIENT_IMPORT_MERGE_FAMILY,
  type ImportMergeFixtures,
} from './import-merge-route-samples';

/**
 * Quality bar 4 for the patient import, duplicate and merge routes, enumerated from the route
 * table with valid requests, so that only authorization can refuse them: every route refuses a
 * patient token, and front desk and provider get 403 (audited) wherever their role lacks the
 * route's permission. A new route under these paths without a sample fails this test.
 */
let ctx: TestContext;
let routes: RouteRow[];
let owner: Member;
let frontDesk: Member;
let provider: Member;
let fixtures: ImportMergeFixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  const draft = await uploadDraft(ctx.server, owner.session.headers, 'First Name,Last Name\nAna,Probe\n');
  fixtures = {
    importId: draft.import.id,
    patientA: await insertPatient(ctx.db.database, tenant.tenantId, { first_name: 'Ann', last_name: 'A' }),
    patientB: await insertPatient(ctx.db.database, tenant.tenantId, { first_name: 'Ann', last_name: 'B' }),
  };
  routes = ctx.routes.filter(
    (route) => PATIENT_IMPORT_MERGE_FAMILY.test(route.url) && route.method !== 'HEAD',
  );
});
afterAll(() => ctx.close());

function sample(route: RouteRow): SampleRequest {
  return sampleFor(route, importMergeSamples(fixtures));
}

describe('route table of patient import, duplicates and merge', () => {
  it('declares every route with a permission, and knows them all', () => {
    expect(routes.length).toBe(10);
    for (const route of routes) {
      expect(route.access).toBe('staff');
      expect(route.permission).toBeDefined();
      expect(() => sample(route)).not.toThrow();
    }
  });

  it('answers 401 to no token and to a forged one before reading a bad body (every route)', async () => {
    const forged = forgedToken(owner.session.tokens.access_token);
    expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBeGreaterThan(
      routes.length * 2,
    );
  });

  it('refuses a patient token on every route (403)', async () => {
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
    // Provider: the 7 import routes and the merge; front desk: the merge.
    expect(checked).toBe(9);
    const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
      (row) => row.action === 'access.denied',
    );
    expect(denials.length).toBe(checked);
  });

  it('lets the roles with the permission through (authorization refuses nothing else)', async () => {
    for (const route of routes) {
      const request = sample(route);
      const response = await ctx.server.inject({
        ...request,
        headers: { ...request.headers, ...owner.session.headers },
      });
      const name = `${route.method} ${route.url}`;
      expect({ route: name, status: response.statusCode < 300 }).toEqual({ route: name, status: true });
    }
  });
});
