// Build time (ADR 067, 069): a pre-rendered frame turned into its page, from the shell's own
// index.html. Never part of the browser bundle (the browser reads FRAME_ID from ./frame-id).
import type { LaunchFlags } from '@clinio/contracts';
import { frameMarkup } from '@clinio/platform/prerender';
import { FRAME_ID } from './frame-id';

export { FRAME_ID };

/** One pre-rendered page, as `dist/prerendered/manifest.json` lists it for the server. */
export interface FrameEntry {
  path: string;
  locale: string;
  /** The flags the frame was rendered with: the server serves it only when its own are the same. */
  flags: Partial<LaunchFlags>;
  file: string;
  /**
   * A page whose markup depends on a query parameter (a reset link's token): the frame is served
   * only when the address carries it with at least this many characters; otherwise the generic page.
   */
  query?: { param: string; minLength: number };
}

export interface RenderedFrame extends FrameEntry {
  title: string;
  /** Emotion's style elements of the frame, once each, in the order they were inserted. */
  styles: string;
  /** The frame's markup, without its style elements. */
  body: string;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A frame's markup, its styles moved out for the <head> and its form unable to send anything
 * before the shell takes over (`frameMarkup` of the kit: the submit buttons disabled).
 */
export function composeFrame(input: FrameEntry & { title: string; markup: string }): RenderedFrame {
  const { markup, ...entry } = input;
  return { ...entry, ...frameMarkup(markup, { where: input.path, disable: 'submit' }) };
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

/**
 * Where the server writes a remote's frame into the shell's page (ADR 069): each slot is a text
 * found nowhere else in the template, replaced wherever it is (the language is in two places).
 * The manifest carries them, so the server never guesses at the shell's markup.
 */
export const REMOTE_FRAME_SLOTS = {
  path: '@@clinio-frame-path@@',
  locale: '@@clinio-frame-locale@@',
  title: '@@clinio-frame-title@@',
  styles: '<!--clinio-frame-styles-->',
  body: '<!--clinio-frame-body-->',
} as const;

/**
 * The page a remote's frame is served in: the shell's index.html with the shell's global styles
 * (its Chakra reset and tokens, which a remote never emits) and the slots for the remote's frame.
 */
export function composeRemoteTemplate(template: string, globalStyles: string): string {
  return composePage(template, {
    path: REMOTE_FRAME_SLOTS.path,
    locale: REMOTE_FRAME_SLOTS.locale,
    flags: {},
    file: '',
    title: REMOTE_FRAME_SLOTS.title,
    styles: `${globalStyles}${REMOTE_FRAME_SLOTS.styles}`,
    body: REMOTE_FRAME_SLOTS.body,
  });
}
