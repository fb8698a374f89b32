import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * As root, the embedded PostgreSQL runs as the `postgres` system user, which must enter every
 * folder above its binaries and its data. A project under a home folder only root may enter
 * (`/root`, mode 0700) breaks that, and initdb failed with a bare `spawn initdb EACCES`. This
 * module decides where the binaries and the cluster live so that the user can reach them.
 */

export interface FolderFacts {
  path: string;
  mode: number;
  uid: number;
  gid: number;
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** The first folder of `chain` that `user` may not enter (no search permission), if any. */
export function firstBlocked(chain: readonly FolderFacts[], user: RunAs): FolderFacts | null {
  for (const folder of chain) {
    const bit = folder.uid === user.uid ? 0o100 : folder.gid === user.gid ? 0o010 : 0o001;
    if ((folder.mode & bit) === 0) return folder;
  }
  return null;
}

export interface PlacesInput {
  user: RunAs;
  binDir: string;
  dataDir: string;
  /** Folders from `/` down to (and including) the binaries' folder. */
  binChain: readonly FolderFacts[];
  /** Existing folders from `/` down to the data folder's parent. */
  dataChain: readonly FolderFacts[];
  /** Whether the data folder already holds a cluster. */
  dataInitialised: boolean;
  /** A folder root creates and every user may enter (default /var/lib/clinio). */
  reachableRoot: string;
}

export type PlacesDecision =
  | { ok: true; binDir: string; dataDir: string; copyBinFrom: string | null; notes: string[] }
  | { ok: false; message: string };

function key(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Where PostgreSQL's binaries and cluster go for `user`; pure, so it is unit tested. */
export function decidePlaces(input: PlacesInput): PlacesDecision {
  const notes: string[] = [];
  let binDir = input.binDir;
  let copyBinFrom: string | null = null;
  const binBlocked = firstBlocked(input.binChain, input.user);
  if (binBlocked) {
    binDir = path.join(input.reachableRoot, `bin-${key(input.binDir)}`, 'bin');
    copyBinFrom = input.binDir;
    notes.push(
      `the postgres user cannot enter ${binBlocked.path}; PostgreSQL's binaries are copied to ${path.dirname(binDir)}`,
    );
  }
  let dataDir = input.dataDir;
  const dataBlocked = firstBlocked(input.dataChain, input.user);
  if (dataBlocked) {
    if (input.dataInitialised) {
      return {
        ok: false,
        message:
          `PostgreSQL runs as the postgres user (the server is started as root), which cannot enter ` +
          `${dataBlocked.path}, above the database in ${input.dataDir}. Either let it in ` +
          `(chmod o+x ${dataBlocked.path}), or move the project or DATA_DIR to a folder every user ` +
          `may enter, or set DATABASE_URL to a PostgreSQL of your own.`,
      };
    }
    dataDir = path.join(input.reachableRoot, `data-${key(input.dataDir)}`, 'postgres');
    notes.push(
      `the postgres user cannot enter ${dataBlocked.path}; the database is kept in ${dataDir} ` +
        `instead of ${input.dataDir} (set DATA_DIR to a folder it may enter to choose another place)`,
    );
  }
  return { ok: true, binDir, dataDir, copyBinFrom, notes };
}

/** The existing folders from `/` down to `target` (inclusive when it exists). */
export async function folderChain(target: string): Promise<FolderFacts[]> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  const chain: FolderFacts[] = [];
  for (let index = 0; index <= parts.length; index += 1) {
    const folder = path.sep + parts.slice(0, index).join(path.sep);
    const facts = await stat(folder).catch(() => null);
    if (!facts?.isDirectory()) break;
    chain.push({ path: folder, mode: facts.mode, uid: facts.uid, gid: facts.gid });
  }
  return chain;
}

/** A folder root owns and every user may enter. */
export async function makeReachable(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o755 });
  await chmod(folder, 0o755);
}

/** Copies the binaries' folder (with `lib/` and `share/` beside it) once; later starts reuse it. */
export async function copyBinaries(fromBin: string, toBin: string): Promise<void> {
  const source = path.dirname(fromBin);
  const target = path.dirname(toBin);
  if (await stat(path.join(toBin, 'postgres')).catch(() => null)) return;
  await makeReachable(path.dirname(target));
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(source, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, target).catch(async (error: unknown) => {
    // Another start copied them first: keep theirs.
    await rm(partial, { recursive: true, force: true });
    if (!(await stat(path.join(toBin, 'postgres')).catch(() => null))) throw error;
  });
}
