import fc from 'fast-check';
import { buildSystemAdmin, signInSystemAdmin } from '../test/factories';
import { expectDocumentedAnswer, generatedBodies, oddValues } from '../test/generated-input';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTrialTenant, signedInStaff } from './test-fixtures';

/**
 * Quality bar 16 for the plan routes: generated bodies and path values never yield a 5xx, and
 * every refusal has the `{ detail, code }` shape.
 */
let ctx: TestContext;
let staffBearer: string;
let systemBearer: string;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTrialTenant(ctx.db.database);
  tenantId = tenant.tenantId;
  staffBearer = (await signedInStaff(ctx.server, ctx.db.database, tenant)).headers.authorization;
  systemBearer = (await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database))).headers
    .authorization;
});
afterAll(() => ctx.close());

const oddValue = oddValues([
  'pro',
  'trial',
  'basic',
  'audit_logging',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '2025-02-30T00:00:00Z',
]);

const ROUTES = () => [
  {
    method: 'POST' as const,
    url: '/api/subscription/change-plan',
    bearer: staffBearer,
    base: { plan: 'essential' },
  },
  {
    method: 'PUT' as const,
    url: '/api/system-admin/plan-matrix',
    bearer: systemBearer,
    base: { cells: [{ feature_key: 'telemedicine', plan: 'pro', is_enabled: true }] },
  },
  {
    method: 'PATCH' as const,
    url: '/api/system-admin/features/telemedicine',
    bearer: systemBearer,
    base: { name: 'Telemedicine', is_active: true, default_enabled: true, requires_plan_tier: 'pro' },
  },
  {
    method: 'PATCH' as const,
    url: `/api/system-admin/tenants/${tenantId}/subscription`,
    bearer: systemBearer,
    base: { plan: 'pro', status: 'trial', trial_ends_at: '2030-01-01T00:00:00Z' },
  },
];

it('never answers 5xx to generated bodies', async () => {
  for (const route of ROUTES()) {
    await fc.assert(
      fc.asyncProperty(generatedBodies(route.base, oddValue), async (payload) => {
        const response = await ctx.server.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json', authorization: route.bearer },
          payload: JSON.stringify(payload),
        });
        expectDocumentedAnswer(response);
      }),
      { numRuns: 60 },
    );
  }
});

it('never answers 5xx to generated feature keys and tenant ids in the path', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 80 }), async (value) => {
      const segment = encodeURIComponent(value);
      for (const [url, bearer] of [
        [`/api/features/${segment}/access`, staffBearer],
        [`/api/features/${segment}/upgrade-info`, staffBearer],
        [`/api/system-admin/features/${segment}`, systemBearer],
        [`/api/system-admin/tenants/${segment}/subscription`, systemBearer],
      ] as const) {
        expectDocumentedAnswer(
          await ctx.server.inject({ method: 'GET', url, headers: { authorization: bearer } }),
        );
      }
    }),
    { numRuns: 60 },
  );
});
