import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseError, activate, buildRegistry, listVersions, publish, readState, rollback } from './store';

const MARKETING_AREA: Record<string, unknown> = {
  title: 'This page',
  routes: ['/', '/about-us', '/blog/:slug'],
};

async function fakeBuild(
  version: string,
  body: string,
  { name = 'marketing', area = MARKETING_AREA } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clinio-build-'));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${name} */ ${body}`);
  await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await mkdir(path.join(dir, 'chunks'));
  await writeFile(path.join(dir, 'chunks', 'a.js'), body);
  await writeFile(
    path.join(dir, 'release.json'),
    JSON.stringify({
      name,
      version,
      packageName: `mfe-${name}`,
      contractVersion: '1.0.0',
      exposedModule: './mfe',
      manifest: 'mf-manifest.json',
      shared: { react: '^19.3.1', '@clinio/platform': '^1.1.0' },
      area,
    }),
  );
  return dir;
}

let store: string;
beforeEach(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'clinio-store-'));
});

describe('the release store', () => {
  it('publishes a build under its version and lists it in the registry once activated', async () => {
    const result = await publish(store, await fakeBuild('1.0.0', 'one'));
    expect(result).toEqual({ name: 'marketing', version: '1.0.0', copied: true });
    expect((await buildRegistry(store)).remotes).toEqual([]);
    await activate(store, 'marketing', '1.0.0');
    expect(await buildRegistry(store)).toEqual({
      schemaVersion: 1,
      remotes: [
        {
          name: 'marketing',
          version: '1.0.0',
          manifestUrl: '/mfe/marketing/1.0.0/mf-manifest.json',
          contractVersion: '1.0.0',
          requires: {},
          shared: { react: '^19.3.1', '@clinio/platform': '^1.1.0' },
          title: 'This page',
          routes: ['/', '/about-us', '/blog/:slug'],
          nav: [],
          quickActions: [],
          requiredFeature: null,
          extensions: [],
        },
      ],
    });
  });

  it('refuses a release that declares a path another live remote owns, naming both', async () => {
    await publish(store, await fakeBuild('1.0.0', 'one'));
    await activate(store, 'marketing', '1.0.0');
    const rogue = await fakeBuild('1.0.0', 'rogue', {
      name: 'billing',
      area: { routes: ['/dashboard/billing/*', '/blog/:id'] },
    });
    await expect(publish(store, rogue)).rejects.toThrow(
      'billing 1.0.0 declares paths another remote already owns: /blog/:id (owned by marketing as /blog/:slug).',
    );
    // A new version of the owner may keep its own paths.
    await publish(store, await fakeBuild('1.1.0', 'two'));
    await activate(store, 'marketing', '1.1.0');
  });

  it('refuses a release whose area the shell could not use, saying what is wrong', async () => {
    const broken = await fakeBuild('1.0.0', 'x', { name: 'forms', area: { routes: ['forms'] } });
    await expect(publish(store, broken)).rejects.toThrow(/area\.routes\.0: must be an absolute path/);
  });

  it('treats versions as immutable', async () => {
    await publish(store, await fakeBuild('1.0.0', 'one'));
    expect((await publish(store, await fakeBuild('1.0.0', 'one'))).copied).toBe(false);
    await expect(publish(store, await fakeBuild('1.0.0', 'two'))).rejects.toThrow(ReleaseError);
    await expect(publish(store, await fakeBuild('1.0.0', 'two'))).rejects.toThrow(/immutable/);
  });

  it('gives a changed local build a version of its own in dev mode', async () => {
    await publish(store, await fakeBuild('1.0.0', 'one'));
    const dev = await publish(store, await fakeBuild('1.0.0', 'two'), { dev: true });
    expect(dev.version).toMatch(/^1\.0\.0-dev\.[0-9a-f]{10}$/);
    const release = JSON.parse(
      await readFile(path.join(store, 'remotes', 'marketing', dev.version, 'release.json'), 'utf8'),
    ) as { version: string };
    expect(release.version).toBe(dev.version);
    expect(await listVersions(store, 'marketing')).toEqual(['1.0.0', dev.version].sort());
  });

  it('rolls back to the previous version and refuses when there is none', async () => {
    await publish(store, await fakeBuild('1.0.0', 'one'));
    await publish(store, await fakeBuild('1.1.0', 'two'));
    await activate(store, 'marketing', '1.0.0');
    await activate(store, 'marketing', '1.1.0');
    expect((await buildRegistry(store)).remotes[0]?.version).toBe('1.1.0');
    expect(await rollback(store, 'marketing')).toBe('1.0.0');
    expect((await buildRegistry(store)).remotes[0]?.version).toBe('1.0.0');
    await expect(rollback(store, 'marketing')).rejects.toThrow(/no earlier version/);
  });

  it('refuses to activate a version that was never published', async () => {
    await expect(activate(store, 'marketing', '9.9.9')).rejects.toThrow(/not published/);
    expect((await readState(store)).remotes).toEqual({});
  });
});
