import fc from 'fast-check';
import { buildMember, multipartBody, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { expectDocumentedAnswer, generatedBodies, oddValues } from '../test/generated-input';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Quality bar 16 for the clinic, branding and branch changes: generated bodies (any JSON, and valid
 * bodies with one or two fields replaced by odd values, nested opening hours included) and
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

const HOURS = { monday: { open: '08:00', close: '17:00' }, sunday: null };

function routes() {
  const { tenantId, clinicId, branchIds } = owner.tenant;
  return [
    {
      method: 'PATCH' as const,
      url: `/api/clinics/${clinicId}`,
      base: {
        name: 'Fuzz Clinic',
        email: 'a@b.test',
        website: 'https://a.test',
        country: 'US',
        timezone: 'UTC',
      },
    },
    {
      method: 'PATCH' as const,
      url: `/api/clinics/${clinicId}/branding`,
      base: { primary_color: '#112233', custom_header_text: 'Hi', show_logo_in_header: true, tagline: 'x' },
    },
    {
      method: 'PATCH' as const,
      url: `/api/clinics/${clinicId}/branding?branch_id=${branchIds[1] ?? ''}`,
      base: { secondary_color: '#445566', tagline: null },
    },
    {
      method: 'POST' as const,
      url: `/api/tenants/${tenantId}/branches`,
      base: { name: 'Fuzz branch', timezone: 'UTC', country: 'GB', phone: '+44 1', opening_hours: HOURS },
    },
    {
      method: 'PATCH' as const,
      url: `/api/tenants/${tenantId}/branches/${branchIds[1] ?? ''}`,
      base: { name: 'Fuzz branch two', postal_code: 'M1 3HE', opening_hours: HOURS },
    },
  ];
}

it('never answers 5xx to generated bodies of the JSON changes', async () => {
  for (const { method, url, base } of routes()) {
    await fc.assert(
      fc.asyncProperty(generatedBodies(base, oddValue), async (payload) => {
        const response = await ctx.server.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...owner.session.headers },
          payload: JSON.stringify(payload),
        });
        expectDocumentedAnswer(response);
      }),
      { numRuns: 60 },
    );
  }
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
