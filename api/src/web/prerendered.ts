import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type {} from '@fastify/cookie';
import type { LaunchFlags } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { localeOfAcceptLanguage, type ApiLocale } from '../i18n/locale';

/** What the shell's build writes in dist/prerendered/manifest.json (shared/build/src/prerender-plugin.js). */
interface FrameEntry {
  path: string;
  locale: string;
  flags: Partial<Record<keyof LaunchFlags, boolean>>;
  file: string;
  /** Served only when the address's parameter has at least this many characters (a reset link). */
  query?: { param: string; minLength: number };
}

/**
 * The page's language as the shell will resolve it (ADR 045, 067): the choice made with the
 * language switch, which the browser also keeps in this cookie, then the browser's languages.
 */
export const LOCALE_COOKIE = 'clinio_locale';

export function pageLocaleOf(request: Pick<FastifyRequest, 'headers' | 'cookies'>): ApiLocale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (chosen === 'en' || chosen === 'es') return chosen;
  const header = request.headers['accept-language'];
  return localeOfAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}

function isFrameEntry(value: unknown): value is FrameEntry {
  const entry = value as Partial<FrameEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.path === 'string' &&
    typeof entry.locale === 'string' &&
    typeof entry.file === 'string' &&
    /^[a-z0-9.-]+\.html$/.test(entry.file) &&
    typeof entry.flags === 'object' &&
    (entry.flags as unknown) !== null &&
    (entry.query === undefined ||
      (typeof entry.query === 'object' &&
        (entry.query as unknown) !== null &&
        typeof entry.query.param === 'string' &&
        Number.isInteger(entry.query.minLength)))
  );
}

/**
 * The pre-rendered sign-in pages (issue 19, ADR 067): for a path, the visitor's language and this
 * server's launch flags, the page whose frame shows the form before any script, or null (the
 * generic page, e.g. with the coming-soon banner on or no pre-render in the build). Read once, as
 * the generic page is; a missing or damaged manifest means the generic page, never a broken one.
 */
export function createPrerenderedPages(options: { shellDir: string; flags: LaunchFlags }) {
  const dir = path.join(options.shellDir, 'prerendered');
  let manifest: Promise<FrameEntry[]> | null = null;
  const pages = new Map<string, Promise<string | null>>();
  const readManifest = () =>
    (manifest ??= readFile(path.join(dir, 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as { frames?: unknown })
      .then((value) => (Array.isArray(value.frames) ? value.frames.filter(isFrameEntry) : []))
      .catch(() => []));

  return async function prerenderedPage(
    pathname: string,
    locale: ApiLocale,
    search: URLSearchParams = new URLSearchParams(),
  ): Promise<string | null> {
    const frame = (await readManifest()).find(
      (entry) =>
        entry.path === pathname &&
        entry.locale === locale &&
        (entry.query === undefined ||
          (search.get(entry.query.param) ?? '').length >= entry.query.minLength) &&
        Object.entries(entry.flags).every(
          ([name, value]) => options.flags[name as keyof LaunchFlags] === value,
        ),
    );
    if (!frame) return null;
    let page = pages.get(frame.file);
    if (!page) {
      page = readFile(path.join(dir, frame.file), 'utf8').catch(() => null);
      pages.set(frame.file, page);
    }
    return page;
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to send, from Accept-Encoding (a coding with q=0 is refused). */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A pre-rendered page carries its critical CSS (~70 KB, ~11 KB compressed): sent compressed, each
 * distinct page compressed once (a frame and its route's hints are the same on every request).
 */
export function createPageCompressor() {
  const compressed = new Map<string, Promise<Buffer>>();
  return function compress(html: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${html}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzip(html, { level: 9 });
      compressed.set(key, body);
    }
    return body;
  };
}
