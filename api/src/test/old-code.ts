import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { apiRoot, repositoryRoot } from '../config/paths';

/**
 * The code as it was before the newest migration (issue 20, ADR 047): found in git history and
 * built as it shipped then, so a test can run it against a database the newest migration changes.
 * Everything here is synchronous: it runs while jest collects the test file, so a missing history
 * or a dependency the old code cannot build with can skip the test with its reason.
 */

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Old bundles are kept in node_modules (never linted, formatted or collected by jest), by commit. */
const CACHE_PREFIX = 'old-api-';
/** A cached old bundle nobody used for this long is removed when another is built (a rebuild is ~3 s). */
const CACHE_KEEP_MS = 60 * 60 * 1000;

export interface OldCode {
  /** The newest migration file of this checkout (e.g. 0037_integration_push_channel_idx.sql). */
  newest: string;
  /** The commit the old code is taken from, and how it was chosen (for the test's messages). */
  commit: string;
  chosen: string;
  /** Today's migration files the old code does not have (the newest and any added with it). */
  added: string[];
  /** The old bundle's folder (`main.js`, `migrate.js`), inside the old api/ (its migrations beside). */
  bundleDir: string;
  /** npm dependencies of the old code whose version differs from today's install (usually none). */
  dependencyChanges: string[];
}

export type OldCodeState =
  | { kind: 'ready'; old: OldCode }
  /** The test cannot run here, for a reason that is not the code's fault (no history, old deps). */
  | { kind: 'skip'; reason: string }
  /** Something is wrong that the test must report as a failure. */
  | { kind: 'broken'; error: string };

class Skip extends Error {}

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: repositoryRoot(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

function gitOk(args: string[]): boolean {
  try {
    git(args);
    return true;
  } catch {
    return false;
  }
}

function migrationFiles(): string[] {
  return readdirSync(path.join(apiRoot(), 'migrations'))
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
}

/** The commit before the newest migration: the parent of the commit that added it, or HEAD if uncommitted. */
function findOldCommit(newest: string): { commit: string; chosen: string } {
  try {
    git(['--version']);
  } catch {
    throw new Skip('git is not installed, so the code before the newest migration cannot be found');
  }
  if (!gitOk(['rev-parse', '--is-inside-work-tree'])) {
    throw new Skip(
      `${repositoryRoot()} is not a git checkout (an export or an archive?): the code before the newest migration comes from git history`,
    );
  }
  if (!gitOk(['rev-parse', '--verify', '-q', 'HEAD^{commit}'])) {
    throw new Skip('the repository has no commit yet: there is no old code to run');
  }
  const file = `api/migrations/${newest}`;
  if (!gitOk(['cat-file', '-e', `HEAD:${file}`])) {
    // Not committed yet (the usual case while writing a migration): the old code is the last commit.
    return { commit: git(['rev-parse', 'HEAD']), chosen: `HEAD (${newest} is not committed yet)` };
  }
  const adding = git(['log', '--diff-filter=A', '--format=%H', '-1', 'HEAD', '--', file]);
  const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
  if (adding === '' || !gitOk(['rev-parse', '--verify', '-q', `${adding}^1^{commit}`])) {
    if (shallow) {
      throw new Skip(
        `this is a shallow clone: its history does not reach the commit before the one that added ${newest} (run \`git fetch --unshallow\`, or clone without --depth)`,
      );
    }
    throw new Skip(`the commit that added ${newest} has no parent: there is no old code to run`);
  }
  const parent = git(['rev-parse', `${adding}^1`]);
  return { commit: parent, chosen: `the parent of ${adding.slice(0, 12)}, which added ${newest}` };
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const showJson = (commit: string, file: string) => JSON.parse(git(['show', `${commit}:${file}`])) as Manifest;

/** The folders of the old commit's workspace packages the API bundles (`@clinio/*` dependencies, transitively). */
function workspacePackages(commit: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const dir of git(['ls-tree', '-d', '--name-only', commit, 'shared/']).split('\n')) {
    if (dir === '' || !gitOk(['cat-file', '-e', `${commit}:${dir}/package.json`])) continue;
    const name = showJson(commit, `${dir}/package.json`).name;
    if (name) byName.set(name, dir);
  }
  const wanted = new Map<string, string>();
  const visit = (manifest: Manifest) => {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith('@clinio/') || wanted.has(name)) continue;
      const dir = byName.get(name);
      if (dir === undefined)
        throw new Error(`the old code depends on ${name}, which is not under shared/ at ${commit}`);
      wanted.set(name, dir);
      visit(showJson(commit, `${dir}/package.json`));
    }
  };
  visit(showJson(commit, 'api/package.json'));
  return wanted;
}

/** Old npm dependency versions that differ from today's manifests (which the frozen lockfile installed). */
function dependencyChanges(root: string, packages: Map<string, string>): string[] {
  const changes: string[] = [];
  const compare = (label: string, oldManifest: Manifest, todayManifest: Manifest | null) => {
    for (const [name, version] of Object.entries(oldManifest.dependencies ?? {})) {
      if (name.startsWith('@clinio/')) continue;
      const today = todayManifest?.dependencies?.[name];
      if (today === undefined) changes.push(`${label}: ${name}@${version} is no longer installed`);
      else if (today !== version) changes.push(`${label}: ${name} ${version} then, ${today} today`);
    }
  };
  compare(
    'api',
    readJson(path.join(root, 'api', 'package.json')),
    readJson(path.join(apiRoot(), 'package.json')),
  );
  for (const [name, dir] of packages) {
    const today = path.join(repositoryRoot(), dir, 'package.json');
    compare(name, readJson(path.join(root, dir, 'package.json')), existsSync(today) ? readJson(today) : null);
  }
  return changes;
}

