import { unmetSharedVersions, type RegistryEntry } from '@clinio/contracts';
import {
  checkExtensionModule,
  checkMfeModule,
  isContractCompatible,
  type ExtensionFiller,
  type ExtensionModule,
  type MfeModule,
} from '@clinio/platform';
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

type Check<T> = (exposed: unknown) => { ok: true; module: T } | { ok: false; reason: string };

/**
 * Loads one exposed module of a remote: a bounded number of attempts for network failures, none
 * for an incompatible release or module. The caller shows its fallback when this rejects.
 */
async function loadExposed<T>(
  entry: RegistryEntry,
  exposed: string,
  check: Check<T>,
  options: LoadOptions,
): Promise<T> {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  const refusal = refusalReason(entry);
  if (refusal !== null) throw new IncompatibleRemoteError(entry.name, refusal);
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      register(entry);
      const result = check(await loadRemote<unknown>(`${entry.name}/${exposed}`));
      if (!result.ok) throw new IncompatibleRemoteError(entry.name, result.reason);
      return result.module;
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

/** A remote's `./mfe` module, for its area. */
export function loadMfe(entry: RegistryEntry, options: LoadOptions = {}): Promise<MfeModule> {
  return loadExposed(entry, 'mfe', (exposed) => checkMfeModule(exposed, entry.name), options);
}

/** A module that fills a slot (`./patient-chart-tab`), checked against what the area declared. */
export function loadExtension(
  entry: RegistryEntry,
  filler: ExtensionFiller,
  options: LoadOptions = {},
): Promise<ExtensionModule> {
  return loadExposed(
    entry,
    filler.module.slice(2),
    (exposed) => checkExtensionModule(exposed, { remote: entry.name, slot: filler.slot }),
    options,
  );
}
