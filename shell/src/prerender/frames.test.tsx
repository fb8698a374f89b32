/** @jest-environment node */
// The build's render (ADR 067), as the shell's production build runs it: in Node, without a DOM.
import { composePage } from './compose-page';
import { prerender, renderFrames } from './frames';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Clinio</title><script defer="defer" src="/assets/main.js"></script></head>' +
  '<body><div id="root"><div class="boot">Loading</div></div><noscript>Clinio needs JavaScript</noscript></body></html>';

const bodyOf = (page: string) => page.slice(page.indexOf('<body>'));

describe('the pre-rendered sign-in pages', () => {
  let frames: Awaited<ReturnType<typeof renderFrames>>;
  beforeAll(async () => {
    frames = await renderFrames();
  });

  it('has each sign-in page in each language for each combination of the flags it shows', () => {
    const oneFramePages = [
      'forgot-password',
      'forgot-username',
      'reset-password',
      'patient-forgot-password',
      'patient-forgot-username',
      'patient-reset-password',
    ];
    expect(frames.map((frame) => frame.file).sort()).toEqual(
      ['en', 'es']
        .flatMap((locale) => [
          ...['login', 'patient-login'].flatMap((slug) =>
            ['00', '01', '10', '11'].map((key) => `${slug}.${locale}.${key}.html`),
          ),
          ...oneFramePages.map((slug) => `${slug}.${locale}.html`),
        ])
        .sort(),
    );
    // A recovery page shows no link that depends on another flag: one frame a language.
    const forgot = frames.find((frame) => frame.file === 'patient-forgot-password.es.html');
    expect(forgot?.flags).toEqual({ ENABLE_PATIENT_LOGIN: true, SHOW_COMING_SOON: false });
    expect(forgot?.title).toBe('¿Olvidó su contraseña? — Clinio');
    // A reset link's page is the new-password form, served only for an address with a token; the
    // token it was rendered with is nowhere in it.
    const reset = frames.find((frame) => frame.file === 'patient-reset-password.en.html');
    expect(reset?.query).toEqual({ param: 'token', minLength: 10 });
    expect(reset?.body).toContain('name="new_password"');
    expect(reset?.body).not.toContain('xxxxxxxxxx');
    const login = frames.find((frame) => frame.file === 'login.en.11.html');
    expect(login?.flags).toEqual({
      ENABLE_LOGIN: true,
      SHOW_COMING_SOON: false,
      ENABLE_PATIENT_LOGIN: true,
      ENABLE_REGISTRATION: true,
    });
  });

  it('paints the form with its styles in the head, and cannot be sent before the script', () => {
    const frame = frames.find((candidate) => candidate.file === 'login.en.11.html');
    if (!frame) throw new Error('no frame');
    const page = composePage(TEMPLATE, frame);
    expect(page).toContain('<title>Sign in — Clinio</title>');
    expect(page).toContain('<html lang="en"');
    // Chakra's tokens and reset, then the rules of the frame's elements, each once.
    expect(frame.styles).toContain('--chakra-colors-');
    const names = [...frame.styles.matchAll(/data-emotion="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
    const body = bodyOf(page);
    expect(body).not.toContain('<style');
    expect(body).not.toContain('class="boot"');
    expect(body).toContain('<div id="prerendered" data-path="/login" data-locale="en">');
    expect(body).toMatch(/<form method="post"/);
    expect(body).toMatch(/<button type="submit"[^>]* disabled="">Sign in<\/button>/);
    expect(body).toContain('name="password"');
    expect(body).toContain('<noscript>');
    // The script tags stay: nothing inline.
    expect(page).toContain('<script defer="defer" src="/assets/main.js"></script>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('writes the Spanish frame in Spanish', () => {
    const frame = frames.find((candidate) => candidate.file === 'patient-login.es.11.html');
    if (!frame) throw new Error('no frame');
    expect(frame.title).toBe('Acceso de pacientes — Clinio');
    expect(frame.body).toContain('Acceso de pacientes');
    expect(frame.body).toContain('Contraseña');
    expect(frame.body).not.toContain('Password');
  });

  it('shows the other ways in only when their flags are on', () => {
    const withBoth = frames.find((frame) => frame.file === 'login.en.11.html')?.body ?? '';
    const withNeither = frames.find((frame) => frame.file === 'login.en.00.html')?.body ?? '';
    expect(withBoth).toContain('href="/patient-login"');
    expect(withBoth).toContain('href="/register"');
    expect(withNeither).not.toContain('href="/patient-login"');
    expect(withNeither).not.toContain('href="/register"');
  });

  it('lists every page it writes for the server, and the page for a remote’s frame', async () => {
    const { frames: entries, remoteTemplate, pages } = await prerender(TEMPLATE);
    expect(Object.keys(pages).sort()).toEqual(
      [...entries.map((entry) => entry.file), remoteTemplate.file].sort(),
    );
    // The page a remote's frame is served in (ADR 069): the shell's global styles, then every slot
    // the server fills, none of them anywhere else.
    const page = pages[remoteTemplate.file] ?? '';
    expect(page).toContain('--chakra-colors-');
    for (const slot of Object.values(remoteTemplate.slots)) expect(page).toContain(slot);
    expect(page.indexOf('--chakra-colors-')).toBeLessThan(page.indexOf(remoteTemplate.slots.styles));
    expect(bodyOf(page)).toContain(
      `<div id="prerendered" data-path="${remoteTemplate.slots.path}" data-locale="${remoteTemplate.slots.locale}">${remoteTemplate.slots.body}</div>`,
    );
    expect(page).toContain(`<html lang="${remoteTemplate.slots.locale}"`);
    expect(page).toContain(`<title>${remoteTemplate.slots.title}</title>`);
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
