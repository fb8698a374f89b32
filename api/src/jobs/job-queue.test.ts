import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, onCommit } from '../db/database';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { openJobQueue, type JobHandlers, type JobQueue } from './job-queue';
import { installJobSchema } from './job-schema';

let db: TestDatabase;
let queue: JobQueue;
const seen: string[] = [];
let failNext = 0;

let trialRuns = 0;
/** When set, a trials.check run says it started and then waits for the gate to open. */
let trialGate: { started: () => void; open: Promise<void> } | undefined;
const handlers: JobHandlers = {
  'email.send': async ({ sealed }) => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error(`SMTP refused jane.doe@example.com (${sealed})`);
    }
    seen.push(sealed);
  },
  'trials.check': async () => {
    trialRuns += 1;
    if (trialGate !== undefined) {
      trialGate.started();
      await trialGate.open;
    }
  },
  'signup.forward': async () => undefined,
  'files.delete': async () => undefined,
  'recovery.request': async () => undefined,
  'patients.import': async () => undefined,
  'waitlist.slot_freed': async () => undefined,
  'waitlist.offer_expire': async () => undefined,
  'messages.send': async () => undefined,
  'campaigns.prepare': async () => undefined,
  'reminders.schedule': async () => undefined,
  'integrations.calendar_sync': async () => undefined,
  'integrations.poll': async () => undefined,
  'integrations.visit_sync': async () => undefined,
  'integrations.revoke': async () => undefined,
  'phone_numbers.reconcile': async () => undefined,
  'a2p.submit': async () => undefined,
  'a2p.poll': async () => undefined,
  'analytics.rollup': async () => undefined,
};

beforeAll(async () => {
  db = await createTestDatabase();
  queue = await openJobQueue({
    url: db.database.systemUrl,
    handlers,
    log: { warn: () => undefined },
    worker: false,
  });
});
afterAll(async () => {
  await queue.stop();
  await db.drop();
});
beforeEach(() => {
  seen.length = 0;
  failNext = 0;
});

const jobRows = (name: string) =>
  ownerQuery<{ state: string; retry_count: number; output: { message?: string } | null }>(
    db.ownerUrl,
    'select state, retry_count, output from pgboss.job where name = $1 order by created_on',
    [name],
  );

