import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { publishFakeRemote } from '../test/fake-release';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const PAGE =
  '<!doctype html><html><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>';

beforeAll(async () => {
  ctx = await createTestApp();
  const assets = path.join(ctx.config.shellDir, 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(ctx.config.shellDir, 'index.html'), PAGE);
  await writeFile(path.join(ctx.config.shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(assets, 'main.js'), 'console.log("boot")');
  const chunk = 'export const x = 1;'.repeat(100);
  await writeFile(path.join(assets, '42.abcdef1234.js'), chunk);
  await writeFile(path.join(assets, '42.abcdef1234.js.gz'), gzipSync(chunk));
  // The browser routes of remotes are the ones their live releases declare.
  const store = ctx.config.mfeStoreDir;
  await publishFakeRemote(store, { name: 'marketing', area: { routes: ['/', '/about-us', '/blog/:slug'] } });
  await publishFakeRemote(store, { name: 'admin', area: { routes: ['/system-admin/*'] } });
  await publishFakeRemote(store, { name: 'appointments', area: { routes: ['/dashboard/appointments/*'] } });
  await publishFakeRemote(store, { name: 'forms', area: { routes: ['/forms/*'] } });
});
afterAll(() => ctx.close());

const page = (url: string) =>
  ctx.server.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('serving the shell', () => {
  it('answers every browser route of the product with the page', async () => {
    for (const url of [
      '/',
      '/about-us',
      '/blog/reducing-no-shows',
      '/dashboard/appointments',
      '/dashboard/appointments/a-1/edit',
      '/system-admin/tenants',
      '/forms/builder/12',
      '/login',
      '/dashboard',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGE);
    }
  });

  it('answers an unknown path with the page and 404, so the shell can redirect', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(PAGE);
    // A spec route that no live remote declares is unknown too.
    expect((await page('/dashboard/clinical-billing')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates the entry script', async () => {
    const hashed = await ctx.server.inject({ method: 'GET', url: '/assets/42.abcdef1234.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await ctx.server.inject({ method: 'GET', url: '/assets/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file to a client that accepts gzip', async () => {
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/assets/42.abcdef1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('keeps API and asset misses as JSON 404s', async () => {
    const api = await page('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No route for GET /api/unknown', code: 'not_found' });
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
  });
});
