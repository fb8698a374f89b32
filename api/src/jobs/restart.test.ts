import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../config/paths';
import { sealEmail } from '../email/email-job';
import { keysFromSecret } from '../security/secrets';
import { bundleServer, killProcess, serverEnv, startServerProcess } from '../test/server-process';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { openJobQueue, type JobHandlers, type JobQueue } from './job-queue';

/**
 * Quality bar 22 with real processes: a job queued before the server is killed (SIGKILL, no
 * shutdown at all) runs once after the next start, and only once.
 */
jest.setTimeout(90_000);

const APP_SECRET = 'restart-test-secret-that-is-long-enough-0123456789';
let db: TestDatabase;
let dataDir: string;
let bundleDir: string;
let producer: JobQueue;
const running = new Set<ChildProcess>();

const unused = async () => {
  throw new Error('the test process only adds jobs');
};
const noHandlers: JobHandlers = {
  'email.send': unused,
  'trials.check': unused,
  'signup.forward': unused,
  'files.delete': unused,
  'recovery.request': unused,
  'patients.import': unused,
  'waitlist.slot_freed': unused,
  'waitlist.offer_expire': unused,
  'messages.send': unused,
  'campaigns.prepare': unused,
  'reminders.schedule': unused,
  'integrations.calendar_sync': unused,
  'integrations.poll': unused,
  'integrations.visit_sync': unused,
  'integrations.revoke': unused,
  'phone_numbers.reconcile': unused,
  'a2p.submit': unused,
  'a2p.poll': unused,
  'analytics.rollup': unused,
};

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinio-restart-'));
  // The server as it ships (build.mjs), bundled for this test only.
  bundleDir = path.join(apiRoot(), 'node_modules', '.cache', `restart-test-${process.pid}`);
  bundleServer(bundleDir);
  producer = await openJobQueue({
    url: db.database.systemUrl,
    handlers: noHandlers,
    log: { warn: () => undefined },
    worker: false,
  });
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await producer.stop();
  await db.drop();
  await rm(bundleDir, { recursive: true, force: true });
});

/** The real server (the bundle of src/main.ts) in its own process, resolved when it says it is ready. */
const startServer = () =>
  startServerProcess(
    bundleDir,
    serverEnv({ ownerUrl: db.ownerUrl, dataDir, appSecret: APP_SECRET }),
    running,
  );

const outbox = async () => readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
const jobState = async (id: string) =>
  (
    await ownerQuery<{ state: string; retry_count: number; started_on: Date | null }>(
      db.ownerUrl,
      'select state, retry_count, started_on from pgboss.job where id = $1',
      [id],
    )
  ).rows[0];

it('runs a job queued before a SIGKILL exactly once after the restart', async () => {
  const first = await startServer();
  const message = {
    to: 'restart@example.org',
    subject: 'Survives a crash',
    text: 'Hello',
    html: '<p>Hello</p>',
  };
  const sealed = sealEmail(keysFromSecret(APP_SECRET), message);
  // Due in two seconds: the first server is killed before it may take it.
  const id = await producer.enqueue(
    db.database.app,
    'email.send',
    { sealed },
    {
      startAfter: new Date(Date.now() + 2_000),
    },
  );
  if (id === null) throw new Error('the job was not added');
  await killProcess(first);
  expect(await jobState(id)).toEqual({ state: 'created', retry_count: 0, started_on: null });

  const second = await startServer();
  const deadline = Date.now() + 30_000;
  while ((await outbox()).length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Give a duplicate every chance to appear before counting.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const sent = await outbox();
  expect(sent).toHaveLength(1);
  expect(await jobState(id)).toEqual(expect.objectContaining({ state: 'completed', retry_count: 0 }));

  // SIGTERM stops the workers with the server: a clean exit, well within the shutdown budget.
  const startedAt = Date.now();
  const exit = new Promise<number | null>((resolve) => second.once('exit', (code) => resolve(code)));
  second.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(Date.now() - startedAt).toBeLessThan(10_000);
});
