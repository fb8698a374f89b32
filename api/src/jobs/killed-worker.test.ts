import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { apiRoot } from '../config/paths';
import { sealEmail } from '../email/email-job';
import { keysFromSecret } from '../security/secrets';
import { decodeMail } from '../test/fake-smtp';
import { bundleServer, killProcess, serverEnv, startServerProcess } from '../test/server-process';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';
import { openJobQueue, type JobHandlers, type JobQueue } from './job-queue';
import { JOB_NAMES } from './queues';

/**
 * Issue 20, section 3 (bars 20 and 22), with real processes: two servers work the same queue; the
 * one that takes an e-mail is SIGKILLed while its SMTP delivery is in flight (the mail server holds
 * the end of DATA unanswered, so the message was never accepted). The claim of the dead process
 * expires, the surviving server's maintenance puts the job back, and the survivor delivers it: one
 * message accepted by the mail server, the job completed on its second attempt.
 *
 * The only thing shortened is the e-mail queue's claim (`expire_seconds` in pg-boss's queue table,
 * 60 s in queues.ts) so that the survivor's first maintenance pass, 20 s after its start
 * (job-queue.ts), finds it expired; everything else is the product's own policy and code.
 */
jest.setTimeout(240_000);

const APP_SECRET = 'killed-worker-test-secret-long-enough-0123456789';
const CLAIM_SECONDS = 10;
let db: TestDatabase;
let bundleDir: string;
const dataDirs: string[] = [];
let producer: JobQueue;
const running = new Set<ChildProcess>();

type DoorName = 'first' | 'second';
interface Door {
  name: DoorName;
  server: SMTPServer;
  url: string;
}
/** A message the mail server accepted (answered 250 at the end of DATA). */
interface Accepted {
  door: DoorName;
  to: string[];
  subject: string;
  text: string;
}
/** A delivery whose DATA the mail server received and never answered. */
interface Stalled {
  door: DoorName;
  sessionId: string;
  closed: boolean;
}

const accepted: Accepted[] = [];
const stalled: Stalled[] = [];
let stallNext = true;
let doors: Door[] = [];

/**
 * One mail server with a listener per API process (as two MX addresses of one provider), so the
 * listener that a delivery reaches tells which process is working the job. The first delivery is
 * held: its DATA is read whole and never answered, which nodemailer waits on (a slow provider).
 */
async function openDoor(name: DoorName): Promise<Door> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stallNext) {
          stallNext = false;
          stalled.push({ door: name, sessionId: session.id, closed: false });
          return;
        }
        const { subject, text } = decodeMail(Buffer.concat(chunks).toString('utf8'));
        accepted.push({ door: name, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text });
        callback();
      });
    },
    onClose(session) {
      for (const held of stalled) if (held.sessionId === session.id) held.closed = true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { name, server, url: `smtp://127.0.0.1:${port}?ignoreTLS=true` };
}

beforeAll(async () => {
  db = await createTestDatabase();
  doors = [await openDoor('first'), await openDoor('second')];
  bundleDir = path.join(apiRoot(), 'node_modules', '.cache', `killed-worker-test-${process.pid}`);
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
  for (const door of doors) await new Promise<void>((resolve) => door.server.close(resolve));
  await db.drop();
  await rm(bundleDir, { recursive: true, force: true });
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function startServer(door: Door): Promise<ChildProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `clinio-killed-worker-${door.name}-`));
  dataDirs.push(dataDir);
  return startServerProcess(
    bundleDir,
    { ...serverEnv({ ownerUrl: db.ownerUrl, dataDir, appSecret: APP_SECRET }), SMTP_URL: door.url },
    running,
  );
}

const jobRow = async (id: string) =>
  (
    await ownerQuery<{ state: string; retry_count: number }>(
      db.ownerUrl,
      'select state, retry_count from pgboss.job where id = $1',
      [id],
    )
  ).rows[0];

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('retries on the other process an e-mail whose process was SIGKILLed mid-delivery, and sends it once', async () => {
  const servers = await Promise.all([startServer(doors[0]!), startServer(doors[1]!)]);
  const byDoor = new Map<DoorName, ChildProcess>([
    ['first', servers[0]],
    ['second', servers[1]],
  ]);
  // Both servers installed the queues at start; the claim is shortened from here on (see above).
  await ownerQuery(db.ownerUrl, `update pgboss.queue set expire_seconds = $1 where name = 'email.send'`, [
    CLAIM_SECONDS,
  ]);

  const message = {
    to: 'killed-worker@example.org',
    subject: 'Survives a killed worker',
    text: 'Hello once',
    html: '<p>Hello once</p>',
  };
  const id = await producer.enqueue(db.database.app, 'email.send', {
    sealed: sealEmail(keysFromSecret(APP_SECRET), message),
  });
  if (id === null) throw new Error('the job was not added');

  // One process took the job and is in the middle of its SMTP delivery.
  await until('a delivery reached the mail server', () => stalled.length === 1, 30_000);
  const victimDoor = stalled[0]!.door;
  const survivorDoor: DoorName = victimDoor === 'first' ? 'second' : 'first';
  expect(await jobRow(id)).toEqual({ state: 'active', retry_count: 0 });
  await killProcess(byDoor.get(victimDoor)!);
  // The connection died with the process, the message unanswered: the mail server never took it.
  await until('the killed delivery was closed', () => stalled[0]!.closed, 10_000);
  expect(accepted).toEqual([]);

  // The survivor's maintenance (every 20 s) fails the expired claim, the retry waits its backoff
  // (5-10 s), then the survivor delivers.
  await until('the e-mail was delivered after the kill', () => accepted.length > 0, 90_000);
  await until('the job completed', async () => (await jobRow(id))?.state === 'completed', 10_000);
  // Give a duplicate every chance to appear before counting.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(accepted).toEqual([
    { door: survivorDoor, to: [message.to], subject: message.subject, text: message.text },
  ]);
  expect(stalled).toEqual([expect.objectContaining({ door: victimDoor, closed: true })]);
  expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 1 });
  await killProcess(byDoor.get(survivorDoor)!);
});
