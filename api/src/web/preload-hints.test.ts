import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserRoutesOf, findBrowserRoute } from '@clinio/contracts';
import { buildRegistry } from '../mfe/store';
import { publishFakeRemote } from '../test/fake-release';
import { createPreloadHints, withHints } from './preload-hints';

const PRELOADS = {
  boot: ['assets/1.a.js', 'assets/2.b.js'],
  chunks: { 'shell-login': ['assets/shell-login.c.js'] },
  shared: { react: ['assets/2.b.js'], '@tanstack/react-query': ['assets/9.q.js'] },
};

async function setUp(preloads: unknown = PRELOADS) {
  const shellDir = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
  const storeDir = await mkdtemp(path.join(tmpdir(), 'clinio-store-'));
  await writeFile(path.join(shellDir, 'preload.json'), JSON.stringify(preloads));
  await publishFakeRemote(storeDir, {
    name: 'patients',
    version: '1.2.0',
    area: { routes: ['/dashboard/patients/*'] },
    manifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        { name: 'mfe', assets: { js: { sync: ['__federation_expose_mfe.d.js'], async: ['7.late.js'] } } },
      ],
      shared: [{ name: 'react' }, { name: '@tanstack/react-query' }],
    },
  });
  const registry = await buildRegistry(storeDir);
  const hints = createPreloadHints({ shellDir });
  return (url: string) => hints(findBrowserRoute(url, browserRoutesOf(registry.remotes)));
}

describe('preload hints (issue 19)', () => {
  it('announce the boot and the shell page of a shell route', async () => {
    const hintsAt = await setUp();
    expect((await hintsAt('/login')).map((hint) => hint.href)).toEqual([
      '/api/public-config',
      '/mfe/registry.json',
      '/assets/1.a.js',
      '/assets/2.b.js',
      '/assets/shell-login.c.js',
    ]);
  });

  it('never announce a remote: the shell decides in the browser whether it may be fetched', async () => {
    const hintsAt = await setUp();
    const hints = await hintsAt('/dashboard/patients/p-1');
    expect(hints.filter((hint) => hint.as === 'fetch').map((hint) => hint.href)).toEqual([
      '/api/public-config',
      '/mfe/registry.json',
    ]);
    expect(hints.map((hint) => hint.href)).toEqual([
      '/api/public-config',
      '/mfe/registry.json',
      '/assets/1.a.js',
      '/assets/2.b.js',
    ]);
  });

  it('are left out when the build has no usable preload.json', async () => {
    expect(await (await setUp({ boot: 'nope' }))('/login')).toEqual([]);
  });

  it('go at the end of the head, the fetch with the credentials mode of the runtime', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(
      withHints(page, [
        { href: '/mfe/a/1.0.0/mf-manifest.json', as: 'fetch' },
        { href: '/assets/1.a.js', as: 'script' },
      ]),
    ).toBe(
      '<html><head><title>x</title>' +
        '<link rel="preload" as="fetch" crossorigin href="/mfe/a/1.0.0/mf-manifest.json">' +
        '<link rel="preload" as="script" href="/assets/1.a.js"></head><body></body></html>',
    );
    expect(withHints(page, [])).toBe(page);
  });
});
