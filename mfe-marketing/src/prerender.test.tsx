/** @jest-environment node */
// The landing page's frame (ADR 069), as this remote's production build renders it: in Node,
// without a DOM. (Emotion's class styles are emitted only by the real build; under Jest's browser
// bundle of Chakra the frame carries the markup alone.)
import { prerender } from './prerender';

describe('the pre-rendered landing page', () => {
  let file: Awaited<ReturnType<typeof prerender>>;
  beforeAll(async () => {
    file = await prerender();
  });

  it('is rendered in each language for each combination of the flags it shows', () => {
    expect(file).toMatchObject({ schemaVersion: 1, remote: 'marketing', version: '0.0.0-test' });
    expect(file.frames.map((frame) => frame.key).sort()).toEqual(
      ['en', 'es']
        .flatMap((locale) => ['00', '01', '10', '11'].map((key) => `index.${locale}.${key}`))
        .sort(),
    );
    for (const frame of file.frames) {
      expect(frame.path).toBe('/');
      expect(frame.title).toBe('Clinio — AI-Powered Healthcare');
      expect(Object.keys(frame.flags).sort()).toEqual([
        'ENABLE_LOGIN',
        'ENABLE_REGISTRATION',
        'SHOW_COMING_SOON',
      ]);
      expect(frame.flags.SHOW_COMING_SOON).toBe(false);
    }
  });

  it('is the page the shell mounts: the remote’s markup, its landmarks and content, no script', () => {
    const frame = file.frames.find((each) => each.key === 'index.en.11');
    expect(frame?.body.startsWith('<div data-remote-frame="marketing">')).toBe(true);
    expect(frame?.body).toContain('<header');
    expect(frame?.body).toContain('<main id="main-content"');
    expect(frame?.body).toContain('Run your clinic from one calendar, one chart and one inbox</h1>');
    expect(frame?.body).toContain('<footer');
    expect(frame?.body).not.toContain('<script');
    expect(frame?.body).not.toContain('<style');
  });

  it('shows sign-in and the trial’s sign-up only with their flags, and every button waits for the script', () => {
    const frameOf = (key: string) => file.frames.find((each) => each.key === key)?.body ?? '';
    expect(frameOf('index.en.10')).toContain('href="/login"');
    expect(frameOf('index.en.00')).not.toContain('href="/login"');
    expect(frameOf('index.en.01')).toContain('href="/register"');
    expect(frameOf('index.en.00')).not.toContain('href="/register"');
    const buttons = frameOf('index.en.11').match(/<button\b[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toContain('disabled=""');
  });
});
