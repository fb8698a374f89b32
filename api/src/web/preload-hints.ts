import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_READS, type BrowserRoute } from '@clinio/contracts';

/** What the shell's build writes in dist/preload.json (shared/build/src/preload-manifest-plugin.js). */
interface ShellPreloads {
  boot: string[];
  chunks: Record<string, string[]>;
  shared: Record<string, string[]>;
}

export interface Hint {
  href: string;
  as: 'script' | 'fetch';
}

function isShellPreloads(value: unknown): value is ShellPreloads {
  const candidate = value as Partial<ShellPreloads> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.boot) &&
    typeof candidate.chunks === 'object' &&
    typeof candidate.shared === 'object'
  );
}

/**
 * What the shell's boot reads before it can route (the run-time config and the remote registry,
 * `BOOT_READS`). Announced too, they are on their way while the scripts arrive instead of one
 * round trip after the boot has run (same URL, mode and credentials as the boot's fetch, so
 * Chromium hands it the preloaded answer; e2e/tests/first-load.spec.ts checks each is requested
 * once).
 */
const BOOT_FETCHES: readonly string[] = Object.values(BOOT_READS);

/**
 * The scripts a page needs before it can paint, announced in its <head> so the browser fetches them
 * all at once instead of one round trip after another (issue 19, ADR 051): the shell's boot and the
 * shell page of the route (chunk `shell-login` for /login), after the boot's two reads
 * (`BOOT_READS`). A remote is never announced: the shell
 * decides in the browser whether it may be fetched at all (the plan's feature, the release's
 * shared versions), and a refused remote must not be downloaded. A missing or damaged build file
 * means no hints, never a broken page.
 */
export function createPreloadHints(options: { shellDir: string }) {
  let shell: Promise<ShellPreloads | null> | null = null;
  const readShell = () =>
    (shell ??= readFile(path.join(options.shellDir, 'preload.json'), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .then((value) => (isShellPreloads(value) ? value : null))
      .catch(() => null));

  return async function hintsFor(route: BrowserRoute | undefined): Promise<Hint[]> {
    const preloads = await readShell();
    if (!preloads) return [];
    const scripts = new Set(preloads.boot.map((file) => `/${file}`));
    if (route?.area === 'shell') {
      for (const file of preloads.chunks[`shell${route.path.replaceAll('/', '-')}`] ?? [])
        scripts.add(`/${file}`);
    }
    return [
      ...BOOT_FETCHES.map((href): Hint => ({ href, as: 'fetch' })),
      ...[...scripts].map((href): Hint => ({ href, as: 'script' })),
    ];
  };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The page with its hints as <link rel="preload"> at the end of its <head>. */
export function withHints(html: string, hints: readonly Hint[]): string {
  if (hints.length === 0) return html;
  const links = hints
    .map((hint) =>
      hint.as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(hint.href)}">`
        : `<link rel="preload" as="script" href="${escapeAttribute(hint.href)}">`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
