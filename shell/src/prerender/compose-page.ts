// Build time (ADR 067): a pre-rendered frame turned into its page, from the shell's own index.html.
import type { LaunchFlags } from '@clinio/contracts';

/** The element the frame is written in; the shell's bootstrap takes it over (`takeover.ts`). */
export const FRAME_ID = 'prerendered';

/** One pre-rendered page, as `dist/prerendered/manifest.json` lists it for the server. */
export interface FrameEntry {
  path: string;
  locale: string;
  /** The flags the frame was rendered with: the server serves it only when its own are the same. */
  flags: Partial<LaunchFlags>;
  file: string;
}

export interface RenderedFrame extends FrameEntry {
  title: string;
  /** Emotion's style elements of the frame, once each, in the order they were inserted. */
  styles: string;
  /** The frame's markup, without its style elements. */
  body: string;
}

const STYLE = /<style\b[^>]*\bdata-emotion="([^"]*)"[^>]*>[\s\S]*?<\/style>/g;
const SUBMIT_BUTTON = /<button\b(?=[^>]*\btype="submit")([^>]*)>/g;
const FORM_WITHOUT_METHOD = /<form\b(?![^>]*\bmethod=)([^>]*)>/g;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A server render with Emotion's zero-config SSR writes a <style> before the elements that use it;
 * they move to the <head> (each once), where the browser's Emotion cache finds them and does not
 * insert those rules again. Until the shell takes over, the frame's forms cannot be sent: their
 * submit button is disabled, which also stops a submission with Enter, and a form gets
 * method="post" so that nothing typed could ever land in a URL.
 */
export function composeFrame(input: FrameEntry & { title: string; markup: string }): RenderedFrame {
  const seen = new Set<string>();
  const styles: string[] = [];
  const withoutStyles = input.markup.replace(STYLE, (element, names: string) => {
    if (!seen.has(names)) {
      seen.add(names);
      styles.push(element);
    }
    return '';
  });
  let buttons = 0;
  const body = withoutStyles
    .replace(SUBMIT_BUTTON, (_whole, attributes: string) => {
      buttons += 1;
      return `<button${attributes} disabled="">`;
    })
    .replace(FORM_WITHOUT_METHOD, (_whole, attributes: string) => `<form method="post"${attributes}>`);
  if (body.includes('<form') && buttons === 0) {
    throw new Error(`The frame of ${input.path} has a form without a submit button to disable`);
  }
  const { markup: _markup, ...entry } = input;
  return { ...entry, styles: styles.join(''), body };
}

function replaceOnce(page: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(page)) throw new Error(`The shell's index.html has no ${what} to pre-render into`);
  return page.replace(pattern, () => replacement);
}

/**
 * The shell's index.html (its head, script and style elements as the build wrote them) with the
 * frame in place of the boot spinner, in the frame's language and with its title.
 */
export function composePage(template: string, frame: RenderedFrame): string {
  let page = replaceOnce(
    template,
    /<html lang="[^"]*"/,
    `<html lang="${escapeHtml(frame.locale)}"`,
    '<html lang>',
  );
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`, '<title>');
  page = replaceOnce(page, /<\/head>/, `${frame.styles}</head>`, '</head>');
  return replaceOnce(
    page,
    /<body>[\s\S]*?(?=<noscript>)/,
    `<body><div id="${FRAME_ID}" data-path="${escapeHtml(frame.path)}" data-locale="${escapeHtml(frame.locale)}">${frame.body}</div>`,
    '<body> before its <noscript>',
  );
}
