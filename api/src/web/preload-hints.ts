import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserRoute, RegistryEntry } from '@clinio/contracts';
import { remotesDir } from '../mfe/store';

/** What the shell's build writes in dist/preload.json (shared/build/src/preload-manifest-plugin.js). */
interface ShellPreloads {
  boot: string[];
  chunks: Record<string, string[]>;
  shared: Record<string, string[]>;
}

/** The part of a remote's mf-manifest.json that names what its exposed module needs. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ name: string }>;
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
 * The scripts a page needs before it can paint, announced in its <head> so the browser fetches them
 * all at once instead of one round trip after another (issue 19, ADR 051): the shell's boot, the
 * shell page of the route (chunk `shell-login` for /login), and for a remote's route its manifest,
 * entry, exposed module and the shell's shared singletons it consumes that the boot has not loaded.
 * A missing or damaged build file means no hints, never a broken page.
 */
export function createPreloadHints(options: { shellDir: string; storeDir: string }) {
  let shell: Promise<ShellPreloads | null> | null = null;
  const remotes = new Map<string, Promise<RemoteManifest | null>>();

  const readShell = () =>
    (shell ??= readFile(path.join(options.shellDir, 'preload.json'), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .then((value) => (isShellPreloads(value) ? value : null))
      .catch(() => null));

  // A published version never changes, so its manifest is read once.
  const readRemote = (name: string, version: string) => {
    const key = `${name}@${version}`;
    let manifest = remotes.get(key);
    if (!manifest) {
      manifest = readFile(path.join(remotesDir(options.storeDir), name, version, 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as RemoteManifest)
        .catch(() => null);
      remotes.set(key, manifest);
    }
    return manifest;
  };

  return async function hintsFor(
    route: BrowserRoute | undefined,
    registry: { remotes: readonly RegistryEntry[] },
  ): Promise<Hint[]> {
    const preloads = await readShell();
    if (!preloads) return [];
    const scripts = new Set(preloads.boot.map((file) => `/${file}`));
    if (route?.area === 'shell') {
      for (const file of preloads.chunks[`shell${route.path.replaceAll('/', '-')}`] ?? [])
        scripts.add(`/${file}`);
    }
    const hints: Hint[] = [];
    const remote = route ? registry.remotes.find((entry) => entry.name === route.area) : undefined;
    if (remote) {
      const manifest = await readRemote(remote.name, remote.version);
      if (manifest) {
        const base = `/mfe/${remote.name}/${remote.version}/`;
        hints.push({ href: remote.manifestUrl, as: 'fetch' });
        for (const share of manifest.shared ?? []) {
          for (const file of preloads.shared[share.name] ?? []) scripts.add(`/${file}`);
        }
        scripts.add(`${base}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`);
        const exposed = manifest.exposes?.find((expose) => expose.name === 'mfe');
        for (const file of exposed?.assets?.js?.sync ?? []) scripts.add(`${base}${file}`);
      }
    }
    return [...hints, ...[...scripts].map((href): Hint => ({ href, as: 'script' }))];
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
