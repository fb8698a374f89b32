// `pnpm bench`: the platform's performance figures, measured on this machine in one run.
//   1. cold build of every workspace package with a build script (outputs and webpack caches
//      removed first), with each package's time
//   2. first start on an empty data folder (initdb, migrations, seed) and warm start, each to the
//      first served request
//   3. first-load JavaScript in Chromium, gzip and brotli: the landing page (shell + marketing), a
//      signed-in dashboard screen of mfe-admin (quality bar 27) and the shell-only dashboard home
//   4. the request path (ADR 027): GET /healthz against a bare node:http server, and an
//      authenticated GET /api/me against a bare node:http + pg server running the same SQL, as ratios
//   5. the durable job queue (api/src/scripts/bench-jobs.ts, on a PostgreSQL of its own): jobs/s
//      from a backlog, and the p50/p95/p99 delay from enqueue to handler start at a steady rate
//   6. patients at a million (quality bars 23 and 24), on a PostgreSQL of its own kept in
//      data/bench-patients between runs (the million is generated once; --fresh-patients starts
//      over): search in SQL with and without its indexes (api/src/scripts/bench-patients.ts), then
//      the real server on that database: GET /api/patients/?search= at 50 connections, and
//      GET /api/patients/{id} against a bare node:http + pg server running the same statements
//   7. availability (quality bar 25), on a PostgreSQL of its own in data/bench-availability:
//      30 days for 10 providers through findAvailableSlots in-process (time and SQL round trips,
//      api/src/scripts/bench-availability.ts), then GET /api/availability on the real server,
//      one request at a time (end-to-end latency p50/p95/p99), and its throughput at 10 connections
// Results go to stdout and bench-results/latest.json. Not part of the tests: timings vary.
// `--only patients` runs section 6 alone, `--only availability` section 7 (after `pnpm --filter api build`).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { workspacePackages } from '../src/workspace-packages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
const PORT = 8140;
// A fixed port for the embedded PostgreSQL, so the /api/me baseline can reach it.
const PG_PORT = 8143;
const BASE = `http://localhost:${PORT}`;
const dataDir = path.join(root, 'data', 'bench');
// Section 6: its own server, PostgreSQL and data folder (kept: generating a million takes minutes).
const PATIENTS_PORT = 8150;
const PATIENTS_PG_PORT = 8153;
const patientsDataDir = path.join(root, 'data', 'bench-patients');
// Section 7: its own server, PostgreSQL and data folder (kept between runs).
const AVAILABILITY_PORT = 8160;
const AVAILABILITY_PG_PORT = 8163;
const availabilityDataDir = path.join(root, 'data', 'bench-availability');
const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
};

