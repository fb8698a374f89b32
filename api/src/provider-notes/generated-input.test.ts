import fc from 'fast-check';
import { buildPatient, buildTenant } from '../test/factories';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { PROVIDER_NOTES_FAMILY, providerNoteSamples } from './route-samples';
import { buildNotes } from './test-fixtures';

/**
 * Quality bar 16 for the provider-notes routes, from the route table with the route-access
 * samples: generated bodies and query values never yield a 5xx, and every refusal is `{ detail, code }`.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const oddValue = oddValues(
  [
    'soap',
    'quick',
    '00000000-0000-0000-0000-000000000000',
    'subjective',
    '\u0000',
    'x'.repeat(20_001),
    'ÅÉÎ',
  ],
  fc.constantFrom(-1, 0, 2_147_483_648),
);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const tenant = await buildTenant(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const patientId = (await buildPatient(ctx.db.database, { tenant })).id;
  const samples = providerNoteSamples({
    patientId,
    portalPatientId: patientId,
    ...(await buildNotes(ctx.server, owner, patientId)),
  });
  const routes = ctx.routes.filter(
    (route) => PROVIDER_NOTES_FAMILY.test(route.url) && route.method !== 'HEAD' && route.access === 'staff',
  );
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(6);
});

it('never answers 5xx to odd filters and ids', async () => {
  const owner = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  const values = ['%', "'", 'true', '-1', '1e9', 'x'.repeat(200), '00000000-0000-0000-0000-000000000000', ''];
  for (const value of values) {
    const encoded = encodeURIComponent(value);
    for (const url of [
      `/api/provider-notes?patient_id=${encoded}&author_id=${encoded}`,
      `/api/provider-notes?status=${encoded}&unsigned=${encoded}&skip=${encoded}&limit=${encoded}`,
      `/api/provider-notes/${encoded}`,
    ]) {
      const response = await ctx.server.inject({ method: 'GET', url, headers: owner.session.headers });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  }
});
