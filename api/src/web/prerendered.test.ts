import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LIVE_FLAGS } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';
import { createPageCompressor, createPrerenderedPages, encodingFor, pageLocaleOf } from './prerendered';

const GENERIC = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const frame = (locale: string, text: string) =>
  `<!doctype html><html lang="${locale}"><head><style data-emotion="css x">.x{}</style></head><body><div id="prerendered" data-path="/login">${text}</div></body></html>`;

const MANIFEST = {
  schemaVersion: 1,
  frames: [
    {
      path: '/login',
      locale: 'en',
      flags: { ENABLE_LOGIN: true, SHOW_COMING_SOON: false, ENABLE_REGISTRATION: true },
      file: 'login.en.1.html',
    },
    {
      path: '/login',
      locale: 'en',
      flags: { ENABLE_LOGIN: true, SHOW_COMING_SOON: false, ENABLE_REGISTRATION: false },
      file: 'login.en.0.html',
    },
    {
      path: '/login',
      locale: 'es',
      flags: { ENABLE_LOGIN: true, SHOW_COMING_SOON: false, ENABLE_REGISTRATION: true },
      file: 'login.es.1.html',
    },
    // A reset link's form: only for an address whose token is long enough to be one.
    {
      path: '/reset-password',
      locale: 'en',
      flags: { ENABLE_LOGIN: true },
      file: 'reset-password.en.html',
      query: { param: 'token', minLength: 10 },
    },
    // A file name that could leave the folder is never read.
    { path: '/patient-login', locale: 'en', flags: {}, file: '../index.html' },
  ],
};

async function writeShell(shellDir: string, manifest: unknown = MANIFEST) {
  await mkdir(path.join(shellDir, 'prerendered'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), GENERIC);
  await writeFile(path.join(shellDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(shellDir, 'prerendered', 'login.en.1.html'), frame('en', 'Sign in'));
  await writeFile(
    path.join(shellDir, 'prerendered', 'login.en.0.html'),
    frame('en', 'Sign in, no registration'),
  );
  await writeFile(path.join(shellDir, 'prerendered', 'login.es.1.html'), frame('es', 'Iniciar sesión'));
  await writeFile(path.join(shellDir, 'prerendered', 'reset-password.en.html'), frame('en', 'New password'));
}

describe('choosing a pre-rendered page (ADR 067)', () => {
  it('takes the frame of the path, in the language, rendered with this server’s flags', async () => {
    const shellDir = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    await writeShell(shellDir);
    const live = createPrerenderedPages({ shellDir, flags: LIVE_FLAGS });
    expect(await live('/login', 'en')).toContain('Sign in</div>');
    expect(await live('/login', 'es')).toContain('Iniciar sesión');
    const withoutRegistration = createPrerenderedPages({
      shellDir,
      flags: { ...LIVE_FLAGS, ENABLE_REGISTRATION: false },
    });
    expect(await withoutRegistration('/login', 'en')).toContain('no registration');
    // No frame for these flags (Spanish without registration), the banner on, another path: none.
    expect(await withoutRegistration('/login', 'es')).toBeNull();
    expect(
      await createPrerenderedPages({ shellDir, flags: { ...LIVE_FLAGS, SHOW_COMING_SOON: true } })(
        '/login',
        'en',
      ),
    ).toBeNull();
    expect(await live('/forgot-password', 'en')).toBeNull();
    expect(await live('/patient-login', 'en')).toBeNull();
  });

  it('takes a frame that needs a query parameter only when the address carries it, long enough', async () => {
    const shellDir = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    await writeShell(shellDir);
    const live = createPrerenderedPages({ shellDir, flags: LIVE_FLAGS });
    const reset = (query: string) => live('/reset-password', 'en', new URLSearchParams(query));
    expect(await reset('token=0123456789abcdef')).toContain('New password');
    expect(await reset('token=0123456789')).toContain('New password');
    // The live page shows "this link is incomplete" for these: the generic page, never the form.
    expect(await reset('token=012345678')).toBeNull();
    expect(await reset('')).toBeNull();
    expect(await reset('other=0123456789abcdef')).toBeNull();
    expect(await live('/reset-password', 'en')).toBeNull();
  });

  it('is none when the build wrote no usable manifest', async () => {
    const shellDir = await mkdtemp(path.join(tmpdir(), 'clinio-shell-'));
    expect(await createPrerenderedPages({ shellDir, flags: LIVE_FLAGS })('/login', 'en')).toBeNull();
    await writeShell(shellDir, { frames: 'nope' });
    expect(await createPrerenderedPages({ shellDir, flags: LIVE_FLAGS })('/login', 'en')).toBeNull();
  });

  it('reads the language from the switch’s cookie, then Accept-Language', () => {
    expect(pageLocaleOf({ headers: {}, cookies: {} })).toBe('en');
    expect(pageLocaleOf({ headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, cookies: {} })).toBe(
      'es',
    );
    expect(pageLocaleOf({ headers: { 'accept-language': 'es-MX' }, cookies: { clinio_locale: 'en' } })).toBe(
      'en',
    );
    expect(pageLocaleOf({ headers: {}, cookies: { clinio_locale: 'es' } })).toBe('es');
    expect(pageLocaleOf({ headers: { 'accept-language': 'es' }, cookies: { clinio_locale: 'fr' } })).toBe(
      'es',
    );
  });

  it('compresses with brotli or gzip as accepted, once per page', async () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor(undefined)).toBeNull();
    const compress = createPageCompressor();
    const html = frame('en', 'Sign in'.repeat(100));
    const first = compress(html, 'br');
    expect(compress(html, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(html);
    expect(gunzipSync(await compress(html, 'gzip')).toString()).toBe(html);
  });
});

describe('serving a pre-rendered sign-in page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await writeShell(ctx.config.shellDir);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends the frame in the visitor’s language, compressed, under the page’s policy, and says what it varies on', async () => {
    const english = await get('/login?next=%2Fdashboard', { 'accept-encoding': 'br' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-encoding']).toBe('br');
    expect(english.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('Sign in</div>');

    const spanish = await get('/login', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanish.headers['content-encoding']).toBeUndefined();
    expect(spanish.body).toContain('<html lang="es">');
    const chosen = await get('/login', { 'accept-language': 'es-ES', cookie: 'clinio_locale=en' });
    expect(chosen.body).toContain('<html lang="en">');
  });

  it('sends the generic page to every other path', async () => {
    const other = await get('/forgot-password');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(GENERIC);
    expect(other.headers['vary']).toBeUndefined();
  });
});
