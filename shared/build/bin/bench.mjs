// `pnpm bench`: the platform's performance figures, measured on this machine in one run.
//   1. cold build of every package (webpack caches and outputs removed first)
//   2. first start on an empty data folder (initdb, migrations, seed) and warm start, each to the
//      first served request
//   3. first-load JavaScript in Chromium, gzip and brotli: the landing page (shell + marketing), a
//      signed-in dashboard screen of mfe-admin (quality bar 27) and the shell-only dashboard home
//   4. GET /healthz requests/s against a bare node:http server, side by side, as a ratio
//   5. the durable job queue (api/src/scripts/bench-jobs.ts, on a PostgreSQL of its own): jobs/s
//      from a backlog, and the p50/p95/p99 delay from enqueue to handler start at a steady rate
// Results go to stdout and bench-results/latest.json. Not part of the tests: timings vary.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
const PORT = 8140;
const BASE = `http://localhost:${PORT}`;
const dataDir = path.join(root, 'data', 'bench');
const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
};

const seconds = (ms) => Math.round(ms / 10) / 100;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function pnpm(args) {
  execFileSync('pnpm', args, { cwd: root, stdio: 'inherit', env: process.env });
}

async function coldBuild() {
  for (const dir of ['shell', 'mfe-marketing', 'api']) {
    await rm(path.join(root, dir, 'dist'), { recursive: true, force: true });
    await rm(path.join(root, dir, 'node_modules', '.cache'), { recursive: true, force: true });
  }
  const started = performance.now();
  pnpm(['run', 'build']);
  results.coldBuildSeconds = seconds(performance.now() - started);
}

function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const firstResponse = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      try {
        const response = await fetch(`${BASE}/healthz`);
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
async function staffSession(username) {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Clinio!demo1' }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  const tokens = await response.json();
  const me = await fetch(`${BASE}/api/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
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

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 10, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The baseline: a bare node:http server answering the same JSON, in its own process like the API. */
function startBareServer(port) {
  const source = `
    const http = require('node:http');
    http.createServer((request, response) => {
      const body = JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

async function healthThroughput() {
  const bare = await startBareServer(PORT + 1);
  // Warm both up, then measure each for 10 s with 50 connections.
  await load(`http://127.0.0.1:${PORT + 1}/healthz`);
  const baseline = await load(`http://127.0.0.1:${PORT + 1}/healthz`);
  await load(`http://127.0.0.1:${PORT}/healthz`);
  const api = await load(`http://127.0.0.1:${PORT}/healthz`);
  bare.kill();
  results.healthz = {
    apiRequestsPerSecond: Math.round(api.requests.average),
    bareNodeHttpRequestsPerSecond: Math.round(baseline.requests.average),
    ratio: Math.round((api.requests.average / baseline.requests.average) * 100) / 100,
    apiLatencyP99Ms: api.latency.p99,
    errors: api.errors + api.non2xx,
  };
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

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) await coldBuild();
const server = await startTimes();
try {
  await firstLoadJavaScript();
  await healthThroughput();
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
jobQueue();
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
