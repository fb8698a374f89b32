import type { PublicConfig } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
});
afterAll(() => ctx.close());

describe('security headers (quality bar 12)', () => {
  it('sends pages a CSP without inline scripts, nosniff, a referrer policy and frame-ancestors', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/favicon.svg' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends JSON answers a CSP that allows nothing, and none of the page-only headers (ADR 027)', async () => {
    for (const url of ['/healthz', '/api/public-config']) {
      const response = await ctx.server.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});

describe('CORS', () => {
  it('allows a configured origin with credentials', async () => {
    const response = await ctx.server.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow any other origin', async () => {
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('public config', () => {
  it('tells the browser the flags and the API address, and nothing else', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicConfig>();
    expect(Object.keys(body).sort()).toEqual([
      'allowRemoteOverrides',
      'apiBaseUrl',
      'environment',
      'estimatedLaunch',
      'flags',
      'monitoring',
    ]);
    // The README's start: the launched product, every way in open and no coming-soon banner.
    expect(body.flags).toEqual({
      ENABLE_LOGIN: true,
      ENABLE_PATIENT_LOGIN: true,
      ENABLE_REGISTRATION: true,
      ENABLE_DASHBOARD: true,
      SHOW_COMING_SOON: false,
    });
    expect(body.estimatedLaunch).toBe('Q4 2025');
  });

  it('follows the pre-launch preset', async () => {
    const prelaunch = await createTestApp({ env: { LAUNCH_MODE: 'prelaunch' }, db: ctx.db });
    const { flags } = (
      await prelaunch.server.inject({ method: 'GET', url: '/api/public-config' })
    ).json<PublicConfig>();
    expect(flags).toEqual({
      ENABLE_LOGIN: false,
      ENABLE_PATIENT_LOGIN: false,
      ENABLE_REGISTRATION: false,
      ENABLE_DASHBOARD: false,
      SHOW_COMING_SOON: true,
    });
    await prelaunch.server.close();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const document = (await ctx.server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/readyz',
        '/api/public-config',
        '/api/coming-soon/signup',
        '/api/contact',
        '/mfe/registry.json',
      ]),
    );
    const signup = document.paths['/api/coming-soon/signup'] as { post: { requestBody: unknown } };
    expect(JSON.stringify(signup.post.requestBody)).toContain('"email"');
    const ui = await ctx.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});
