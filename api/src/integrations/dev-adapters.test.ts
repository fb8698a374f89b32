import { createTestApp, type TestContext } from '../test/test-app';
import { buildIntegrationsClinic, call, startConsent } from './test-fixtures';

/**
 * The development adapters (ADR 055), as the README's start uses them: the consent page returns to
 * this server's own callback with a code bound to the PKCE challenge; connecting gives the
 * development account, whose calendar blocks 15:00-16:00 UTC every day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('connects "Google" without an account through the local consent page', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  const { url, state } = await startConsent(ctx, clinic.provider, 'google');
  expect(url.pathname).toBe('/api/integrations/dev/google/consent');
  const page = await ctx.server.inject({ method: 'GET', url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  const code = /name="code" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(page.body).toContain(`action="${ctx.config.publicAppUrl}/integrations/google/callback"`);
  const done = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', { code, state });
  expect(done).toMatchObject({ status: 200, body: { account_email: 'dev.calendar@clinio.local' } });
  expect((await call(ctx, clinic.provider, 'GET', '/api/integrations')).body.integrations).toMatchObject([
    { provider: 'google_calendar', mode: 'development', connection: { status: 'connected' } },
    { provider: 'zoom', mode: 'development', connection: null },
  ]);
});

it('refuses a consent link that returns elsewhere, and a code used with another verifier', async () => {
  const clinic = await buildIntegrationsClinic(ctx);
  const { url, state } = await startConsent(ctx, clinic.provider, 'google');
  const evil = new URL(url);
  evil.searchParams.set('redirect_uri', 'https://evil.example/integrations/google/callback');
  expect((await ctx.server.inject({ method: 'GET', url: evil.pathname + evil.search })).statusCode).toBe(400);

  // A code minted for another authorization (another challenge) fails its PKCE check.
  const other = await startConsent(ctx, clinic.provider, 'google');
  const page = await ctx.server.inject({ method: 'GET', url: other.url.pathname + other.url.search });
  const code = /name="code" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const refused = await call(ctx, clinic.provider, 'POST', '/api/integrations/google/callback', {
    code,
    state,
  });
  expect(refused.status).toBe(502);
  expect(String(refused.body.detail)).toMatch(/Nothing was connected/);
});
