import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../config/paths';
import { openJobQueue, type JobHandlers, type JobQueue } from '../jobs/job-queue';
import { JOB_NAMES } from '../jobs/queues';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';
import { buildTenant } from '../test/factories';
import { bundleServer, killProcess, serverEnv, startServerProcess } from '../test/server-process';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { approvedA2p, fictionalNumber } from './test-fixtures';

/**
 * Quality bar 22 for messages, with real processes: an SMS queued before the server is killed
 * (SIGKILL, no shutdown at all) reaches the provider exactly once after the next start.
 */
jest.setTimeout(120_000);

const APP_SECRET = 'messaging-restart-test-secret-long-enough-0123456789';
let db: TestDatabase;
let dataDir: string;
let bundleDir: string;
let producer: JobQueue;
let twilio: FakeTwilio;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  db = await createTestDatabase();
  twilio = await startFakeTwilio();
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinio-messaging-restart-'));
  bundleDir = path.join(apiRoot(), 'node_modules', '.cache', `messaging-restart-test-${process.pid}`);
  bundleServer(bundleDir);
  const unused = () => Promise.reject(new Error('the test process only adds jobs'));
  producer = await openJobQueue({
    url: db.database.systemUrl,
    handlers: Object.fromEntries(JOB_NAMES.map((name) => [name, unused])) as unknown as JobHandlers,
    log: { warn: () => undefined },
    worker: false,
  });
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await producer.stop();
  await twilio.close();
  await db.drop();
  await rm(bundleDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const startServer = () =>
  startServerProcess(
    bundleDir,
    {
      ...serverEnv({ ownerUrl: db.ownerUrl, dataDir, appSecret: APP_SECRET }),
      ...twilio.env,
    },
    running,
  );

it('sends an SMS queued before a SIGKILL exactly once after the restart', async () => {
  const tenant = await buildTenant(db.database);
  const to = fictionalNumber();
  const first = await startServer();
  // The message and its job, due in three seconds, committed together: the first server is
  // killed before it may take it.
  const messageId = await db.database.withTenant(tenant.tenantId, async (tx) => {
    // A clinic number in an approved 10DLC campaign: US numbers may be texted from it.
    const number = await tx
      .insertInto('messaging_phone_numbers')
      .values({ tenant_id: tenant.tenantId, e164: fictionalNumber() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await approvedA2p(tx, tenant.tenantId, number.id);
    const row = await tx
      .insertInto('messages')
      .values({
        tenant_id: tenant.tenantId,
        channel: 'sms',
        to_address: to,
        body: 'Survives a crash',
        urgent: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await producer.enqueue(
      tx,
      'messages.send',
      { tenantId: tenant.tenantId, messageId: row.id },
      { startAfter: new Date(Date.now() + 3_000) },
    );
    expect(jobId).not.toBeNull();
    return row.id;
  });
  await killProcess(first);
  expect(twilio.sent).toHaveLength(0);

  const second = await startServer();
  const deadline = Date.now() + 30_000;
  while (twilio.sent.length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // Give a duplicate every chance to appear before counting.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(twilio.sent.map((sms) => [sms.to, sms.body])).toEqual([[to, 'Survives a crash']]);
  const { rows } = await ownerQuery<{ status: string; provider_id: string }>(
    db.ownerUrl,
    'select status, provider_id from messages where id = $1',
    [messageId],
  );
  expect(rows).toEqual([{ status: 'sent', provider_id: twilio.sent[0]?.sid }]);
  await killProcess(second);
});
