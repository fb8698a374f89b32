import { unmetSharedVersions, type RegistryEntry } from '@clinio/contracts';
import { checkMfeModule, isContractCompatible, type MfeModule } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

/** The remote answered, but with something the shell must not mount. Retrying will not help. */
export class IncompatibleRemoteError extends Error {
  constructor(remote: string, reason: string) {
    super(`Remote "${remote}" refused: ${reason}`);
    this.name = 'IncompatibleRemoteError';
  }
}

export class RemoteUnavailableError extends Error {
  constructor(remote: string, cause: unknown) {
    super(
      `Remote "${remote}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteUnavailableError';
  }
}

export interface LoadOptions {
  /** Pauses between attempts; the number of attempts is one more than this list. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * Names the remote needs from a tree-shaken shared package that this shell's build does not
 * provide, as "package: name" strings. Such a remote was built against a newer shell.
 */
export function missingSharedNames(
  requires: RegistryEntry['requires'],
  provided: Record<string, readonly string[]> = __SHARED_SURFACES__,
): string[] {
  const missing: string[] = [];
  for (const [name, needed] of Object.entries(requires)) {
    const available = provided[name];
    if (available === undefined) continue;
    for (const item of needed) if (!available.includes(item)) missing.push(`${name}: ${item}`);
  }
  return missing;
}

/**
 * Why the running shell cannot host this release, before a byte of it is fetched: a newer
 * contract, shared packages (react, @clinio/platform…) at versions the shell does not have, or
 * shared names its tree-shaken surfaces lack. Null when it can.
 */
export function refusalReason(
  entry: RegistryEntry,
  provided: {
    versions?: Readonly<Record<string, string>>;
    surfaces?: Record<string, readonly string[]>;
  } = {},
): string | null {
  if (!isContractCompatible(entry.contractVersion)) {
    return `contract ${entry.contractVersion} is not supported`;
  }
  const versions = unmetSharedVersions(entry.shared, provided.versions ?? __SHARED_VERSIONS__);
  if (versions.length > 0)
    return `it was built against shared packages this shell lacks (${versions.join('; ')})`;
  const missing = missingSharedNames(entry.requires, provided.surfaces);
  if (missing.length > 0) return `it needs shared exports this shell lacks (${missing.join(', ')})`;
  return null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Manifest URL registered per remote, and whether its last load failed. */
const registered = new Map<string, { url: string; failed: boolean }>();

/** Registers the remote with the federation runtime; after a failure, again from scratch. */
function register(entry: RegistryEntry) {
  const known = registered.get(entry.name);
  if (known && known.url === entry.manifestUrl && !known.failed) return;
  // `force` drops what the runtime cached for this name, including a failed entry script.
  registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: known !== undefined });
  registered.set(entry.name, { url: entry.manifestUrl, failed: false });
}

function markFailed(name: string) {
  const known = registered.get(name);
  if (known) known.failed = true;
}

/**
 * Loads a remote's `./mfe` module: a bounded number of attempts for network failures, none for an
 * incompatible module. The caller shows the area's fallback when this rejects.
 */
export async function loadMfe(entry: RegistryEntry, options: LoadOptions = {}): Promise<MfeModule> {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  const refusal = refusalReason(entry);
  if (refusal !== null) throw new IncompatibleRemoteError(entry.name, refusal);
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      register(entry);
      const exposed = await loadRemote<unknown>(`${entry.name}/mfe`);
      const check = checkMfeModule(exposed, entry.name);
      if (!check.ok) throw new IncompatibleRemoteError(entry.name, check.reason);
      return check.module;
    } catch (error) {
      if (error instanceof IncompatibleRemoteError) throw error;
      lastError = error;
      markFailed(entry.name);
      const delay = delays[attempt];
      if (delay !== undefined) await sleep(delay);
    }
  }
  throw new RemoteUnavailableError(entry.name, lastError);
}
