// The parts every section of `pnpm bench` (bench.mjs) shares: starting the built API on a data
// folder of its own, a staff session from it, the bare baselines of bench-bare.mjs, and the
// side-by-side ratio of the API against a baseline.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export const seconds = (ms) => Math.round(ms / 10) / 100;
export const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The built API (api/dist/main.js) on `port`, its embedded PostgreSQL on `pgPort`, data in `data`. */
export function startServer({ port, pgPort, data, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: String(pgPort),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // The server reports where its start spent its time (api/src/platform/start-steps.ts).
  const steps = new Promise((resolve) => {
    child.on('message', (message) => {
      if (typeof message?.startSteps === 'string') resolve(message.startSteps);
    });
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
  return { firstResponse, steps, stop, child };
}

/**
 * Memory of a process and all its descendants (the API and its PostgreSQL), in MB: `pss` counts
 * each shared page once, split between the processes that map it (PostgreSQL's backends share its
 * buffers and code), `rss` is the plain sum of resident sets, which counts a shared page once per
 * process. Linux /proc.
 */
export function treeMemoryMb(rootPid) {
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
  const tree = rows.filter(([pid]) => inTree.has(pid));
  const rssKb = tree.reduce((total, [, , rss]) => total + rss, 0);
  const pssKb = tree.reduce((total, [pid]) => {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return total + Number(match?.[1] ?? 0);
    } catch {
      return total; // the process ended meanwhile
    }
  }, 0);
  return { pss: Math.round(pssKb / 1024), rss: Math.round(rssKb / 1024) };
}

/** A staff session as the shell stores it after sign-in (spec 4.1's keys), from the real API. */
export async function staffSession(username, { base, password = 'Clinio!demo1' }) {
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

/** A baseline server of bench-bare.mjs in its own process, like the API. */
export function startBareServer(args) {
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
export async function ratio({ apiUrl, bareUrl, apiPid, barePid, headers = {}, paths }) {
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
export function rotating(paths) {
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
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The request role's connection string, as the API derives it (api/src/db/roles.ts). */
export async function appRoleUrl({ data, pgPort }) {
  const password = (await readFile(path.join(data, 'secrets', 'postgres-owner'), 'utf8')).trim();
  const key = `postgres:${password}@127.0.0.1:${pgPort}`;
  const rolePassword = createHmac('sha256', key).update('clinio-role:clinio_app').digest('base64url');
  return `postgres://clinio_app:${encodeURIComponent(rolePassword)}@127.0.0.1:${pgPort}/clinio`;
}
