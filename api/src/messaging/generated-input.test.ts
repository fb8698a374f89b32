import fc from 'fast-check';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { MESSAGING_FAMILY, messagingSamples } from './route-samples';
import { buildMessagingClinic, buildMessagingRecords } from './test-fixtures';

/**
 * Quality bar 16 for the messaging routes, from the route table with the route-access samples:
 * generated bodies (the webhooks' too) and odd ids never yield a 5xx, every refusal is
 * `{ detail, code }`.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { SMS_AUTH_TOKEN: 'generated-input-auth-token' } });
});
afterAll(() => ctx.close());

const oddValue = oddValues(
  [
    'sms',
    'email',
    'before',
    '{{patient_first_name}}',
    '{{unknown}}',
    '00000000-0000-0000-0000-000000000000',
    '+12025550100',
    '25:99',
    '\u0000',
    'ł'.repeat(700),
    'x'.repeat(20_001),
    '__proto__',
  ],
  fc.constantFrom(-1, 0, 43_201, 1e308, 2_147_483_648),
);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  const samples = messagingSamples(await buildMessagingRecords(ctx.server, clinic));
  const routes = ctx.routes.filter((route) => MESSAGING_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: clinic.owner.session.headers,
    oddValue,
    numRuns: 25,
  });
  expect(fuzzed).toBe(19);
});

it('never answers 5xx to odd ids and queries', async () => {
  const clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
  const values = ['%', "'", 'true', '-1', 'x'.repeat(200), '00000000-0000-0000-0000-000000000000', ''];
  for (const value of values) {
    const encoded = encodeURIComponent(value);
    for (const url of [
      `/api/messages/${encoded}`,
      `/api/messages?status=${encoded}&page=${encoded}`,
      `/api/messages?from=${encoded}&patient_id=${encoded}`,
      `/api/webhooks/sms/status?tenant=${encoded}&message=${encoded}`,
    ]) {
      const response = await ctx.server.inject({
        method: url.includes('webhooks') ? 'POST' : 'GET',
        url,
        headers: clinic.owner.session.headers,
      });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  }
});
