import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ReleaseInfo,
  routeOverlaps,
  type Registry,
  type RegistryEntry,
  type RemoteName,
} from '@clinio/contracts';
import { z } from 'zod';
import { writeAtomically } from '../storage/write-atomically';

/**
 * The release store of the remotes: immutable version folders plus one small state file that
 * says which version of each remote is live. Release = publish a folder, then activate it;
 * rollback = activate the previous one. The state file lives outside the served folder.
 *
 *   <store>/state.json
 *   <store>/remotes/<name>/<version>/{remoteEntry.js, mf-manifest.json, release.json, …}
 */
const RemoteState = z.object({ active: z.string(), history: z.array(z.string()) });
const StoreState = z.object({ remotes: z.record(z.string(), RemoteState) });
type StoreState = z.infer<typeof StoreState>;

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function remotesDir(storeDir: string): string {
  return path.join(storeDir, 'remotes');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/** A digest of a build's files (release.json excluded), to tell identical builds apart. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    if (file === 'release.json') continue;
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export async function readRelease(dir: string): Promise<ReleaseInfo> {
  const file = path.join(dir, 'release.json');
  if (!(await exists(file))) throw new ReleaseError(`${dir} has no release.json: build the remote first`);
  const parsed = ReleaseInfo.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ReleaseError(`${file} is not a valid release (check area.json):\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The live releases, by remote name (a damaged folder is left out). */
async function activeReleases(storeDir: string): Promise<{ version: string; release: ReleaseInfo }[]> {
  const state = await readState(storeDir);
  const live: { version: string; release: ReleaseInfo }[] = [];
  for (const [name, remote] of Object.entries(state.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const release = await readRelease(path.join(remotesDir(storeDir), name, remote.active)).catch(() => null);
    if (release) live.push({ version: remote.active, release });
  }
  return live;
}

/** A release may not declare a path another live remote owns: the owner of a URL is never a guess. */
async function assertOwnRoutes(storeDir: string, release: ReleaseInfo): Promise<void> {
  const others = (await activeReleases(storeDir)).map(({ release: other }) => ({
    name: other.name,
    routes: other.area.routes,
  }));
  const clashes = routeOverlaps({ name: release.name, routes: release.area.routes }, others);
  if (clashes.length > 0) {
    throw new ReleaseError(
      `${release.name} ${release.version} declares paths another remote already owns: ${clashes.join('; ')}. Change its area.json, or release the owner without them first.`,
    );
  }
}

export async function readState(storeDir: string): Promise<StoreState> {
  const file = path.join(storeDir, 'state.json');
  if (!(await exists(file))) return { remotes: {} };
  return StoreState.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Written to a temporary file and renamed: readers never see half a state. */
async function writeState(storeDir: string, state: StoreState): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  await writeAtomically(path.join(storeDir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`, {
    mode: 0o644,
  });
}

export interface PublishResult {
  name: RemoteName;
  version: string;
  /** False when the same build was already published under that version. */
  copied: boolean;
}

/**
 * Copies a build into the store under its version. A version is immutable: publishing different
 * files under a published version is refused, except in `dev` mode, where the build gets a
 * version of its own (`1.0.0-dev.<hash>`), so a local change never overwrites a release.
 */
export async function publish(
  storeDir: string,
  buildDir: string,
  options: { dev?: boolean } = {},
): Promise<PublishResult> {
  const release = await readRelease(buildDir);
  await assertOwnRoutes(storeDir, release);
  const hash = await contentHash(buildDir);
  let version = release.version;
  let target = path.join(remotesDir(storeDir), release.name, version);
  if (await exists(target)) {
    if ((await contentHash(target)) === hash) return { name: release.name, version, copied: false };
    if (!options.dev) {
      throw new ReleaseError(
        `${release.name} ${version} is already published with different files. Versions are immutable: bump the version or set RELEASE_VERSION.`,
      );
    }
    version = `${release.version}-dev.${hash.slice(0, 10)}`;
    target = path.join(remotesDir(storeDir), release.name, version);
    if (await exists(target)) return { name: release.name, version, copied: false };
  }
  const staging = path.join(remotesDir(storeDir), release.name, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(path.dirname(staging), { recursive: true });
  await cp(buildDir, staging, { recursive: true });
  await writeFile(
    path.join(staging, 'release.json'),
    `${JSON.stringify({ ...release, version }, null, 2)}\n`,
  );
  await rename(staging, target);
  return { name: release.name, version, copied: true };
}

/** Points the registry at a published version; the previous one is remembered for rollback. */
export async function activate(storeDir: string, name: RemoteName, version: string): Promise<void> {
  const dir = path.join(remotesDir(storeDir), name, version);
  if (!(await exists(path.join(dir, 'release.json')))) {
    throw new ReleaseError(`${name} ${version} is not published`);
  }
  await assertOwnRoutes(storeDir, await readRelease(dir));
  const state = await readState(storeDir);
  const current = state.remotes[name];
  if (current?.active === version) return;
  const history = current ? [...current.history, current.active].slice(-20) : [];
  state.remotes[name] = { active: version, history };
  await writeState(storeDir, state);
}

/** Back to the version that was live before the current one. */
export async function rollback(storeDir: string, name: RemoteName): Promise<string> {
  const state = await readState(storeDir);
  const current = state.remotes[name];
  const previous = current?.history.at(-1);
  if (!current || previous === undefined)
    throw new ReleaseError(`${name} has no earlier version to roll back to`);
  state.remotes[name] = { active: previous, history: current.history.slice(0, -1) };
  await writeState(storeDir, state);
  return previous;
}

/** Removes a remote from the registry (its files stay, so it can be activated again). */
export async function deactivate(storeDir: string, name: RemoteName): Promise<void> {
  const state = await readState(storeDir);
  const { [name]: _removed, ...rest } = state.remotes;
  await writeState(storeDir, { remotes: rest });
}

/** The registry the shell reads: each live remote with its manifest and contract. */
export async function buildRegistry(storeDir: string): Promise<Registry> {
  // A missing or damaged folder is left out rather than breaking every other area.
  const remotes = (await activeReleases(storeDir)).map(({ version, release }): RegistryEntry => ({
    name: release.name,
    version,
    manifestUrl: `/mfe/${release.name}/${version}/${release.manifest}`,
    contractVersion: release.contractVersion,
    requires: release.requires,
    shared: release.shared,
    ...release.area,
  }));
  return { schemaVersion: 1, remotes };
}

/** Every remote with a folder in the store, published or not. */
export async function listRemoteNames(storeDir: string): Promise<string[]> {
  const dir = remotesDir(storeDir);
  if (!(await exists(dir))) return [];
  return (await readdir(dir)).filter((entry) => !entry.startsWith('.')).sort();
}

/** Published versions of a remote, oldest first. */
export async function listVersions(storeDir: string, name: RemoteName): Promise<string[]> {
  const dir = path.join(remotesDir(storeDir), name);
  if (!(await exists(dir))) return [];
  return (await readdir(dir)).filter((entry) => !entry.startsWith('.')).sort();
}

export async function removeStore(storeDir: string): Promise<void> {
  await rm(storeDir, { recursive: true, force: true });
}
