import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestContext } from '../test/test-app';
import { activate, publish } from './store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const build = path.join(ctx.config.dataDir, 'build');
  await mkdir(build, { recursive: true });
  await writeFile(path.join(build, 'remoteEntry.js'), 'var marketing = {};');
  await writeFile(path.join(build, 'mf-manifest.json'), '{"id":"marketing"}');
  await writeFile(
    path.join(build, 'release.json'),
    JSON.stringify({
      name: 'marketing',
      version: '2.3.4',
      packageName: 'mfe-marketing',
      contractVersion: '1.0.0',
      exposedModule: './mfe',
      manifest: 'mf-manifest.json',
      area: { routes: ['/', '/about-us'], nav: [] },
    }),
  );
  await publish(ctx.config.mfeStoreDir, build);
  await activate(ctx.config.mfeStoreDir, 'marketing', '2.3.4');
});
afterAll(() => ctx.close());

describe('remote registry and artifacts', () => {
  it('serves the registry with no-cache', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/mfe/registry.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      remotes: [
        {
          name: 'marketing',
          version: '2.3.4',
          manifestUrl: '/mfe/marketing/2.3.4/mf-manifest.json',
          routes: ['/', '/about-us'],
          requiredFeature: null,
        },
      ],
    });
  });

  it('serves version folders as immutable', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/mfe/marketing/2.3.4/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('var marketing = {};');
  });

  it('never serves the store state or anything outside a version folder', async () => {
    for (const url of [
      '/mfe/state.json',
      '/mfe/../state.json',
      '/mfe/marketing/state.json',
      '/mfe/unknown/1.0.0/remoteEntry.js',
    ]) {
      const response = await ctx.server.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('"active"');
    }
  });
});
