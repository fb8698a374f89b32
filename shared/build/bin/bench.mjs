// `pnpm bench`: the platform's performance figures, measured on this machine in one run.
//   1. cold build of every workspace package with a build script (outputs and webpack caches
//      removed first), with each package's time
//   2. first start on an empty data folder (initdb, migrations, seed) and warm start, each to the
//      first served request
//   3. first-load JavaScript in Chromium, gzip and brotli: the landing page (shell + marketing), a
//      signed-in dashboard screen of mfe-admin (quality bar 27) and the shell-only dashboard home
//   4. the request path (ADR 027): GET /healthz against a bare node:http server (and against one
//      that writes the same headers as the API's answer), and an authenticated GET /api/me against
//      a bare node:http + pg server running the same SQL, as ratios
//   5. the durable job queue (api/src/scripts/bench-jobs.ts, on a PostgreSQL of its own): jobs/s
//      from a backlog, and the p50/p95/p99 delay from enqueue to handler start at a steady rate
//   6. patients at a million (quality bars 23 and 24), on a PostgreSQL of its own kept in
//      data/bench-patients between runs (the million is generated once; --fresh-patients starts
//      over) with shared_buffers 1GB (BENCH_PATIENTS_SHARED_BUFFERS=64MB for the default): search in SQL with and without its indexes (api/src/scripts/bench-patients.ts), then
//      the real server on that database: GET /api/patients/?search= at 50 connections, and
//      GET /api/patients/{id} against a bare node:http + pg server running the same statements
//   7. availability (quality bar 25), on a PostgreSQL of its own in data/bench-availability:
//      30 days for 10 providers through findAvailableSlots in-process (time and SQL round trips,
//      api/src/scripts/bench-availability.ts), then GET /api/availability on the real server,
//      one request at a time (end-to-end latency p50/p95/p99), and its throughput at 10 connections
// Sections 6 and 7 live in bench/patients.mjs and bench/availability.mjs, the helpers they share
// with this file in bench/servers.mjs.
// Results go to stdout and bench-results/latest.json. Not part of the tests: timings vary.
// `--only patients` runs section 6 alone, `--only availability` section 7 (after `pnpm --filter api build`),
// `--only analytics` section 9 (analytics at a million appointments, bench/analytics.mjs, same build),
// `--only first-load` section 8 (after `pnpm run build`), `--only import` section 10 (the patient
// import at 100,000 rows, through its API test: bench/import.mjs), `--only campaign` section 11
// (10,000 campaign messages through the development SMS adapter: bench/campaign.mjs), `--only forms`
// section 12 and `--only billing` section 13 (form validation and PDFs, 1,000 payments with
// idempotency keys and the invoice PDF, through their API tests: bench/paperwork-and-money.mjs),
// `--only soak` section 14 (issue 20: a clinic day at a fixed rate through the balancer of
// `pnpm start:cluster`, 10 minutes, `--soak-minutes M` and `--soak-rate N`; after `pnpm run build`;
// bench/soak.mjs). The soak runs only with `--only soak`, never in the full run: it takes 10 minutes.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { workspacePackages } from '../src/workspace-packages.js';
import { analytics } from './bench/analytics.mjs';
import { availability } from './bench/availability.mjs';
import { campaignAtSize } from './bench/campaign.mjs';
import { firstLoad } from './bench/first-load.mjs';
import { importAtSize } from './bench/import.mjs';
import { billingAtSize, formsAtSize } from './bench/paperwork-and-money.mjs';
import { patients } from './bench/patients.mjs';
import {
  appRoleUrl,
  kb,
  ratio,
  root,
  seconds,
  staffSession,
  startBareServer,
  startServer,
  treeMemoryMb,
} from './bench/servers.mjs';
import { soak } from './bench/soak.mjs';

const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
const PORT = 8140;
// A fixed port for the embedded PostgreSQL, so the /api/me baseline can reach it.
const PG_PORT = 8143;
const BASE = `http://localhost:${PORT}`;
const dataDir = path.join(root, 'data', 'bench');
const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
};

