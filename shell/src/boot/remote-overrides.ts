import {
  RemoteName as RemoteNameSchema,
  type Registry,
  type RegistryEntry,
  type RemoteName,
} from '@clinio/contracts';
import { CONTRACT_VERSION } from '@clinio/platform';

/** localStorage key a developer sets to load one remote from a local dev server. */
export const OVERRIDES_KEY = 'clinio:mfe-overrides';

function parseOverrides(raw: string | null): Partial<Record<RemoteName, string>> {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const overrides: Partial<Record<RemoteName, string>> = {};
    for (const [name, url] of Object.entries(value)) {
      if (RemoteNameSchema.safeParse(name).success && typeof url === 'string' && /^https?:\/\//.test(url)) {
        overrides[name] = url;
      }
    }
    return overrides;
  } catch {
    return {};
  }
}

/**
 * Development only (the server's ALLOW_MFE_OVERRIDES): replaces registry entries with manifests
 * of local dev servers, or adds a remote the registry does not list yet. The server's CSP must
 * also allow the dev server's origin (MFE_OVERRIDE_ORIGINS).
 */
export function applyRemoteOverrides(registry: Registry, raw: string | null): Registry {
  const overrides = parseOverrides(raw);
  const names = Object.keys(overrides);
  if (names.length === 0) return registry;
  const remotes = registry.remotes.filter((remote) => !(remote.name in overrides));
  for (const name of names) {
    const manifestUrl = overrides[name];
    if (manifestUrl === undefined) continue;
    // The area (routes, sidebar, extensions) is the published release's: the registry is where
    // the shell learns it, so a remote is published once before it can be overridden.
    const published = registry.remotes.find((remote) => remote.name === name);
    if (published === undefined) {
      console.warn(`[shell] remote "${name}" cannot be overridden: publish it once so its area is known`);
      continue;
    }
    const entry: RegistryEntry = {
      ...published,
      name,
      version: '0.0.0-dev',
      manifestUrl,
      contractVersion: CONTRACT_VERSION,
      requires: {},
      shared: {},
    };
    remotes.push(entry);
    console.warn(`[shell] remote "${name}" is overridden by ${manifestUrl} (development)`);
  }
  return { ...registry, remotes };
}
