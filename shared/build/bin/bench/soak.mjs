// Section 14 of `pnpm bench` (issue 20): `--only soak`, a clinic day at a fixed rate through the
// balancer of `pnpm start:cluster` (nginx with TLS, 3 API processes, PgBouncer), 10 minutes by
// default. Needs the built product (`pnpm run build`), as `--only first-load` does.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, root, seconds, treeMemoryMb } from './servers.mjs';
import {
  addDays,
  clinicOf,
  FIRST_WEEK_DAYS_AHEAD,
  openLoop,
  operations,
  option,
  percentile,
  seeded,
  SLOTS_A_WEEK,
  SOAK_PORT,
} from './soak-load.mjs';

// Its own ports and folder, clear of the e2e cluster (8543, 8201-8203, 6532) and the product (8000).
const SOAK_FIRST_API_PORT = 8301;
const SOAK_POOLER_PORT = 6632;
const soakDataDir = path.join(root, 'data', 'bench-soak');

/** Operations a second in all (`--soak-rate`), and each kind's share of them. */
const DEFAULT_RATE = 30;
const MIX = { search: 35, chart: 25, calendar: 20, booking: 12, signIn: 8 };
/** Long enough for each process's heap to reach its working size (it grows for about a minute). */
const WARM_UP_SECONDS = 60;
/**
 * Memory is read this often, and "at start" and "at end" are the highest read of the first and of
 * the last two minutes: node's heap climbs by 100-150 MB between two full collections and drops
 * in one step, every few minutes, so one read (or a median) lands anywhere on that saw. The top
 * of the saw is the heap limit V8 sets from the live size, so a leak raises it.
 */