describe('the job queue', () => {
  it('adds a job in the transaction of the change: a rollback leaves no job, a commit one', async () => {
    await expect(
      db.database.app.transaction().execute(async (tx) => {
        await queue.enqueue(tx, 'email.send', { sealed: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.database.app.transaction().execute(async (tx) => {
      await queue.enqueue(tx, 'email.send', { sealed: 'committed' });
    });
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual(['committed']);
  });

  it('wakes the workers only once a change commits: commit effects never run after a rollback', async () => {
    const ran: string[] = [];
    await inTransaction(db.database.app, async (tx) => {
      onCommit(tx, () => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    await expect(
      db.database.withTenant(randomUUID(), async (tx) => {
        onCommit(tx, () => ran.push('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(ran).toEqual(['committed']);
  });

  it('lets the request role only add jobs, not read or change them', async () => {
    const app = db.database.app;
    await expect(sql`select data from pgboss.job`.execute(app)).rejects.toThrow(/permission denied/);
    await expect(sql`delete from pgboss.job`.execute(app)).rejects.toThrow(/permission denied/);
  });

  it('holds a scheduled job until its time', async () => {
    await queue.enqueue(
      db.database.app,
      'email.send',
      { sealed: 'later' },
      { startAfter: new Date(Date.now() + 60_000) },
    );
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('retries a failing job later, and keeps only a redacted error', async () => {
    failNext = 1;
    await queue.enqueue(db.database.app, 'email.send', { sealed: 'flaky' });
    expect(await queue.drain()).toBe(1);
    const [row] = (await jobRows('email.send')).rows.filter((job) => job.state === 'retry');
    expect(row?.output?.message).toBe('Error: SMTP refused [email redacted] (flaky)');
    expect(JSON.stringify(row?.output)).not.toContain('example.com');
    // The retry waits for its backoff: nothing runs at once.
    expect(await queue.drain()).toBe(0);
  });

  it('installs again over an existing schema without losing jobs', async () => {
    const before = (await ownerQuery(db.ownerUrl, 'select count(*)::int as n from pgboss.job')).rows[0];
    await installJobSchema(db.ownerUrl);
    expect((await ownerQuery(db.ownerUrl, 'select count(*)::int as n from pgboss.job')).rows[0]).toEqual(
      before,
    );
  });

  it('skips an install that would change nothing, and installs when the schema is not what this code sets up', async () => {
    const canAdd = async () =>
      (
        await ownerQuery<{ ok: boolean }>(
          db.ownerUrl,
          "select has_table_privilege('clinio_app', 'pgboss.queue', 'select') as ok",
        )
      ).rows[0]?.ok;
    expect(await canAdd()).toBe(true);
    await ownerQuery(db.ownerUrl, 'revoke select on pgboss.queue from clinio_app');
    // Installed by this code already (the schema's comment says so): nothing is done.
    await installJobSchema(db.ownerUrl);
    expect(await canAdd()).toBe(false);
    // Another version or other queue options (here: no mark at all): installed again.
    await ownerQuery(db.ownerUrl, 'comment on schema pgboss is null');
    await installJobSchema(db.ownerUrl);
    expect(await canAdd()).toBe(true);
  });

  it('works jobs in a worker process: the trial schedule, one run at start, a new job at once', async () => {
    // Polling stretched far beyond the wait below: the jobs can only start because the commit's
    // wake-up (NOTIFY) reached the worker, so no clock is read to prove it.
    const worker = await openJobQueue({
      url: db.database.systemUrl,
      handlers,
      log: { warn: () => undefined },
      worker: true,
      pollingIntervalSeconds: 120,
    });
    try {
      await worker.startWorkers();
      const schedules = await ownerQuery(
        db.ownerUrl,
        'select name, cron, timezone from pgboss.schedule order by name',
      );
      expect(schedules.rows).toEqual([
        { name: 'a2p.poll', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'analytics.rollup', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'integrations.poll', cron: '*/5 * * * *', timezone: 'UTC' },
        { name: 'reminders.schedule', cron: '* * * * *', timezone: 'UTC' },
        { name: 'trials.check', cron: '*/5 * * * *', timezone: 'UTC' },
      ]);
      await queue.enqueue(db.database.app, 'email.send', { sealed: 'for the worker' });
      const deadline = Date.now() + 20_000;
      while ((!seen.includes('for the worker') || trialRuns === 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual(['for the worker']);
      expect(trialRuns).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('stops cleanly while its workers are still being registered: the start ends, nothing is logged', async () => {
    // A process stopped right after it started (ADR 068: the workers start after listening).
    const warnings: unknown[] = [];
    const worker = await openJobQueue({
      url: db.database.systemUrl,
      handlers,
      log: { warn: (fields, message) => warnings.push({ fields, message }) },
      worker: true,
      pollingIntervalSeconds: 120,
    });
    const started = worker.startWorkers();
    await worker.stop();
    await expect(started).resolves.toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('works trials.check one at a time: one more may wait behind a run, and no other process starts it', async () => {
    // The queue's 'stately' policy (queues.ts). 'standard' or 'singleton' would queue a third run,
    // 'short' would let the second process start the waiting one while the first still runs.
    let started!: () => void;
    let open!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    trialGate = { started, open: new Promise<void>((resolve) => (open = resolve)) };
    const before = trialRuns;
    try {
      expect(await queue.enqueue(db.database.app, 'trials.check', {})).toEqual(expect.any(String));
      const first = queue.drain();
      await running;
      expect(await queue.enqueue(db.database.app, 'trials.check', {})).toEqual(expect.any(String));
      expect(await queue.enqueue(db.database.app, 'trials.check', {})).toBeNull();
      const other = await openJobQueue({
        url: db.database.systemUrl,
        handlers,
        log: { warn: () => undefined },
        worker: false,
      });
      try {
        expect(await other.drain()).toBe(0);
      } finally {
        await other.stop();
      }
      expect(trialRuns - before).toBe(1);
      trialGate = undefined;
      open();
      expect(await first).toBe(2);
      expect(trialRuns - before).toBe(2);
    } finally {
      trialGate = undefined;
      open();
    }
  });
});
