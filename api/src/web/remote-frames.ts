import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LaunchFlags, RegistryEntry } from '@clinio/contracts';
import type { ApiLocale } from '../i18n/locale';
import { remotesDir } from '../mfe/store';

/**
 * A remote's static pages, pre-rendered by its own build and published with its release as
 * frames.json (ADR 069, `@clinio/platform/prerender`). Shell and remote are released apart, so
 * the page is put together here, per request: the live release's frame in the page the shell's
 * build left for it (`prerendered/remote-frame.html`, its slots named in the shell's manifest).
 */
interface RemoteFrame {
  path: string;
  locale: string;
  flags: Partial<Record<keyof LaunchFlags, boolean>>;
  title: string;
  styles: string;
  body: string;
}

const SLOT_NAMES = ['path', 'locale', 'title', 'styles', 'body'] as const;
type Slots = Record<(typeof SLOT_NAMES)[number], string>;

interface RemoteTemplate {
  page: string;
  slots: Slots;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function isRemoteFrame(value: unknown): value is RemoteFrame {
  const frame = value as Partial<RemoteFrame> | null;
  return (
    typeof frame === 'object' &&
    frame !== null &&
    typeof frame.path === 'string' &&
    typeof frame.locale === 'string' &&
    typeof frame.title === 'string' &&
    typeof frame.styles === 'string' &&
    typeof frame.body === 'string' &&
    typeof frame.flags === 'object' &&
    (frame.flags as unknown) !== null
  );
}

/** The shell's page for remote frames, or null when the build has none (or it is damaged). */
async function readTemplate(shellDir: string): Promise<RemoteTemplate | null> {
  const dir = path.join(shellDir, 'prerendered');
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    remoteTemplate?: { file?: unknown; slots?: Record<string, unknown> };
  };
  const file = manifest.remoteTemplate?.file;
  const slots = manifest.remoteTemplate?.slots ?? {};
  if (typeof file !== 'string' || !/^[a-z0-9.-]+\.html$/.test(file)) return null;
  if (!SLOT_NAMES.every((name) => typeof slots[name] === 'string' && slots[name] !== '')) return null;
  const page = await readFile(path.join(dir, file), 'utf8');
  // Every slot there (the language is in two places), or the page is not one this server can fill.
  if (!SLOT_NAMES.every((name) => page.includes(slots[name] as string))) return null;
  return { page, slots: slots as Slots };
}

async function readFrames(storeDir: string, entry: RegistryEntry): Promise<RemoteFrame[]> {
  const file = path.join(remotesDir(storeDir), entry.name, entry.version, 'frames.json');
  const value = JSON.parse(await readFile(file, 'utf8')) as { schemaVersion?: unknown; frames?: unknown };
  if (value.schemaVersion !== 1 || !Array.isArray(value.frames)) return [];
  return value.frames.filter(isRemoteFrame);
}

/** The frame written into the page: every slot replaced, the texts escaped. */
export function fillTemplate(template: RemoteTemplate, frame: RemoteFrame): string {
  const values: Slots = {
    path: escapeHtml(frame.path),
    locale: escapeHtml(frame.locale),
    title: escapeHtml(frame.title),
    styles: frame.styles,
    body: frame.body,
  };
  // Split and joined rather than replaced: a `$` in a frame is never a replacement pattern.
  return SLOT_NAMES.reduce(
    (page, name) => page.split(template.slots[name]).join(values[name]),
    template.page,
  );
}

/**
 * For a path of a live remote's area, the visitor's language and this server's flags: the page
 * with the live release's frame, or null (the generic page). A release without frames, a build of
 * the shell without the page for them, or a damaged file all mean the generic page. A published
 * version never changes, so its frames are read once.
 */
export function createRemoteFramePages(options: { shellDir: string; storeDir: string; flags: LaunchFlags }) {
  let template: Promise<RemoteTemplate | null> | null = null;
  const framesOf = new Map<string, Promise<RemoteFrame[]>>();
  const pages = new Map<string, string>();

  return async function remoteFramePage(
    entry: RegistryEntry,
    pathname: string,
    locale: ApiLocale,
  ): Promise<string | null> {
    template ??= readTemplate(options.shellDir).catch(() => null);
    const page = await template;
    if (page === null) return null;
    const release = `${entry.name}@${entry.version}`;
    let frames = framesOf.get(release);
    if (!frames) {
      frames = readFrames(options.storeDir, entry).catch(() => []);
      framesOf.set(release, frames);
    }
    const index = (await frames).findIndex(
      (frame) =>
        frame.path === pathname &&
        frame.locale === locale &&
        Object.entries(frame.flags).every(
          ([name, value]) => options.flags[name as keyof LaunchFlags] === value,
        ),
    );
    if (index < 0) return null;
    const key = `${release}#${index}`;
    let filled = pages.get(key);
    if (filled === undefined) {
      filled = fillTemplate(page, (await frames)[index] as RemoteFrame);
      pages.set(key, filled);
    }
    return filled;
  };
}
