import fc from 'fast-check';
import { buildMember, multipartBody, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import type { RouteRow } from '../app';
import { expectDocumentedAnswer, expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor, type SampleRequest } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { CLINICS_FAMILY, clinicsSamples } from './route-samples';

/**
 * Quality bar 16 for the clinic, branding and branch changes, enumerated from the route table with
 * the family's samples: generated bodies (any JSON, and valid bodies with one or two fields
 * replaced by odd values, nested opening hours included) and
 * generated uploads never yield a 5xx, and every refusal has the `{ detail, code }` shape.
 */
let ctx: TestContext;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: await buildTenant(ctx.db.database, { branches: 2 }),
    role: 'super_admin',
  });
});
afterAll(() => ctx.close());

const oddValue = oddValues(
  ['#GGGGGG', '#ABCDEF', '24:00', '25:61', 'UTC', 'Etc/GMT+14'],
  fc.dictionary(fc.constantFrom('open', 'close', 'monday'), fc.string({ maxLength: 8 })),
);

it('never answers 5xx to generated bodies on every JSON change of the family (from the route table)', async () => {
  const samples = clinicsSamples(owner);
  const { clinicId, branchIds } = owner.tenant;
  const family = ctx.routes.filter((route) => CLINICS_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzz = (routes: RouteRow[], sample: (route: RouteRow) => SampleRequest) =>
    expectDocumentedAnswersOnEach({
      server: ctx.server,
      routes,
      sample,
      headers: owner.session.headers,
      oddValue,
      numRuns: 60,
    });
  expect(await fuzz(family, (route) => sampleFor(route, samples))).toBeGreaterThanOrEqual(4);
  // A branch's branding: the same change, aimed at a branch.
  const branchBranding = family.filter(
    (route) => route.method === 'PATCH' && route.url === '/api/clinics/:clinicId/branding',
  );
  const branchTarget = (route: RouteRow): SampleRequest => ({
    ...sampleFor(route, samples),
    url: `/api/clinics/${clinicId}/branding?branch_id=${branchIds[1] ?? ''}`,
    payload: { secondary_color: '#445566', tagline: null },
  });
  expect(await fuzz(branchBranding, branchTarget)).toBe(1);
});

it('never answers 5xx to generated uploads or path and query values', async () => {
  const { clinicId } = owner.tenant;
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constantFrom('file', 'logo', ''),
      async (bytes, field) => {
        const body = multipartBody([{ name: field, filename: 'x.png', content: Buffer.from(bytes) }]);
        const response = await ctx.server.inject({
          method: 'POST',
          url: `/api/clinics/${clinicId}/upload-logo`,
          headers: { ...body.headers, ...owner.session.headers },
          payload: body.payload,
        });
        expectDocumentedAnswer(response);
      },
    ),
    { numRuns: 40 },
  );
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 50 }), fc.string({ maxLength: 20 }), async (id, value) => {
      for (const url of [
        `/api/clinics/${encodeURIComponent(id)}/branding?branch_id=${encodeURIComponent(value)}`,
        `/api/branches/${encodeURIComponent(id)}/logo?size=${encodeURIComponent(value)}&exp=${encodeURIComponent(value)}`,
        `/api/tenants/${encodeURIComponent(id)}/branches`,
      ]) {
        expectDocumentedAnswer(
          await ctx.server.inject({ method: 'GET', url, headers: owner.session.headers }),
        );
      }
    }),
    { numRuns: 40 },
  );
});
