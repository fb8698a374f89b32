import fc from 'fast-check';
import { expectDocumentedAnswersOnEach, oddValues } from '../test/generated-input';
import { sampleFor } from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { setIntegrationAdaptersFactory } from './adapters';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { INTEGRATIONS_FAMILY, integrationsSamples } from './route-samples';
import { buildIntegrationsClinic, call, connectThrough } from './test-fixtures';

/**
 * Quality bar 16 for the integrations routes: generated bodies (odd codes and states, huge
 * strings, wrong types) never yield a 5xx, every refusal is `{ detail, code }`, and the
 * development consent page refuses a redirect that is not this server's own callback.
 */
let ctx: TestContext;
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
  setIntegrationAdaptersFactory(() => fake.adapters);
  ctx = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  setIntegrationAdaptersFactory(null);
});

const oddValue = oddValues(
  ['primary', 'x'.repeat(43), 'x'.repeat(4_097), '\u0000', '__proto__', '%', 'https://evil.example/'],
  fc.constantFrom(-1, 0, 0.5, 2 ** 53),
);

it('never answers 5xx to generated bodies on the routes with a body', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  await connectThrough(ctx, fake, clinic.owner.session, 'google');
  const samples = integrationsSamples();
  const routes = ctx.routes.filter((route) => INTEGRATIONS_FAMILY.test(route.url) && route.method !== 'HEAD');
  const fuzzed = await expectDocumentedAnswersOnEach({
    server: ctx.server,
    routes,
    sample: (route) => sampleFor(route, samples),
    headers: clinic.owner.session.headers,
    oddValue,
    numRuns: 10,
  });
  expect(fuzzed).toBe(3);
}, 120_000);

it('refuses a callback with a state that was never issued, and a code that was never given', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  for (const state of ['x'.repeat(16), 'y'.repeat(256)]) {
    const answer = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', {
      code: 'c',
      state,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'oauth_state_invalid' } });
  }
  for (const body of [{ code: '', state: 'x'.repeat(43) }, { code: 'c', state: 'short' }, { code: 'c' }]) {
    expect((await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', body)).status).toBe(
      400,
    );
  }
});