const seconds = (ms) => Math.round(ms / 10) / 100;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Runs `pnpm run build` in one package's folder; its output is shown only when it fails. */
function buildPackage(folder) {
  return new Promise((resolve, reject) => {
    // Under `pnpm bench`, npm_execpath is the running pnpm: the same one builds each package.
    const pnpm = process.env.npm_execpath;
    const [command, args] = pnpm?.endsWith('js')
      ? [process.execPath, [pnpm, 'run', 'build']]
      : ['pnpm', ['run', 'build']];
    const child = spawn(command, args, { cwd: path.join(root, folder), env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${folder}: build failed\n${output}`)),
    );
  });
}

/**
 * Every workspace package with a build script (found from pnpm-workspace.yaml, so a new remote is
 * included the day it exists): outputs and webpack caches deleted, then built, two at a time
 * like `pnpm build` on this 2-core machine, each package timed.
 */
async function coldBuild() {
  const packages = (await workspacePackages(root)).filter(({ manifest }) => manifest.scripts?.build);
  for (const { folder } of packages) {
    await rm(path.join(root, folder, 'dist'), { recursive: true, force: true });
    await rm(path.join(root, folder, 'node_modules', '.cache'), { recursive: true, force: true });
  }
  const concurrency = Number(process.env.BENCH_BUILD_CONCURRENCY ?? 2);
  const queue = [...packages];
  const perPackage = {};
  const started = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const packageStarted = performance.now();
      await buildPackage(next.folder);
      perPackage[next.manifest.name] = seconds(performance.now() - packageStarted);
      console.log(`cold build: ${next.manifest.name} in ${perPackage[next.manifest.name]} s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  results.coldBuildSeconds = seconds(performance.now() - started);
  results.coldBuildPackages = perPackage;
  console.log(
    `cold build: ${packages.length} packages in ${results.coldBuildSeconds} s (${concurrency} at a time)`,
  );
}

function startServer({ port = PORT, pgPort = PG_PORT, data = dataDir } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: String(pgPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const firstResponse = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      try {
        const response = await fetch(`http://localhost:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { firstResponse, stop, child };
}

/** Resident memory of a process and all its descendants (the API and its PostgreSQL), in MB. */
function treeMemoryMb(rootPid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const kb = rows.filter(([pid]) => inTree.has(pid)).reduce((total, [, , rss]) => total + rss, 0);
  return Math.round(kb / 1024);
}

async function startTimes() {
  await rm(dataDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(root, 'api', 'dist', 'mfe-cli.js'), 'publish-all', '--dev', '--activate'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    },
  );
  const first = startServer();
  results.firstStartSeconds = seconds(await first.firstResponse);
  await first.stop();
  const warm = startServer();
  results.warmStartSeconds = seconds(await warm.firstResponse);
  // Idle: a few seconds after start, before any load.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  results.idleMemoryMb = treeMemoryMb(warm.child.pid);
  return warm;
}

/** Every script a fresh page loads until `ready` resolves, with its gzip and brotli sizes. */
async function scriptsOf(browser, url, ready, initScript) {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript.fn, initScript.arg);
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) =>
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            brotli: brotliCompressSync(body).length,
          }),
        ),
    );
  });
  await page.goto(`${BASE}${url}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const sum = (key, filter = () => true) =>
    scripts.filter(filter).reduce((total, script) => total + script[key], 0);
  const isRemote = (script) => script.url.startsWith('/mfe/');
  return {
    files: scripts.length,
    gzipKB: kb(sum('gzip')),
    brotliKB: kb(sum('brotli')),
    rawKB: kb(sum('raw')),
    shellGzipKB: kb(sum('gzip', (script) => !isRemote(script))),
    remoteGzipKB: kb(sum('gzip', isRemote)),
    largestGzipKB: Object.fromEntries(
      scripts
        .toSorted((a, b) => b.gzip - a.gzip)
        .slice(0, 10)
        .map((script) => [script.url, kb(script.gzip)]),
    ),
  };
}

/** A staff session as the shell stores it after sign-in (spec 4.1's keys), from the real API. */
async function staffSession(username, { base = BASE, password = 'Clinio!demo1' } = {}) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  const tokens = await response.json();
  const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  return { tokens, profile: await me.json() };
}

async function firstLoadJavaScript() {
  const { chromium } = requireFromE2e('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    results.landingFirstLoadJs = await scriptsOf(browser, '/', async (page) => {
      await page.locator('[data-remote="marketing"] h1').waitFor();
    });
    // Quality bar 27: the staff dashboard's first load (shell, shared singletons, one remote),
    // signed in, opened fresh at a screen of mfe-admin; and the shell-only home.
    const session = await staffSession('frontdesk');
    const signedIn = {
      fn: ({ tokens, profile }) => {
        localStorage.setItem('access_token', tokens.access_token);
        localStorage.setItem('refresh_token', tokens.refresh_token ?? '');
        localStorage.setItem('userProfile', JSON.stringify(profile));
      },
      arg: session,
    };
    results.dashboardFirstLoadJs = await scriptsOf(
      browser,
      '/dashboard/user-settings',
      async (page) => {
        await page.locator('[data-remote="admin"] h1').waitFor();
      },
      signedIn,
    );
    results.dashboardHomeFirstLoadJs = await scriptsOf(
      browser,
      '/dashboard',
      async (page) => {
        await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
      },
      signedIn,
    );
  } finally {
    await browser.close();
  }
}

/** A baseline server of bench-bare.mjs in its own process, like the API. */
function startBareServer(args) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'shared', 'build', 'bin', 'bench-bare.mjs'), ...args],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

/**
 * The API against its baseline, side by side: a warm-up each, then three rounds of 5 s at 50
 * connections, baseline and API in turn, so a machine busy with other work weighs on both alike.
 * Also each server's CPU time per answered request, steadier than requests/s on a shared machine.
 */
async function ratio({ apiUrl, bareUrl, apiPid, barePid, headers = {}, paths }) {
  const run = (url, duration) =>
    new Promise((resolve, reject) => {
      autocannon(
        { url, headers, connections: 50, duration, pipelining: 1, ...rotating(paths) },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  await run(bareUrl, 3);
  await run(apiUrl, 3);
  const rounds = [];
  const cpu = { api: 0, bare: 0 };
  const timed = async (side, url, pid) => {
    const before = cpuMs(pid);
    const result = await run(url, 5);
    cpu[side] += cpuMs(pid) - before;
    return result;
  };
  for (let round = 0; round < 3; round += 1) {
    rounds.push({ bare: await timed('bare', bareUrl, barePid), api: await timed('api', apiUrl, apiPid) });
  }
  const total = (side, pick) => rounds.reduce((sum, entry) => sum + pick(entry[side]), 0);
  const average = (side) => total(side, (result) => result.requests.average) / rounds.length;
  const roundRatios = rounds.map(
    ({ api, bare }) => Math.round((api.requests.average / bare.requests.average) * 100) / 100,
  );
  const cpuMicros = (side) => Math.round((cpu[side] * 1000) / total(side, (result) => result.requests.total));
  return {
    apiRequestsPerSecond: Math.round(average('api')),
    bareRequestsPerSecond: Math.round(average('bare')),
    // The median round: one round disturbed by other work does not decide it.
    ratio: roundRatios.toSorted((a, b) => a - b)[1],
    roundRatios,
    apiCpuMicrosPerRequest: cpuMicros('api'),
    bareCpuMicrosPerRequest: cpuMicros('bare'),
    cpuRatio: Math.round((cpuMicros('bare') / cpuMicros('api')) * 100) / 100,
    apiLatencyP99Ms: Math.max(...rounds.map(({ api }) => api.latency.p99)),
    bareLatencyP99Ms: Math.max(...rounds.map(({ bare }) => bare.latency.p99)),
    errors:
      total('api', (result) => result.errors + result.non2xx) +
      total('bare', (result) => result.errors + result.non2xx),
  };
}

/**
 * Autocannon options that send each request to the next path of `paths` (all connections share
 * one turn), e.g. a different patient or search each time; none when `paths` is not given.
 */
function rotating(paths) {
  if (paths === undefined) return {};
  let next = 0;
  return {
    requests: [
      {
        setupRequest: (request) => {
          const requestPath = paths[next % paths.length];
          next += 1;
          return { ...request, path: requestPath };
        },
      },
    ],
  };
}

/** User + system CPU time of a process so far, in ms (Linux /proc, 100 clock ticks a second). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The request role's connection string, as the API derives it (api/src/db/roles.ts). */
async function appRoleUrl({ data = dataDir, pgPort = PG_PORT } = {}) {
  const password = (await readFile(path.join(data, 'secrets', 'postgres-owner'), 'utf8')).trim();
  const key = `postgres:${password}@127.0.0.1:${pgPort}`;
  const rolePassword = createHmac('sha256', key).update('clinio-role:clinio_app').digest('base64url');
  return `postgres://clinio_app:${encodeURIComponent(rolePassword)}@127.0.0.1:${pgPort}/clinio`;
}

/**
 * Section 9 of issue 9 (ADR 027): `GET /healthz` against a bare node:http server, and an
 * authenticated `GET /api/me` against a bare node:http + pg server running the same SQL.
 */
async function requestPath(apiPid) {
  const bareHealth = await startBareServer(['healthz', String(PORT + 1)]);
  try {
    results.healthz = await ratio({
      apiUrl: `http://127.0.0.1:${PORT}/healthz`,
      bareUrl: `http://127.0.0.1:${PORT + 1}/healthz`,
      apiPid,
      barePid: bareHealth.pid,
    });
  } finally {
    bareHealth.kill();
  }
  const { tokens } = await staffSession('frontdesk');
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString('utf8'));
  const bareMe = await startBareServer([
    'me',
    String(PORT + 1),
    await appRoleUrl(),
    claims.tid,
    claims.sub,
    claims.sid,
  ]);
  try {
    results.me = await ratio({
      apiUrl: `http://127.0.0.1:${PORT}/api/me`,
      bareUrl: `http://127.0.0.1:${PORT + 1}/api/me`,
      apiPid,
      barePid: bareMe.pid,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
  } finally {
    bareMe.kill();
  }
}

/** Targets: >= 1,000 jobs/s and p95 enqueue-to-start <= 50 ms (issue 9). */
function jobQueue() {
  const output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-jobs.js')], {
    cwd: path.join(root, 'api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results.jobs = JSON.parse(output);
}

/**
 * Section 6, quality bars 23 and 24 at a million patients. The SQL part (and the generation, when
 * the data folder does not hold the million yet) runs in api/dist/bench-patients.js on the
 * folder's embedded PostgreSQL; then the real server starts on the same folder.
 */
async function patients() {
  if (process.argv.includes('--fresh-patients')) await rm(patientsDataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: patientsDataDir,
    EMBEDDED_PG_PORT: String(PATIENTS_PG_PORT),
    LOG_LEVEL: 'warn',
  };
  let output;
  try {
    output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-patients.js')], {
      cwd: path.join(root, 'api'),
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    // e.g. a migration of the kept data folder changed since: start over with --fresh-patients.
    throw new Error(
      `the patients bench failed (see above); if a migration changed since ${patientsDataDir} was made, run again with --fresh-patients`,
      { cause: error },
    );
  }
  const { searchTexts, patientIds, ...measured } = JSON.parse(output);
  results.patients = measured;
  console.log(
    `patients: ${measured.generate.patients} in the bench tenant (${measured.generate.inserted} generated in ${measured.generate.seconds} s)`,
  );
  console.log(
    `patients: search in SQL p50 ${measured.sql.indexedMs.p50} ms, p95 ${measured.sql.indexedMs.p95} ms, p99 ${measured.sql.indexedMs.p99} ms; ` +
      `without indexes p50 ${measured.sql.withoutIndexesMs.p50} ms, p95 ${measured.sql.withoutIndexesMs.p95} ms: ratio p50 ${measured.sql.ratioP50}x, p95 ${measured.sql.ratioP95}x`,
  );

  const server = startServer({ port: PATIENTS_PORT, pgPort: PATIENTS_PG_PORT, data: patientsDataDir });
  try {
    await server.firstResponse;
    const base = `http://127.0.0.1:${PATIENTS_PORT}`;
    const { tokens } = await staffSession('benchdesk', { base, password: 'Clinio!bench1' });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    // Bar 24 over HTTP: the same 200 searches, in turn, at 50 connections (3 s warm-up, then 10 s).
    const searchPaths = searchTexts.map((text) => `/api/patients/?search=${encodeURIComponent(text)}`);
    const search = (duration) =>
      new Promise((resolve, reject) => {
        autocannon(
          { url: base, headers, connections: 50, duration, pipelining: 1, ...rotating(searchPaths) },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
    await search(3);
    const measuredSearch = await search(10);
    results.patients.httpSearch = {
      connections: 50,
      requestsPerSecond: Math.round(measuredSearch.requests.average),
      latencyMs: {
        p50: measuredSearch.latency.p50,
        p90: measuredSearch.latency.p90,
        p99: measuredSearch.latency.p99,
        max: measuredSearch.latency.max,
      },
      // Socket errors and timeouts (autocannon's 10 s), and answers other than 2xx by status.
      errors: measuredSearch.errors,
      timeouts: measuredSearch.timeouts,
      non2xx: measuredSearch.non2xx,
      statusCodes: measuredSearch.statusCodeStats,
    };
    console.log(
      `patients: GET /api/patients/?search= at 50 connections: ${results.patients.httpSearch.requestsPerSecond} req/s, p99 ${measuredSearch.latency.p99} ms`,
    );

    // Bar 23: one patient's chart, a different patient each request, against the bare baseline.
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString('utf8'));
    const bare = await startBareServer([
      'patient',
      String(PATIENTS_PORT + 1),
      await appRoleUrl({ data: patientsDataDir, pgPort: PATIENTS_PG_PORT }),
      claims.tid,
      claims.sub,
      claims.sid,
    ]);
    try {
      results.patients.getPatient = await ratio({
        apiUrl: `http://127.0.0.1:${PATIENTS_PORT}`,
        bareUrl: `http://127.0.0.1:${PATIENTS_PORT + 1}`,
        apiPid: server.child.pid,
        barePid: bare.pid,
        headers,
        paths: patientIds.map((id) => `/api/patients/${id}`),
      });
    } finally {
      bare.kill();
    }
    const chart = results.patients.getPatient;
    console.log(
      `patients: GET /api/patients/{id}: ${chart.apiRequestsPerSecond} vs ${chart.bareRequestsPerSecond} req/s bare: ${chart.ratio}x, p99 ${chart.apiLatencyP99Ms} ms`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * Section 7, quality bar 25: availability for 30 days and 10 providers, p95 <= 50 ms end to end
 * and at most 3 SQL round trips. The data (kept in its folder) and the in-process figures come from
 * api/dist/bench-availability.js; then the real server answers over HTTP on the same folder.
 */
async function availability() {
  const env = {
    ...process.env,
    DATA_DIR: availabilityDataDir,
    EMBEDDED_PG_PORT: String(AVAILABILITY_PG_PORT),
    LOG_LEVEL: 'warn',
  };
  const output = execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'bench-availability.js')], {
    cwd: path.join(root, 'api'),
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { username, password, path: requestPath, ...measured } = JSON.parse(output);
  results.availability = measured;
  const server = startServer({
    port: AVAILABILITY_PORT,
    pgPort: AVAILABILITY_PG_PORT,
    data: availabilityDataDir,
  });
  try {
    await server.firstResponse;
    const base = `http://127.0.0.1:${AVAILABILITY_PORT}`;
    const { tokens } = await staffSession(username, { base, password });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    // End to end, one request at a time: 20 warm-up requests, then 200 measured.
    const times = [];
    let slots = 0;
    for (let i = 0; i < 220; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${requestPath}`, { headers });
      const body = await response.json();
      if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
      if (i >= 20) times.push(performance.now() - started);
      slots = body.slots.length;
    }
    const sorted = times.toSorted((a, b) => a - b);
    const at = (p) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 100) / 100;
    results.availability.http = {
      requests: times.length,
      slots,
      ms: { p50: at(0.5), p95: at(0.95), p99: at(0.99) },
    };
    const loaded = await new Promise((resolve, reject) => {
      autocannon({ url: `${base}${requestPath}`, headers, connections: 10, duration: 10 }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    results.availability.httpAt10Connections = {
      requestsPerSecond: Math.round(loaded.requests.average),
      latencyMs: { p50: loaded.latency.p50, p90: loaded.latency.p90, p99: loaded.latency.p99 },
      non2xx: loaded.non2xx,
    };
    const a = results.availability;
    console.log(
      `availability (bar 25): 30 days, ${a.inProcess.providers} providers, ${a.inProcess.slots} slots, ${a.inProcess.sqlRoundTrips} SQL round trips; ` +
        `in-process p50 ${a.inProcess.ms.p50} ms, p95 ${a.inProcess.ms.p95} ms; HTTP one at a time p50 ${a.http.ms.p50} ms, p95 ${a.http.ms.p95} ms, p99 ${a.http.ms.p99} ms; ` +
        `${a.httpAt10Connections.requestsPerSecond} req/s at 10 connections (p99 ${a.httpAt10Connections.latencyMs.p99} ms)`,
    );
  } finally {
    await server.stop();
  }
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only !== null && only !== 'patients' && only !== 'availability')
  throw new Error('--only takes: patients, availability');
if (only === null) {
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild) await coldBuild();
  if (process.argv.includes('--build-only')) process.exit(0);
  const server = await startTimes();
  try {
    // --no-browser: skip the first-load JavaScript (Chromium), e.g. to measure the request path alone.
    if (!process.argv.includes('--no-browser')) await firstLoadJavaScript();
    await requestPath(server.child.pid);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  jobQueue();
}
// --no-patients: leave out section 6 (it needs minutes the first time: the million is generated).
if (only !== 'availability' && !process.argv.includes('--no-patients')) await patients();
if (only === null || only === 'availability') await availability();
await mkdir(path.join(root, 'bench-results'), { recursive: true });
const latest = path.join(root, 'bench-results', 'latest.json');
// --only: the other sections' figures of the last full run stay in latest.json.
const previous = only === null ? {} : await readFile(latest, 'utf8').then(JSON.parse, () => ({}));
await writeFile(latest, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
