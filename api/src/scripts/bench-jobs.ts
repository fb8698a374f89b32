import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { APP_ROLE, SYSTEM_ROLE, ensureRoles, urlForRole } from '../db/roles';
import { openJobQueue, type JobHandler, type JobHandlers } from '../jobs/job-queue';
import { installJobSchema } from '../jobs/job-schema';

/**
 * `pnpm bench`'s job-queue figures, on a PostgreSQL of its own (embedded, like the default):
 * - latency: with the workers idle, LATENCY_JOBS jobs added one by one at LATENCY_RATE a second
 *   (each in its own transaction, as a request would); p50/p95/p99 of enqueue → handler start;
 * - throughput: THROUGHPUT_JOBS jobs already queued, then the workers start; jobs/s until the
 *   last one is completed.
 * The jobs go through the real e-mail queue (its retry policy, NOTIFY) with a handler that only
 * records when it started. Prints one JSON object.
 */
const THROUGHPUT_JOBS = 10_000;
const LATENCY_JOBS = 1_000;
const LATENCY_RATE = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (value: number) => Math.round(value * 10) / 10;

async function unsettledJobs(database: Database): Promise<number> {
  const count = sql<{
    n: number;
  }>`select count(*)::int as n from pgboss.job where state in ('created', 'active')`;
  return (await count.execute(database.unscoped())).rows[0]?.n ?? 0;
}

async function main() {
  const root = await mkdtemp(path.join(tmpdir(), 'clinio-bench-jobs-'));
  // PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(root, 0o755);
  const server = await startEmbeddedPostgres({
    dir: path.join(root, 'postgres'),
    port: 0,
    database: 'clinio_bench',
    log: () => undefined,
  });
  try {
    await ensureRoles(server.ownerUrl);
    await migrate(server.ownerUrl);
    await installJobSchema(server.ownerUrl);
    const database = createDatabase({
      appUrl: urlForRole(server.ownerUrl, APP_ROLE),
      systemUrl: urlForRole(server.ownerUrl, SYSTEM_ROLE),
      poolMax: 10,
    });

    // Each job's payload is the time it was added; the handler notes when it started.
    const started = new Map<string, number>();
    let expected = 0;
    let allStarted: () => void = () => undefined;
    const record: JobHandler<'email.send'> = async ({ sealed }) => {
      started.set(sealed, performance.now());
      if (started.size === expected) allStarted();
    };
    const idle = async () => undefined;
    const handlers: JobHandlers = {
      'email.send': record,
      'trials.check': idle,
      'signup.forward': idle,
      'files.delete': idle,
      'recovery.request': idle,
      'patients.import': idle,
      'waitlist.slot_freed': idle,
      'waitlist.offer_expire': idle,
      'messages.send': idle,
      'campaigns.prepare': idle,
      'reminders.schedule': idle,
      'integrations.calendar_sync': idle,
      'integrations.poll': idle,
      'integrations.visit_sync': idle,
      'integrations.revoke': idle,
      'phone_numbers.reconcile': idle,
      'a2p.submit': idle,
      'a2p.poll': idle,
      'analytics.rollup': idle,
    };
    const log = {
      warn: (fields: Record<string, unknown>, message: string) => console.error(message, fields),
    };
    const queue = await openJobQueue({ url: database.systemUrl, handlers, log, worker: true });

    // Latency first, on a fresh table: steady arrivals on idle workers.
    await queue.startWorkers();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expected = LATENCY_JOBS;
    const committed = new Map<string, number>();
    const arrivalsDone = new Promise<void>((resolve) => (allStarted = resolve));
    const gapMs = 1000 / LATENCY_RATE;
    const begin = performance.now();
    for (let index = 0; index < LATENCY_JOBS; index += 1) {
      const due = begin + index * gapMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const at = String(performance.now());
      void queue
        .enqueue(database.app, 'email.send', { sealed: at })
        .then(() => committed.set(at, performance.now()));
    }
    await arrivalsDone;
    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    const delays = sorted([...started].map(([at, start]) => start - Number(at)));
    const inserts = sorted([...committed].map(([at, done]) => done - Number(at)));
    // From the commit to the handler (the queue's own part); callbacks may log the commit late.
    const pickups = sorted([...committed].map(([at, done]) => Math.max(0, (started.get(at) ?? done) - done)));
    await queue.stop();

    // Throughput: a backlog, then the workers (a second queue instance: the first one is stopped).
    started.clear();
    expected = THROUGHPUT_JOBS;
    const workers = await openJobQueue({ url: database.systemUrl, handlers, log, worker: true });
    for (let offset = 0; offset < THROUGHPUT_JOBS; offset += 500) {
      await database.app.transaction().execute(async (tx) => {
        for (let index = 0; index < 500; index += 1)
          await workers.enqueue(tx, 'email.send', { sealed: String(performance.now()) });
      });
    }
    const backlogDone = new Promise<void>((resolve) => (allStarted = resolve));
    const workStart = performance.now();
    await workers.startWorkers();
    await backlogDone;
    // …and until the last one is settled (completed), not only started.
    while ((await unsettledJobs(database)) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const jobsPerSecond = THROUGHPUT_JOBS / ((performance.now() - workStart) / 1000);

    await workers.stop();
    await database.close();
    console.log(
      JSON.stringify({
        // The machine is shared: the load average says how much of it the run had.
        loadAverage1m: round(loadavg()[0] ?? 0),
        throughputJobs: THROUGHPUT_JOBS,
        jobsPerSecond: Math.round(jobsPerSecond),
        latencyJobs: LATENCY_JOBS,
        arrivalsPerSecond: LATENCY_RATE,
        enqueueToStartMs: {
          p50: round(percentile(delays, 50)),
          p95: round(percentile(delays, 95)),
          p99: round(percentile(delays, 99)),
          max: round(delays.at(-1) ?? Number.NaN),
        },
        // Of which adding the job (its INSERT and commit, with NOTIFY) took, and the rest:
        insertAndCommitMs: { p50: round(percentile(inserts, 50)), p95: round(percentile(inserts, 95)) },
        commitToStartMs: { p50: round(percentile(pickups, 50)), p95: round(percentile(pickups, 95)) },
      }),
    );
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
