import {
  BOOT_READS,
  DEFAULT_API_BASE_URL,
  ESTIMATED_LAUNCH,
  PRELAUNCH_FLAGS,
  PublicConfig,
  RegistryEntry,
  RegistryEnvelope,
  type Registry,
} from '@clinio/contracts';

export interface BootData {
  config: PublicConfig;
  registry: Registry;
  /** Problems met while booting; the shell starts anyway with safe values. */
  problems: string[];
}

/** If the config cannot be read, start closed: nothing but the public pages (spec pre-launch). */
export const FALLBACK_CONFIG: PublicConfig = {
  apiBaseUrl: DEFAULT_API_BASE_URL,
  environment: 'unknown',
  flags: PRELAUNCH_FLAGS,
  estimatedLaunch: ESTIMATED_LAUNCH,
  allowRemoteOverrides: false,
};

const EMPTY_REGISTRY: Registry = { schemaVersion: 1, remotes: [] };

/**
 * Entry by entry: one bad entry (say, a remote this shell does not know yet) costs that area
 * only, not the whole site.
 */
function parseRegistry(body: unknown, problems: string[]): Registry {
  const envelope = RegistryEnvelope.parse(body);
  const remotes: Registry['remotes'] = [];
  envelope.remotes.forEach((candidate, index) => {
    const entry = RegistryEntry.safeParse(candidate);
    if (entry.success) remotes.push(entry.data);
    else
      problems.push(
        `registry entry ${index} ignored: ${entry.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
  });
  return { schemaVersion: 1, remotes };
}

async function fetchJson(url: string, fetcher: typeof fetch): Promise<unknown> {
  const response = await fetcher(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Reads the run-time config and the remote registry in parallel. Never throws. */
export async function loadBootData(fetcher: typeof fetch = fetch): Promise<BootData> {
  const problems: string[] = [];
  const [config, registry] = await Promise.all([
    fetchJson(BOOT_READS.config, fetcher)
      .then((body) => PublicConfig.parse(body))
      .catch((error: unknown) => {
        problems.push(`config: ${String(error)}`);
        return FALLBACK_CONFIG;
      }),
    fetchJson(BOOT_READS.registry, fetcher)
      .then((body) => parseRegistry(body, problems))
      .catch((error: unknown) => {
        problems.push(`registry: ${String(error)}`);
        return EMPTY_REGISTRY;
      }),
  ]);
  return { config, registry, problems };
}