const MEMORY_EVERY_MS = 5_000;
const MEMORY_WINDOW_SECONDS = 120;
/** The sign-in limit per address for the run (every request comes from 127.0.0.1). */
const LOGIN_LIMIT = 100_000;
/** `pnpm start:cluster`'s script on the soak's ports and folder; resolves once the balancer serves. */
async function startSoakCluster() {
  // A fresh folder each run, so every run measures the same seeded clinic with free weeks to book.
  await rm(soakDataDir, { recursive: true, force: true });
  let output = '';
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'api', 'dist', 'start-cluster.js'),
      '--port',
      String(SOAK_PORT),
      '--first-api-port',
      String(SOAK_FIRST_API_PORT),
      '--pooler-port',
      String(SOAK_POOLER_PORT),
      '--data',
      soakDataDir,
    ],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the cluster did not start in 300 s:\n${output}`)),
      300_000,
    );
    const ready = () => {
      if (!output.includes('is ready on https://')) return;
      clearTimeout(timer);
      child.stdout.off('data', ready);
      resolve();
    };
    child.stdout.on('data', ready);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (code ${code}) during start-up:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  const state = JSON.parse(await readFile(path.join(soakDataDir, 'cluster.json'), 'utf8'));
  return { child, stop, apis: state.apis, output: () => output };
}

/**
 * One process's memory in MB (Linux /proc/<pid>/smaps_rollup): proportional (the goal's figure,
 * as in treeMemoryMb: the node binary's pages are split among the processes that map it),
 * resident, and anonymous (its heaps, where a leak would show).
 */
function processMemoryMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name) =>
      Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1]) / 1024);
    return { rss: field('Rss'), pss: field('Pss'), anon: field('Anonymous') };
  } catch {
    return { rss: 0, pss: 0, anon: 0 }; // the process ended (a restart fails the run anyway)
  }
}

/**
 * Section 14 (issue 20): `--only soak [--soak-minutes 10] [--soak-rate 30]`. A fresh cluster in
 * data/bench-soak (removed at the start of each run, kept after it for its logs and database), a
 * 60 s warm-up at the full rate, then the mixed day. Reports throughput, p50/p95/p99 per kind,
 * errors (goal 0: any answer but a 2xx, or a 409 to a booking, and any network error or time-out;
 * a 409 to a booking, its slot taken, is counted apart) and each API process's memory after the
 * warm-up and at the end (goal: the proportional set size grows <= 10 %; the resident and
 * anonymous figures are kept beside it; see MEMORY_EVERY_MS). The sign-in limit per address is
 * raised to 100,000 a minute for the run: every request comes from 127.0.0.1.
 */
export async function soak(results) {
  for (const built of [path.join('api', 'dist', 'start-cluster.js'), path.join('shell', 'dist')]) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`soak: ${built} is missing; run \`pnpm run build\` first`);
  }
  const minutes = option('--soak-minutes', 10);
  const rate = option('--soak-rate', DEFAULT_RATE);
  const durationMs = minutes * 60_000;
  const shares = Object.entries(MIX);
  const weightSum = shares.reduce((sum, [, weight]) => sum + weight, 0);
  const cluster = await startSoakCluster();
  const caCertificate = await readFile(path.join(soakDataDir, 'tls', 'localhost.crt'));
  // Verified against the cluster's own self-signed certificate; sockets kept open, as a browser would.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, ca: caCertificate });
  try {
    const clinic = await clinicOf(agent);
    // Enough whole weeks for every booking of the run (warm-up included) in weekday working hours.
    const expectedBookings = (rate * (WARM_UP_SECONDS + durationMs / 1000) * MIX.booking) / weightSum;
    const weekCount = Math.max(
      4,
      Math.ceil((expectedBookings * 1.2) / (SLOTS_A_WEEK * clinic.providers.length)),
    );
    const today = new Date().toISOString().slice(0, 10);
    let firstWeek = addDays(today, FIRST_WEEK_DAYS_AHEAD);
    while (new Date(`${firstWeek}T00:00:00Z`).getUTCDay() !== 1) firstWeek = addDays(firstWeek, 1);
    const weeks = Array.from({ length: weekCount }, (_, index) => addDays(firstWeek, index * 7));
    const pick = seeded(20);
    const ops = operations({ agent, clinic, weeks, pick });
    const nextKind = () => {
      let draw = pick() * weightSum;
      for (const [kind, weight] of shares) {
        draw -= weight;
        if (draw < 0) return kind;
      }
      return shares[0][0];
    };
    const blank = () => ({ operations: 0, requests: 0, errors: 0, conflicts: 0, latencies: [] });
    let tally = Object.fromEntries(shares.map(([kind]) => [kind, blank()]));
    const errorSamples = [];
    const run = async (kind, due) => {
      const entry = tally[kind];
      let outcome;
      try {
        outcome = await ops[kind]();
      } catch (error) {
        outcome = { requests: 1, errors: [{ what: kind, status: 0, text: String(error) }] };
      }
      entry.latencies.push(performance.now() - due);
      entry.operations += 1;
      entry.requests += outcome.requests;
      entry.errors += outcome.errors.length;
      if (outcome.conflict) entry.conflicts += 1;
      for (const error of outcome.errors) if (errorSamples.length < 10) errorSamples.push(error);
    };

    console.log(
      `soak: cluster ready (${cluster.apis.map((api) => `${api.name} pid ${api.pid}`).join(', ')}); ` +
        `${clinic.patients.length} patients, ${clinic.providers.length} providers, ${weeks.length} weeks to book from ${weeks[0]}; ` +
        `warm-up ${WARM_UP_SECONDS} s at ${rate} operations/s`,
    );
    await openLoop({ rate, durationMs: WARM_UP_SECONDS * 1000, nextKind, run });
    const warmUp = tally;
    tally = Object.fromEntries(shares.map(([kind]) => [kind, blank()]));

    const pids = cluster.apis.map((api) => api.pid);
    const memory = () => ({
      apis: pids.map(processMemoryMb),
      clusterPss: treeMemoryMb(cluster.child.pid).pss,
      loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    });
    const samples = [{ atSeconds: 0, ...memory() }];
    const cpuBefore = pids.map(cpuMs);
    const soakStarted = performance.now();
    const sampler = setInterval(
      () => samples.push({ atSeconds: seconds(performance.now() - soakStarted), ...memory() }),
      MEMORY_EVERY_MS,
    );
    console.log(
      `soak: ${minutes} min at ${rate} operations/s; API memory after the warm-up ${samples[0].apis.map((api) => api.pss).join(' / ')} MB, load average ${samples[0].loadAverage1m}`,
    );
    let elapsedMs;
    try {
      elapsedMs = await openLoop({ rate, durationMs, nextKind, run });
    } finally {
      clearInterval(sampler);
    }
    samples.push({ atSeconds: seconds(performance.now() - soakStarted), ...memory() });
    const cpuUsed = pids.map((pid, index) => cpuMs(pid) - cpuBefore[index]);
    const state = JSON.parse(await readFile(path.join(soakDataDir, 'cluster.json'), 'utf8'));
    const restarted = state.apis.filter((api, index) => api.pid !== pids[index]).map((api) => api.name);

    // The first and last two minutes of reads (a quarter of the run each when it is shorter than 8).
    const window = Math.min(MEMORY_WINDOW_SECONDS, elapsedMs / 4000);
    const startReads = samples.filter((sample) => sample.atSeconds <= window);
    const endReads = samples.filter((sample) => sample.atSeconds >= elapsedMs / 1000 - window);
    const growth = (start, end) => Math.round(((end - start) / start) * 1000) / 10;
    const sum = (values) => values.reduce((total, value) => total + value, 0);
    const kinds = Object.fromEntries(
      Object.entries(tally).map(([kind, entry]) => {
        const sorted = entry.latencies.toSorted((a, b) => a - b);
        return [
          kind,
          {
            operations: entry.operations,
            requests: entry.requests,
            ms: {
              p50: percentile(sorted, 0.5),
              p95: percentile(sorted, 0.95),
              p99: percentile(sorted, 0.99),
              max: percentile(sorted, 1),
            },
            errors: entry.errors,
            ...(kind === 'booking' ? { conflicts: entry.conflicts } : {}),
          },
        ];
      }),
    );
    const requests = sum(Object.values(tally).map((entry) => entry.requests));
    const errors = sum(Object.values(tally).map((entry) => entry.errors));
    const warmUpErrors = sum(Object.values(warmUp).map((entry) => entry.errors));
    const loads = samples.map((sample) => sample.loadAverage1m);
    const figures = (pick) => {
      const [start, end] = [Math.max(...startReads.map(pick)), Math.max(...endReads.map(pick))];
      const all = samples.map(pick);
      return {
        startMb: start,
        endMb: end,
        firstReadMb: all[0],
        lastReadMb: all.at(-1),
        minMb: Math.min(...all),
        maxMb: Math.max(...all),
        growthPercent: growth(start, end),
      };
    };
    const memoryFigures = {
      apis: cluster.apis.map((api, index) => ({
        name: api.name,
        rss: figures((sample) => sample.apis[index].rss),
        pss: figures((sample) => sample.apis[index].pss),
        anonymous: figures((sample) => sample.apis[index].anon),
      })),
      pss: figures((sample) => sum(sample.apis.map((one) => one.pss))),
      rss: figures((sample) => sum(sample.apis.map((one) => one.rss))),
      anonymous: figures((sample) => sum(sample.apis.map((one) => one.anon))),
      // The whole cluster, proportional: the API processes, PostgreSQL, PgBouncer and nginx.
      clusterPss: figures((sample) => sample.clusterPss),
    };
    const worstGrowth = Math.max(...memoryFigures.apis.map((api) => api.pss.growthPercent));
    results.soak = {
      at: new Date().toISOString(),
      command: `pnpm bench --only soak --soak-minutes ${minutes} --soak-rate ${rate}`,
      minutes,
      rateOperationsPerSecond: rate,
      mix: MIX,
      warmUpSeconds: WARM_UP_SECONDS,
      seconds: seconds(elapsedMs),
      operations: sum(Object.values(tally).map((entry) => entry.operations)),
      requests,
      requestsPerSecond: Math.round((requests / (elapsedMs / 1000)) * 10) / 10,
      kinds,
      errors,
      warmUpErrors,
      errorSamples,
      restarted,
      memory: { windowSeconds: Math.round(window), ...memoryFigures },
      apiCpuMicrosPerRequest: Math.round((sum(cpuUsed) * 1000) / requests),
      loadAverage1m: { start: loads[0], end: loads.at(-1), min: Math.min(...loads), max: Math.max(...loads) },
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
      // Every sixth read (30 s apart) and the last, MB per API process.
      memoryReads: samples
        .filter((_, index) => index % 6 === 0 || index === samples.length - 1)
        .map(({ atSeconds, apis, clusterPss, loadAverage1m }) => ({
          atSeconds,
          rss: apis.map((api) => api.rss),
          pss: apis.map((api) => api.pss),
          anonymous: apis.map((api) => api.anon),
          clusterPss,
          loadAverage1m,
        })),
      pass: errors === 0 && warmUpErrors === 0 && restarted.length === 0 && worstGrowth <= 10,
    };
    const s = results.soak;
    const perKind = Object.entries(kinds)
      .map(
        ([kind, k]) =>
          `${kind} ${k.operations} (p50 ${k.ms.p50} / p95 ${k.ms.p95} / p99 ${k.ms.p99} ms, ${k.errors} errors` +
          `${kind === 'booking' ? `, ${k.conflicts} slots taken` : ''})`,
      )
      .join('; ');
    console.log(
      `soak (issue 20): ${s.seconds} s, ${s.operations} operations, ${s.requests} requests, ${s.requestsPerSecond} req/s; ${perKind}; ` +
        `errors ${s.errors} (warm-up ${s.warmUpErrors}); API memory (proportional, highest read of the first and last ${Math.round(window)} s) ${memoryFigures.apis
          .map((api) => `${api.name} ${api.pss.startMb} -> ${api.pss.endMb} MB (${api.pss.growthPercent} %)`)
          .join(', ')}; ` +
        `all three ${memoryFigures.pss.startMb} -> ${memoryFigures.pss.endMb} MB (${memoryFigures.pss.growthPercent} %), ` +
        `resident ${memoryFigures.rss.startMb} -> ${memoryFigures.rss.endMb} MB (${memoryFigures.rss.growthPercent} %), ` +
        `anonymous ${memoryFigures.anonymous.startMb} -> ${memoryFigures.anonymous.endMb} MB (${memoryFigures.anonymous.growthPercent} %); ` +
        `API CPU ${s.apiCpuMicrosPerRequest} µs a request; load average ${s.loadAverage1m.min}-${s.loadAverage1m.max}`,
    );
    if (!s.pass) {
      const why = [
        errors + warmUpErrors > 0 ? `${errors + warmUpErrors} errors` : null,
        restarted.length > 0 ? `restarted: ${restarted.join(', ')}` : null,
        worstGrowth > 10 ? `memory grew ${worstGrowth} % (goal <= 10 %)` : null,
      ].filter(Boolean);
      console.error(`soak: FAIL (${why.join('; ')})`);
      for (const sample of errorSamples) console.error(`  ${sample.what}: ${sample.status} ${sample.text}`);
      process.exitCode = 1;
    } else {
      console.log('soak: PASS (0 errors, memory growth <= 10 %)');
    }
  } finally {
    agent.destroy();
    await cluster.stop();
  }
}
