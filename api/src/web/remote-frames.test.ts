import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { LIVE_FLAGS, type RegistryEntry } from '@clinio/contracts';
import { buildRegistry } from '../mfe/store';
import { publishFakeRemote } from '../test/fake-release';
import { createTestApp, type TestContext } from '../test/test-app';
import { createRemoteFramePages } from './remote-frames';

// The slots as the shell's build names them in its manifest (shell/src/prerender/compose-page.ts).
const SLOTS = {
  path: '@@path@@',
  locale: '@@locale@@',
  title: '@@title@@',
  styles: '<!--styles-->',
  body: '<!--body-->',
};
const TEMPLATE =
  '<!doctype html><html lang="@@locale@@"><head><title>@@title@@</title><style data-emotion="css-global a">:root{}</style><!--styles--></head>' +
  '<body><div id="prerendered" data-path="@@path@@" data-locale="@@locale@@"><!--body--></div><noscript>JS</noscript></body></html>';
const GENERIC = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

const frame = (locale: string, flags: object, text: string) => ({
  path: '/',
  locale,
  flags,
  key: `index.${locale}`,
  title: 'Clinio — "AI" & more',
  styles: '<style data-emotion="css h1">.css-h1{color:red}</style>',
  body: `<div data-remote-frame="marketing"><h1 class="css-h1">${text}</h1></div>`,
});

const FRAMES = {
  schemaVersion: 1,
  remote: 'marketing',
  version: '1.0.0',
  frames: [
    frame('en', { SHOW_COMING_SOON: false, ENABLE_LOGIN: true }, 'Run your clinic'),
    frame('en', { SHOW_COMING_SOON: false, ENABLE_LOGIN: false }, 'Run your clinic, no sign-in'),
    // A `$&` in a frame is text, never a replacement pattern.
    frame('es', { SHOW_COMING_SOON: false, ENABLE_LOGIN: true }, 'Dirija su clínica $& $1'),
  ],
};

async function writeShell(shellDir: string, slots: Record<string, string> = SLOTS) {
  await mkdir(path.join(shellDir, 'prerendered'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), GENERIC);
  await writeFile(
    path.join(shellDir, 'prerendered', 'manifest.json'),
    JSON.stringify({ schemaVersion: 1, frames: [], remoteTemplate: { file: 'remote-frame.html', slots } }),
  );
  await writeFile(path.join(shellDir, 'prerendered', 'remote-frame.html'), TEMPLATE);
}

async function liveEntry(storeDir: string, name: string): Promise<RegistryEntry> {
  const entry = (await buildRegistry(storeDir)).remotes.find((remote) => remote.name === name);
  if (!entry) throw new Error(`${name} is not live`);
  return entry;
}

describe('a remote’s pre-rendered page (ADR 069)', () => {
  let shellDir: string;
  let storeDir: string;
  beforeAll(async () => {
    shellDir = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    storeDir = await mkdtemp(path.join(tmpdir(), 'clinio-store-'));
    await writeShell(shellDir);
    await publishFakeRemote(storeDir, {
      name: 'marketing',
      area: { routes: ['/', '/about-us'] },
      files: { 'frames.json': JSON.stringify(FRAMES) },
    });
    await publishFakeRemote(storeDir, { name: 'patients', area: { routes: ['/dashboard/patients/*'] } });
  });

  it('puts the live release’s frame for the path, language and flags in the shell’s page', async () => {
    const pages = createRemoteFramePages({ shellDir, storeDir, flags: LIVE_FLAGS });
    const marketing = await liveEntry(storeDir, 'marketing');
    const english = await pages(marketing, '/', 'en');
    expect(english).toBe(
      '<!doctype html><html lang="en"><head><title>Clinio — &quot;AI&quot; &amp; more</title><style data-emotion="css-global a">:root{}</style>' +
        '<style data-emotion="css h1">.css-h1{color:red}</style></head><body><div id="prerendered" data-path="/" data-locale="en">' +
        '<div data-remote-frame="marketing"><h1 class="css-h1">Run your clinic</h1></div></div><noscript>JS</noscript></body></html>',
    );
    expect(await pages(marketing, '/', 'es')).toContain('Dirija su clínica $& $1</h1>');
    const closed = createRemoteFramePages({
      shellDir,
      storeDir,
      flags: { ...LIVE_FLAGS, ENABLE_LOGIN: false },
    });
    expect(await closed(marketing, '/', 'en')).toContain('no sign-in');
    // No frame for these flags, for that path, or in that release: the generic page.
    expect(await closed(marketing, '/', 'es')).toBeNull();
    expect(
      await createRemoteFramePages({ shellDir, storeDir, flags: { ...LIVE_FLAGS, SHOW_COMING_SOON: true } })(
        marketing,
        '/',
        'en',
      ),
    ).toBeNull();
    expect(await pages(marketing, '/about-us', 'en')).toBeNull();
    expect(await pages(await liveEntry(storeDir, 'patients'), '/dashboard/patients', 'en')).toBeNull();
  });

  it('is the generic page when the shell’s build left no page for frames, or a damaged one', async () => {
    const marketing = await liveEntry(storeDir, 'marketing');
    const bare = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    expect(
      await createRemoteFramePages({ shellDir: bare, storeDir, flags: LIVE_FLAGS })(marketing, '/', 'en'),
    ).toBeNull();
    // A slot the page does not have: the page is not one this server knows how to fill.
    const other = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    await writeShell(other, { ...SLOTS, body: '<!--elsewhere-->' });
    expect(
      await createRemoteFramePages({ shellDir: other, storeDir, flags: LIVE_FLAGS })(marketing, '/', 'en'),
    ).toBeNull();
    const damaged = await mkdtemp(path.join(tmpdir(), 'clinio-store-'));
    await publishFakeRemote(damaged, {
      name: 'marketing',
      area: { routes: ['/'] },
      files: { 'frames.json': '{"schemaVersion":1,"frames":' },
    });
    expect(
      await createRemoteFramePages({ shellDir, storeDir: damaged, flags: LIVE_FLAGS })(
        await liveEntry(damaged, 'marketing'),
        '/',
        'en',
      ),
    ).toBeNull();
  });
});

describe('serving a remote’s pre-rendered page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await writeShell(ctx.config.shellDir);
    await publishFakeRemote(ctx.config.mfeStoreDir, {
      name: 'marketing',
      area: { routes: ['/', '/about-us'] },
      files: { 'frames.json': JSON.stringify(FRAMES) },
    });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends the live release’s frame in the visitor’s language, compressed, and the generic page elsewhere', async () => {
    const landing = await get('/', { 'accept-encoding': 'br' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('Run your clinic</h1>');
    expect((await get('/', { 'accept-language': 'es' })).body).toContain('<html lang="es">');
    const about = await get('/about-us');
    expect(about.body).toBe(GENERIC);
    expect(about.headers['vary']).toBeUndefined();
  });
});
