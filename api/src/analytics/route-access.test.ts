import { SYSTEM_ROLES } from '@clinio/contracts';
import fc from 'fast-check';
import type { RouteRow } from '../app';
import { auditActions, buildMember, patientHeaders } from '../staff/staff-test-fixtures';
import { expectDocumentedAnswer, oddValues } from '../test/generated-input';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { ANALYTICS_FAMILY, analyticsSamples } from './route-samples';
import { buildAnalyticsClinic, type AnalyticsClinic } from './test-fixtures';

/**
 * Quality bars 4 and 16 for the analytics routes, enumerated from the route table: each needs
 * analytics_read and its feature, refuses patients and forged tokens, and generated queries never
 * yield a 5xx.
 */
let ctx: TestContext;
let clinic: AnalyticsClinic;
let routes: RouteRow[];
let sample: (route: RouteRow) => ReturnType<typeof sampleFor>;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildAnalyticsClinic(ctx);
  const samples = analyticsSamples({ providerId: clinic.providerA.id, branchId: clinic.branchA });
  sample = (route) => sampleFor(route, samples);
  routes = ctx.routes.filter((route) => ANALYTICS_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

it('declares every route with analytics_read and an analytics feature, and answers each sample', async () => {
  expect(routes).toHaveLength(3);
  for (const route of routes) {
    expect([route.access, route.permission]).toEqual(['staff', 'analytics_read']);
    expect(route.feature).toMatch(/^(basic_analytics|system_analytics)$/);
  }
  await expectStatusOnEach(ctx.server, routes, sample, clinic.owner.session.headers, 200);
});

it('answers 401 to no token and a forged one, 403 to a patient token', async () => {
  const forged = forgedToken(clinic.owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, routes, sample, forged)).toBe(routes.length * 2);
  await expectStatusOnEach(ctx.server, routes, sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses the roles without analytics_read (403, audited) and a plan without the feature', async () => {
  let refused = 0;
  for (const role of ['provider', 'front_desk'] as const) {
    expect(SYSTEM_ROLES[role].permissions).not.toContain('analytics_read');
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role });
    refused += await expectStatusOnEach(ctx.server, routes, sample, member.session.headers, 403);
  }
  const denials = (await auditActions(ctx.db.database, clinic.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied',
  );
  expect(denials).toHaveLength(refused);
  const billing = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'billing' });
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .insertInto('staff_branches')
      .values({ tenant_id: clinic.tenant.tenantId, user_id: billing.id, branch_id: clinic.branchB })
      .execute(),
  );
  await expectStatusOnEach(ctx.server, routes, sample, billing.session.headers, 200);
});

it('never answers 5xx to generated queries or odd sections', async () => {
  const oddValue = oddValues(
    ['2026-02-30', '0000-01-01', '9999-12-31', 'day', 'provider', '\u0000', 'x'.repeat(300), '__proto__'],
    fc.constantFrom(-1, 0, 2 ** 53),
  );
  const headers = clinic.owner.session.headers;
  const names = ['from', 'to', 'provider_id', 'branch_id', 'appointment_type', 'group_by'];
  for (const route of routes) {
    const base = new URL(sample(route).url as string, 'http://x');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), oddValue, async (name, value) => {
        const url = new URL(base);
        url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
        const response = await ctx.server.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers,
        });
        if (response.statusCode !== 200) expectDocumentedAnswer(response);
      }),
      { numRuns: 20 },
    );
  }
  for (const url of [
    '/api/analytics/reports/%27?from=2026-01-01&to=2026-01-02',
    '/api/analytics/overview?from=2026-01-01&to=2025-01-02',
    '/api/analytics/overview?from=2000-01-01&to=2026-01-02',
    `/api/analytics/overview?from=2026-01-01&to=2026-01-02&branch_id=${encodeURIComponent("' or 1=1")}`,
    '/api/analytics/system?from=x&to=y',
  ]) {
    const response = await ctx.server.inject({ method: 'GET', url, headers });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
  }
}, 120_000);
