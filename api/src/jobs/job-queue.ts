import { createHash } from 'node:crypto';
import { redactText } from '@clinio/contracts';
import { fromKysely, PgBoss, type Job, type JobResult, type SendOptions } from 'pg-boss';
import { onCommit, type Db } from '../db/database';
import { JOB_NAMES, JOB_SCHEMA, SCHEDULES, type JobName, type JobPayloads } from './queues';

export interface JobInfo {
  id: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobInfo) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface EnqueueOptions {
  /** Run at (or after) this time: a scheduled job. */
  startAfter?: Date;
}

export interface JobQueueLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface JobQueue {
  /**
   * Adds a job through `db`: pass the transaction of the change that causes it, and the job
   * exists exactly when that change commits. A pool handle (`database.app`) adds it on its own.
   */
  enqueue<N extends JobName>(
    db: Db,
    name: N,
    data: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Adds many jobs of one queue in one statement, through `db` as `enqueue` does (a campaign's
   * thousands of sends); each item's `startAfter` as in `enqueue`.
   */
  enqueueMany<N extends JobName>(
    db: Db,
    name: N,
    items: readonly { data: JobPayloads[N]; startAfter?: Date }[],
  ): Promise<void>;
  /** Starts the workers (every queue) and the schedules; needs `worker: true` at open. */
  startWorkers(): Promise<void>;
  /**
   * Gives a failed job (a dead letter) one more attempt, due now; false when the job is not failed
   * (any more). The workers' next poll (at most a second) picks it up.
   */
  retry(name: string, id: string): Promise<boolean>;
  /** Runs, in this process, every job that is ready now, until none is left (tests, tools). */
  drain(): Promise<number>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), closes the connections. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** Connection string of the role that works jobs (clinio_system). */
  url: string;
  handlers: JobHandlers;
  log: JobQueueLog;
  /** Connections of the queue's own pool (workers, LISTEN, maintenance). */
  poolMax?: number;
  /** Jobs fetched per round trip by each worker. */
  batchSize?: number;
  /**
   * This process works jobs: besides its workers it then runs the queue's maintenance (expired
   * claims of a crashed process go back to the queue, old jobs are deleted) and the cron schedules.
   */
  worker: boolean;
  /**
   * How often an idle worker looks for due jobs it was not woken for (scheduled jobs, retries, a
   * lost wake-up); 1 s unless a test stretches it to prove the wake-up works without it.
   */
  pollingIntervalSeconds?: number;
}

/**
 * What the job table keeps of a failure, shown to the system administrator: the error's name,
 * code and message with e-mail addresses and phone numbers redacted, never a stack or a payload.
 */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return 'Job failed';
  const code = (error as { code?: unknown }).code;
  const head = typeof code === 'string' ? `${error.name} (${code})` : error.name;
  return redactText(`${head}: ${error.message}`).slice(0, 500);
}