/** The main sections' API: port, embedded PostgreSQL port and data folder (removed after). */
const MAIN = { port: PORT, pgPort: PG_PORT, data: dataDir };

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
  const first = startServer(MAIN);
  results.firstStartSeconds = seconds(await first.firstResponse);
  results.firstStartSteps = await first.steps;
  console.log(`first start: ${results.firstStartSeconds} s (${results.firstStartSteps})`);
  await first.stop();
  const warm = startServer(MAIN);
  results.warmStartSeconds = seconds(await warm.firstResponse);
  results.warmStartSteps = await warm.steps;
  console.log(`warm start: ${results.warmStartSeconds} s (${results.warmStartSteps})`);
  // Idle: a few seconds after start, before any load.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  // Bar 26 is read on the proportional figure; the plain sum of resident sets is kept beside it.
  const idle = treeMemoryMb(warm.child.pid);
  results.idleMemoryMb = idle.pss;
  results.idleMemoryRssSumMb = idle.rss;
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
    const session = await staffSession('frontdesk', { base: BASE });
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

/**
 * Section 9 of issue 9 (ADR 027): `GET /healthz` against a bare node:http server, and an
 * authenticated `GET /api/me` against a bare node:http + pg server running the same SQL.
 */
async function requestPath(apiPid) {
  /** One path of the API against the same path of a bare server started with `bareArgs`. */
  const versusBare = async (pathname, bareArgs, headers = {}) => {
    const bare = await startBareServer([bareArgs[0], String(PORT + 1), ...bareArgs.slice(1)]);
    try {
      return await ratio({
        apiUrl: `http://127.0.0.1:${PORT}${pathname}`,
        bareUrl: `http://127.0.0.1:${PORT + 1}${pathname}`,
        apiPid,
        barePid: bare.pid,
        headers,
      });
    } finally {
      bare.kill();
    }
  };
  results.healthz = await versusBare('/healthz', ['healthz']);
  // The same against a bare server that writes the headers the API's answer carries: the part of
  // the gap that is the answer itself (quality bar 12's headers), not the server.
  const probe = await fetch(`http://127.0.0.1:${PORT}/healthz`);
  const carried = Object.fromEntries(
    [...probe.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
    ),
  );
  await probe.arrayBuffer();
  results.healthzSameHeaders = await versusBare('/healthz', ['healthz-headers', JSON.stringify(carried)]);

  const { tokens } = await staffSession('frontdesk', { base: BASE });
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString('utf8'));
  results.me = await versusBare(
    '/api/me',
    ['me', await appRoleUrl(MAIN), claims.tid, claims.sub, claims.sid],
    {
      authorization: `Bearer ${tokens.access_token}`,
    },
  );
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

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const SECTIONS = [
  'patients',
  'availability',
  'first-load',
  'analytics',
  'import',
  'campaign',
  'forms',
  'billing',
  'soak',
];
if (only !== null && !SECTIONS.includes(only)) throw new Error(`--only takes: ${SECTIONS.join(', ')}`);
if (only === null) {
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild) await coldBuild();
  if (process.argv.includes('--build-only')) process.exit(0);
  const server = await startTimes();
  try {
    // --no-browser: skip the first-load JavaScript (Chromium), e.g. to measure the request path alone.
    if (!process.argv.includes('--no-browser')) {
      await firstLoadJavaScript();
      await firstLoad(results, { base: BASE });
    }
    await requestPath(server.child.pid);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  jobQueue();
}
if (only === 'first-load') {
  const server = await startTimes();
  try {
    // --compare-hints: also each screen's page without its preload hints, throttled (ADR 051).
    await firstLoad(results, { base: BASE, compareHints: process.argv.includes('--compare-hints') });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
// --no-patients: leave out section 6 (it needs minutes the first time: the million is generated).
if ((only === null || only === 'patients') && !process.argv.includes('--no-patients'))
  await patients(results);
if (only === null || only === 'availability') await availability(results);
// --no-analytics: leave out section 9 (the first run generates a million appointments: minutes).
if ((only === null || only === 'analytics') && !process.argv.includes('--no-analytics'))
  await analytics(results);
// --no-import: leave out section 10 (the 100,000-row patient import: about two minutes).
if ((only === null || only === 'import') && !process.argv.includes('--no-import')) importAtSize(results);
// --no-campaign: leave out section 11 (10,000 campaign messages).
if ((only === null || only === 'campaign') && !process.argv.includes('--no-campaign'))
  campaignAtSize(results);
if (only === null || only === 'forms') formsAtSize(results);
if (only === null || only === 'billing') billingAtSize(results);
// Section 14, the 10-minute soak: with `--only soak` alone.
if (only === 'soak') await soak(results);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
const latest = path.join(root, 'bench-results', 'latest.json');
// --only: the other sections' figures of the last full run stay in latest.json.
const previous = only === null ? {} : await readFile(latest, 'utf8').then(JSON.parse, () => ({}));
await writeFile(latest, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
