import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { runAsIds, startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded';
import { APP_ROLE, SYSTEM_ROLE, derivePassword, ensureRoles } from '../../db/roles';
import { nginxConf, pgbouncerIni, pgbouncerUsers } from './cluster-config';
import { ensureClusterTools } from './cluster-tools';

export interface ClusterOptions {
  /** The repository root (api/dist/main.js and the remotes' dist folders live under it). */
  root: string;
  /** The cluster's own data folder: PostgreSQL, uploads, the release store, TLS, configs. */
  dataDir: string;
  /** The balancer's HTTPS port. */
  httpsPort: number;
  /** One API process per port. */
  apiPorts: number[];
  poolerPort: number;
  /** Any PostgreSQL 15+ instead of the embedded one. */
  databaseUrl: string | null;
  /** API processes (by index from 0) that serve requests but work no jobs. */
  webOnly: number[];
  /** More environment for every API process (e.g. rate limits for a test). */
  env: Record<string, string>;
  log: (line: string) => void;
}

export interface ApiProcess {
  name: string;
  port: number;
  pid: number | null;
  jobWorkers: boolean;
}

export interface RunningCluster {
  url: string;
  apis: ApiProcess[];
  stop(): Promise<void>;
}

/** What the cluster writes to `<dataDir>/cluster.json` for tools and tests, kept current. */
export interface ClusterState {
  url: string;
  poolerPort: number;
  postgresPort: number;
  apis: ApiProcess[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForPort(port: number, what: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited during start-up:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port} within 20 s:\n${output()}`);
}

/** GET `url`; a self-signed certificate is fine here, it is our own. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, { method: 'GET', rejectUnauthorized: false, timeout: 3_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
    req.end();
  });
}

async function waitForReady(url: string, what: string, child: ChildProcess | null, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child !== null && child.exitCode !== null)
      throw new Error(`${what} exited during start-up:\n${output()}`);
    if ((await statusOf(url)) === 200) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within 90 s:\n${output()}`);
}

interface Owned {
  child: ChildProcess;
  output: () => string;
}

function own(command: string, args: string[], options: Parameters<typeof spawn>[2]): Owned {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A self-signed certificate for localhost, made once and kept. */
async function certificate(openssl: string, folder: string): Promise<{ cert: string; key: string }> {
  const cert = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  if ((await exists(cert)) && (await exists(key))) return { cert, key };
  await mkdir(folder, { recursive: true });
  execFileSync(
    openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Hands a folder (and what is in it) to the unprivileged user the daemons run as. */
async function handOver(folder: string, ids: { uid?: number; gid?: number }, files: string[] = []) {
  if (ids.uid === undefined || ids.gid === undefined) return;
  for (const entry of [folder, ...files]) await chown(entry, ids.uid, ids.gid);
}

/**
 * `pnpm start:cluster` (issue 20, ADR 066): the built product as several API processes behind
 * nginx (TLS on a self-signed certificate) and PgBouncer in transaction mode, in front of the
 * embedded PostgreSQL or DATABASE_URL. A process that exits is started again, as a process
 * manager would.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { log } = options;
  const tools = ensureClusterTools(log);
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  // nginx and PgBouncer refuse to run as root, as PostgreSQL does: the same unprivileged user.
  const ids = await runAsIds();
  const stops: (() => Promise<void>)[] = [];
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };

  try {
    let server: EmbeddedPostgres | null = null;
    let ownerUrl = options.databaseUrl;
    if (ownerUrl === null) {
      server = await startEmbeddedPostgres({
        dir: path.join(dataDir, 'postgres'),
        port: 0,
        database: 'clinio',
        log,
        // Three processes' pools, the pooler's and the job queues' sessions.
        settings: { max_connections: '200' },
      });
      const embedded = server;
      stops.push(() => embedded.stop());
      ownerUrl = server.ownerUrl;
    }
    const owner = new URL(ownerUrl);
    await ensureRoles(ownerUrl);

    // PgBouncer: the two request roles, with the passwords every API process derives.
    const poolerDir = path.join(dataDir, 'pgbouncer');
    await mkdir(poolerDir, { recursive: true });
    const database = decodeURIComponent(owner.pathname.slice(1)) || 'postgres';
    const users = {
      [APP_ROLE]: derivePassword(ownerUrl, APP_ROLE),
      [SYSTEM_ROLE]: derivePassword(ownerUrl, SYSTEM_ROLE),
    };
    const userlist = path.join(poolerDir, 'userlist.txt');
    const ini = path.join(poolerDir, 'pgbouncer.ini');
    await writeFile(userlist, pgbouncerUsers(users), { mode: 0o600 });
    await writeFile(
      ini,
      pgbouncerIni({
        folder: poolerDir,
        listenPort: options.poolerPort,
        server: { host: owner.hostname, port: Number(owner.port || 5432), database },
        users,
        poolSize: 20,
      }),
    );
    await handOver(poolerDir, ids, [userlist, ini]);
    const pooler = own(tools.pgbouncer, [ini], { uid: ids.uid, gid: ids.gid });
    stops.push(() => stopChild(pooler.child, 'SIGINT', 5_000));
    await waitForPort(options.poolerPort, 'PgBouncer', pooler.child, pooler.output);
    log(`PgBouncer (transaction mode) on 127.0.0.1:${options.poolerPort}`);

    // The release store: the built remotes, published and live (what the README's start does).
    const apiDist = path.join(options.root, 'api', 'dist');
    const baseEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: ownerUrl,
      DATABASE_POOLER_URL: `postgres://127.0.0.1:${options.poolerPort}/${encodeURIComponent(database)}`,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_APP_URL: `https://localhost:${options.httpsPort}`,
      HOST: '127.0.0.1',
      ...options.env,
    };
    execFileSync(process.execPath, [path.join(apiDist, 'mfe-cli.js'), 'publish-all', '--dev', '--activate'], {
      cwd: options.root,
      env: baseEnv,
      stdio: 'ignore',
    });

    // The API processes: the first alone (it migrates and seeds), then the others side by side.
    const apis: (ApiProcess & { owned: Owned | null })[] = options.apiPorts.map((port, index) => ({
      name: `api-${index + 1}`,
      port,
      pid: null,
      jobWorkers: !options.webOnly.includes(index),
      owned: null,
    }));
    const stateFile = path.join(dataDir, 'cluster.json');
    const url = `https://localhost:${options.httpsPort}`;
    const writeState = () => {
      const state: ClusterState = {
        url,
        poolerPort: options.poolerPort,
        postgresPort: Number(owner.port || 5432),
        apis: apis.map(({ name, port, pid, jobWorkers }) => ({ name, port, pid, jobWorkers })),
      };
      return writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`);
    };
    const launch = async (api: (typeof apis)[number]) => {
      const owned = own(process.execPath, ['--enable-source-maps', path.join(apiDist, 'main.js')], {
        cwd: path.join(options.root, 'api'),
        env: {
          ...baseEnv,
          PORT: String(api.port),
          INSTANCE_NAME: api.name,
          JOB_WORKERS: api.jobWorkers ? 'true' : 'false',
        },
      });
      api.owned = owned;
      api.pid = owned.child.pid ?? null;
      owned.child.once('exit', (code, signal) => {
        if (api.owned !== owned) return;
        api.pid = null;
        void writeState();
        if (stopping) return;
        log(`${api.name} exited (${signal ?? `code ${code}`}); starting it again`);
        setTimeout(() => {
          if (!stopping)
            void launch(api).catch((error: unknown) => log(`${api.name} could not start: ${String(error)}`));
        }, 500);
      });
      await waitForReady(`http://127.0.0.1:${api.port}/readyz`, api.name, owned.child, owned.output);
      await writeState();
    };
    stops.push(async () => {
      await Promise.all(
        apis.map((api) => (api.owned ? stopChild(api.owned.child, 'SIGTERM', 12_000) : Promise.resolve())),
      );
    });
    const [first, ...rest] = apis;
    if (first === undefined) throw new Error('The cluster needs at least one API process');
    await launch(first);
    await Promise.all(rest.map(launch));
    log(
      `API processes: ${apis.map((api) => `${api.name} on ${api.port}${api.jobWorkers ? '' : ' (no jobs)'}`).join(', ')}`,
    );

    // nginx: TLS in front of them.
    const tlsDir = path.join(dataDir, 'tls');
    const tls = await certificate(tools.openssl, tlsDir);
    const balancerDir = path.join(dataDir, 'nginx');
    await rm(path.join(balancerDir, 'temp'), { recursive: true, force: true });
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      await mkdir(path.join(balancerDir, 'temp', sub), { recursive: true });
    const conf = path.join(balancerDir, 'nginx.conf');
    await writeFile(
      conf,
      nginxConf({
        folder: balancerDir,
        listenPort: options.httpsPort,
        upstreamPorts: options.apiPorts,
        certificate: tls.cert,
        key: tls.key,
        maxBodyMegabytes: 32,
      }),
    );
    if (ids.uid !== undefined && ids.gid !== undefined) {
      execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, balancerDir, tlsDir]);
    }
    const balancer = own(tools.nginx, ['-c', conf, '-p', balancerDir, '-g', 'daemon off;'], {
      uid: ids.uid,
      gid: ids.gid,
    });
    // Stopped first: no new requests, then the API processes drain.
    stops.push(() => stopChild(balancer.child, 'SIGQUIT', 5_000));
    await waitForReady(`${url}/readyz`, 'nginx', balancer.child, balancer.output);
    await writeState();
    log(`Clinio (cluster) is ready on ${url}`);

    return {
      url,
      get apis() {
        return apis.map(({ name, port, pid, jobWorkers }) => ({ name, port, pid, jobWorkers }));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The state a running cluster wrote, for tests and tools. */
export async function readClusterState(dataDir: string): Promise<ClusterState> {
  return JSON.parse(await readFile(path.join(dataDir, 'cluster.json'), 'utf8')) as ClusterState;
}
