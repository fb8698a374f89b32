import { REMOTE_NAMES, type Registry, type RegistryEntry, type RemoteName } from '@clinio/contracts';
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
      if (
        (REMOTE_NAMES as readonly string[]).includes(name) &&
        typeof url === 'string' &&
        /^https?:\/\//.test(url)
      ) {
        overrides[name as RemoteName] = url;
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
  const names = Object.keys(overrides) as RemoteName[];
  if (names.length === 0) return registry;
  const remotes = registry.remotes.filter((remote) => !(remote.name in overrides));
  for (const name of names) {
    const manifestUrl = overrides[name];
    if (manifestUrl === undefined) continue;
    const entry: RegistryEntry = {
      name,
      version: '0.0.0-dev',
      manifestUrl,
      contractVersion: CONTRACT_VERSION,
      requiredFeature: null,
      requires: {},
    };
    remotes.push(entry);
    console.warn(`[shell] remote "${name}" is overridden by ${manifestUrl} (development)`);
  }
  return { ...registry, remotes };
}
