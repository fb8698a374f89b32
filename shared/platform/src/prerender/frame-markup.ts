// Build time (ADR 067, 069): what every pre-rendered frame does to the markup react-dom/server wrote,
// whether the shell renders it (its sign-in pages) or a remote's build does (its static pages).
import { LIVE_FLAGS, type LaunchFlagName, type LaunchFlags } from '@clinio/contracts';

const STYLE = /<style\b[^>]*\bdata-emotion="([^"]*)"[^>]*>[\s\S]*?<\/style>/g;
const BUTTON = /<button\b([^>]*)>/g;
const FORM_WITHOUT_METHOD = /<form\b(?![^>]*\bmethod=)([^>]*)>/g;

export interface FrameMarkup {
  /** Emotion's style elements, once each, in the order they were inserted (for the <head>). */
  styles: string;
  /** The markup without its style elements, inert until the live page replaces it. */
  body: string;
}

export interface FrameMarkupOptions {
  /** Where the frame is shown, for the build's error message. */
  where: string;
  /**
   * Which buttons wait for the live page, disabled: the submit buttons only (the sign-in pages,
   * ADR 067: their language switch just does nothing until then), or every button (a remote's
   * page, ADR 069: a menu button that swallowed a tap would look broken).
   */
  disable: 'submit' | 'every-button';
}

/**
 * Emotion's zero-config server rendering writes a <style> before the elements that use it; they
 * move out (each once), to the <head>, where the browser's Emotion cache finds them and never
 * inserts those rules again. Until the live page takes over, the frame cannot send anything: its
 * submit buttons are disabled (which also stops a submission with Enter) and a form gets
 * method="post", so that nothing typed could ever land in a URL. Links stay links: they work
 * without any script.
 */
export function frameMarkup(markup: string, { where, disable }: FrameMarkupOptions): FrameMarkup {
  const seen = new Set<string>();
  const styles: string[] = [];
  const withoutStyles = markup.replace(STYLE, (element, names: string) => {
    if (!seen.has(names)) {
      seen.add(names);
      styles.push(element);
    }
    return '';
  });
  let submitButtons = 0;
  const body = withoutStyles
    .replace(BUTTON, (_whole, attributes: string) => {
      const submit = /\btype="submit"/.test(attributes);
      if (submit) submitButtons += 1;
      const waits = submit || disable === 'every-button';
      return waits && !/\bdisabled=/.test(attributes)
        ? `<button${attributes} disabled="">`
        : `<button${attributes}>`;
    })
    .replace(FORM_WITHOUT_METHOD, (_whole, attributes: string) => `<form method="post"${attributes}>`);
  if (body.includes('<form') && submitButtons === 0) {
    throw new Error(`The frame of ${where} has a form without a submit button to disable`);
  }
  return { styles: styles.join(''), body };
}

/** The launch flags a frame's markup depends on: some fixed, the others in every combination. */
export interface FrameFlagSpec {
  /** Held at one value (the server serves the generic page otherwise). */
  fixed: Partial<LaunchFlags>;
  /** One frame for each combination of these. */
  varying: readonly LaunchFlagName[];
}

/** Every combination of the varying flags, over the live defaults and the fixed ones. */
export function flagCombinations(spec: FrameFlagSpec): LaunchFlags[] {
  const combinations: LaunchFlags[] = [];
  for (let bits = 0; bits < 2 ** spec.varying.length; bits += 1) {
    const flags: LaunchFlags = { ...LIVE_FLAGS, ...spec.fixed };
    spec.varying.forEach((name, index) => {
      flags[name] = (bits & (1 << index)) !== 0;
    });
    combinations.push(flags);
  }
  return combinations;
}

/** The flags a frame was rendered for, as the server compares them with its own. */
export function dependedOn(spec: FrameFlagSpec, flags: LaunchFlags): Partial<LaunchFlags> {
  const names = [...(Object.keys(spec.fixed) as LaunchFlagName[]), ...spec.varying];
  return Object.fromEntries(names.map((name) => [name, flags[name]]));
}

/** A short key of the varying flags' values, for file names: '10' for the first on, the second off. */
export function flagKey(spec: FrameFlagSpec, flags: LaunchFlags): string {
  return spec.varying.map((name) => (flags[name] ? '1' : '0')).join('');
}