/** Opens the queue (pg-boss on the job schema); `startWorkers()` then works jobs in this process too. */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { handlers, log } = options;
  const batchSize = options.batchSize ?? 50;
  let working = false;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: JOB_SCHEMA,
    max: options.poolMax ?? 4,
    application_name: 'clinio-jobs',
    // The owner installs and upgrades the schema (installJobSchema); this role only uses it.
    migrate: false,
    createSchema: false,
    supervise: options.worker,
    // Maintenance (claims past their expiry put back for a retry) every 20 s instead of pg-boss's
    // 60: a job whose process died is retried at most about 20 s after its 60 s claim ends.
    superviseIntervalSeconds: 20,
    monitorIntervalSeconds: 20,
    schedule: options.worker,
    // Workers listen for the wake-up below (polling stays as the floor).
    useListenNotify: options.worker,
    registerInstance: false,
    reindex: false,
  });
  boss.on('error', (error: Error) => log.warn({ err: failureText(error) }, 'job queue error'));

  const runBatch = async <N extends JobName>(name: N, jobs: Job<JobPayloads[N]>[]): Promise<JobResult[]> =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await handlers[name](job.data, { id: job.id, attempt: job.retryCount + 1 });
          return { id: job.id, status: 'completed' };
        } catch (error) {
          const message = failureText(error);
          log.warn({ job: name, jobId: job.id, attempt: job.retryCount + 1, err: message }, 'job failed');
          return { id: job.id, status: 'failed', output: { message } };
        }
      }),
    );

  await boss.start();
  const wake = createWake(boss, log);
  // A stop that comes while the workers are still being registered (a process stopped right after
  // it started, as in a rolling restart) waits for what is under way and registers nothing more,
  // so that no registration is left using a pool that is closing.
  let starting: Promise<void> | null = null;
  let stopping = false;
  const registerWorkers = async () => {
    for (const name of JOB_NAMES) {
      if (stopping) return;
      await boss.work<JobPayloads[typeof name]>(
        name,
        {
          batchSize,
          perJobResults: true,
          burstWhenBatchFull: true,
          // The wake-up starts a job due now at once; a scheduled job or a retry whose time
          // has come is found by polling, so it starts at most about a second late.
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        },
        (jobs) => runBatch(name, jobs),
      );
    }
    for (const schedule of SCHEDULES) {
      if (stopping) return;
      await boss.schedule(schedule.name, schedule.cron, {}, { tz: 'UTC' });
      if (schedule.atStart && (await boss.send(schedule.name, {})) !== null) wake.queue(schedule.name);
    }
  };
  return {
    async enqueue(db, name, data, enqueueOptions = {}) {
      const sendOptions: SendOptions = { db: fromKysely(db) };
      if (enqueueOptions.startAfter) sendOptions.startAfter = enqueueOptions.startAfter;
      const id = await boss.send(name, data, sendOptions);
      // A job due now wakes the workers once it exists, i.e. after the caller's commit.
      if (id !== null && !enqueueOptions.startAfter) onCommit(db, () => wake.queue(name));
      return id;
    },
    async enqueueMany(db, name, items) {
      if (items.length === 0) return;
      await boss.insert(
        name,
        items.map((item) =>
          item.startAfter ? { data: item.data, startAfter: item.startAfter } : { data: item.data },
        ),
        { db: fromKysely(db) },
      );
      if (items.some((item) => !item.startAfter)) onCommit(db, () => wake.queue(name));
    },
    async retry(name, id) {
      const answer = (await boss.retry(name, id)) as { affected?: number };
      return (answer.affected ?? 0) > 0;
    },
    async startWorkers() {
      if (!options.worker) throw new Error('This job queue was opened without workers');
      if (working) return;
      working = true;
      starting = registerWorkers();
      await starting;
    },
    async drain() {
      let total = 0;
      for (;;) {
        let ran = 0;
        for (const name of JOB_NAMES) {
          const jobs = await boss.fetch<JobPayloads[typeof name]>(name, { batchSize });
          for (const result of await runBatch(name, jobs)) {
            ran += 1;
            if (result.status === 'completed') await boss.complete(name, result.id);
            else await boss.fail(name, result.id, (result.output as object | undefined) ?? null);
          }
        }
        total += ran;
        if (ran === 0) return total;
      }
    },
    async stop(timeoutMs = 5_000) {
      stopping = true;
      wake.stop();
      await starting?.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

/**
 * Wakes the workers of every process (they LISTEN on pg-boss's channel) after a job was added.
 * Outside the producer's transaction and without waiting for the WAL flush (a lost wake-up only
 * means the next poll finds the job), and at most one in flight per queue: a burst of jobs sends
 * one more wake-up after the current one, not one each.
 */
function createWake(boss: PgBoss, log: JobQueueLog) {
  const channel = `pgboss_${createHash('sha224').update(JOB_SCHEMA).digest('hex').slice(0, 24)}`;
  const waking = new Map<JobName, boolean>();
  let stopped = false;
  const send = async (name: JobName) => {
    do {
      waking.set(name, false);
      // Names and the channel are ours (JOB_NAMES, a hash), never input.
      await boss
        .getDb()
        .executeSql(
          `begin; set local synchronous_commit to off; select pg_notify('${channel}', '${name}'); commit;`,
        )
        .catch((error: unknown) => {
          if (!stopped) log.warn({ err: failureText(error) }, 'job queue wake-up failed');
        });
    } while (waking.get(name) === true && !stopped);
    waking.delete(name);
  };
  return {
    queue(name: JobName) {
      if (stopped) return;
      if (waking.has(name)) waking.set(name, true);
      else void send(name);
    },
    stop() {
      stopped = true;
    },
  };
}