function output(error: unknown): string {
  const failed = error as { stdout?: Buffer | string; stderr?: Buffer | string; message?: string };
  const text = `${failed.stderr?.toString() ?? ''}${failed.stdout?.toString() ?? ''}`.trim();
  return (text === '' ? (failed.message ?? String(error)) : text).slice(0, 3_000);
}

/**
 * Extracts the old commit's api/ and the workspace packages it bundles into `dir`, links them as
 * pnpm would (their npm dependencies are today's install), and bundles it with its own build.mjs.
 */
function buildOldApi(commit: string, dir: string): string[] {
  const packages = workspacePackages(commit);
  const roots = ['pnpm-workspace.yaml', 'tsconfig.base.json', 'tsconfig.json'].filter((file) =>
    gitOk(['cat-file', '-e', `${commit}:${file}`]),
  );
  mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, 'old.tar');
  git(['archive', '--output', archive, commit, 'api', ...packages.values(), ...roots]);
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  rmSync(archive);
  // node_modules as pnpm lays it out: api/node_modules/@clinio/<name> -> the package's folder; the
  // package's own npm dependencies are today's (api's resolve upwards to api/node_modules).
  for (const [name, packageDir] of packages) {
    const link = path.join(dir, 'api', 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), path.join(dir, packageDir)), link);
    const installed = path.join(repositoryRoot(), packageDir, 'node_modules');
    if (existsSync(installed)) symlinkSync(installed, path.join(dir, packageDir, 'node_modules'));
  }
  const changes = dependencyChanges(dir, packages);
  // The bundle leaves npm packages external: one today's install lacks would only fail at start.
  const missing = Object.keys(readJson(path.join(dir, 'api', 'package.json')).dependencies ?? {}).filter(
    (name) => !name.startsWith('@clinio/') && !existsSync(path.join(apiRoot(), 'node_modules', name)),
  );
  if (missing.length > 0) {
    throw new Skip(
      `the old code (${commit.slice(0, 12)}) needs npm packages today's lockfile does not install (${missing.join(', ')}), so it cannot run from today's node_modules; differences: ${changes.join('; ')}`,
    );
  }
  if (!existsSync(path.join(dir, 'api', 'build.mjs'))) {
    throw new Error(`the old code (${commit}) has no api/build.mjs to bundle it with`);
  }
  try {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: path.join(dir, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const reason = `the old code's bundle does not build:\n${output(error)}`;
    if (changes.length > 0) {
      throw new Skip(
        `the old code (${commit.slice(0, 12)}) was written for other npm dependencies than today's lockfile installs (${changes.join('; ')}), and ${reason}`,
        { cause: error },
      );
    }
    throw new Error(reason, { cause: error });
  }
  return changes;
}

function pruneOtherBundles(cacheRoot: string, keep: string): void {
  for (const entry of readdirSync(cacheRoot)) {
    if (!entry.startsWith(CACHE_PREFIX) || entry === keep) continue;
    const marker = path.join(cacheRoot, entry, 'ready.json');
    // Half-built folders of other runs are theirs; finished ones unused for an hour are stale.
    if (existsSync(marker) && Date.now() - statSync(marker).mtimeMs > CACHE_KEEP_MS) {
      rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    }
  }
}

/** The old code, built (or taken from the cache by commit), or why the test cannot run it. */
export function prepareOldCode(): OldCodeState {
  try {
    const files = migrationFiles();
    const newest = files.at(-1);
    if (newest === undefined) return { kind: 'broken', error: 'api/migrations/ holds no migration' };
    const { commit, chosen } = findOldCommit(newest);
    const oldFiles = new Set(
      git(['ls-tree', '--name-only', commit, 'api/migrations/'])
        .split('\n')
        .map((file) => path.basename(file))
        .filter((file) => MIGRATION_FILE.test(file)),
    );
    const added = files.filter((file) => !oldFiles.has(file));
    const gone = [...oldFiles].filter((file) => !files.includes(file));
    if (gone.length > 0) {
      return { kind: 'broken', error: `migrations of ${commit} are missing today: ${gone.join(', ')}` };
    }

    const cacheRoot = path.join(apiRoot(), 'node_modules', '.cache');
    const name = `${CACHE_PREFIX}${commit.slice(0, 12)}`;
    const dir = path.join(cacheRoot, name);
    const marker = path.join(dir, 'ready.json');
    if (!existsSync(marker)) {
      const building = `${dir}.tmp-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      try {
        const changes = buildOldApi(commit, building);
        writeFileSync(path.join(building, 'ready.json'), `${JSON.stringify({ commit, changes }, null, 2)}\n`);
        try {
          renameSync(building, dir);
        } catch (error) {
          // Another run built the same commit meanwhile: use theirs.
          if (!existsSync(marker)) throw error;
        }
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
      pruneOtherBundles(cacheRoot, name);
    }
    const now = new Date();
    utimesSync(marker, now, now);
    const { changes } = JSON.parse(readFileSync(marker, 'utf8')) as { changes: string[] };
    return {
      kind: 'ready',
      old: {
        newest,
        commit,
        chosen,
        added,
        bundleDir: path.join(dir, 'api', 'dist'),
        dependencyChanges: changes,
      },
    };
  } catch (error) {
    if (error instanceof Skip) return { kind: 'skip', reason: error.message };
    return { kind: 'broken', error: error instanceof Error ? error.message : String(error) };
  }
}
