import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildStaff, type StaffFixture } from '../test/factories';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp';
import { testConfig } from '../test/test-app';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test/test-database';

/**
 * Issue 20, section 3 (bar 22): the e-mail server is down when a message is due. The `email.send`
 * job fails and is retried with backoff by the app's own workers (pg-boss, queues.ts) while nothing
 * listens; once the mail server is back the message is delivered, exactly once, and its link works.
 * Nothing is lost and the person who asked never sees the outage (the answer was 202 all along).
 */
jest.setTimeout(90_000);

let db: TestDatabase;
let server: FastifyInstance;
let member: StaffFixture;
let smtpPort: number;
let smtp: FakeSmtp | null = null;

/** A loopback port with nothing listening on it: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  db = await createTestDatabase();
  smtpPort = await closedPort();
  // The real application with its job workers running in this process, as a server runs them.
  ({ server } = await buildApp({
    config: await testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      PUBLIC_APP_URL: 'https://app.clinio.test',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    database: db.database,
    signupForwarder: null,
    logger: false,
    jobWorkers: true,
  }));
  await server.ready();
  member = await buildStaff(db.database, { role: 'front_desk' });
});
afterAll(async () => {
  await server.close();
  await smtp?.close();
  await db.drop();
});

interface JobRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
  due_later: boolean;
}
const emailJobs = async () =>
  (
    await ownerQuery<JobRow>(
      db.ownerUrl,
      `select state, retry_count, output, start_after > now() as due_later
         from pgboss.job where name = 'email.send' order by created_on`,
    )
  ).rows;

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('retries an e-mail while the mail server is down and delivers it once when it is back', async () => {
  const asked = await server.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: member.email },
  });
  expect(asked.statusCode).toBe(202);

  // Two attempts refused (pg-boss counts a retry when it starts): the job waits for its next try
  // (backoff), with the reason kept.
  const [failing] = await until(
    'the e-mail job failed twice',
    emailJobs,
    (jobs) => {
      const job = jobs[0];
      // Settled while nothing could take the message: it would never be sent.
      if (job?.state === 'completed' || job?.state === 'failed')
        throw new Error(
          `the e-mail job is ${job.state} while the mail server is down: ${JSON.stringify(job)}`,
        );
      return jobs.length === 1 && job?.state === 'retry' && job.retry_count >= 1;
    },
    60_000,
  );
  expect(failing).toEqual({
    state: 'retry',
    retry_count: 1,
    // (Under jest the socket's error comes from another realm, so failureText words it generically.)
    output: { message: expect.any(String) as unknown },
    due_later: true,
  });

  // The mail server comes back, on the address the app was configured with.
  smtp = await startFakeSmtp({ port: smtpPort });
  const received = smtp.messages;
  const jobs = await until(
    'the e-mail job completed',
    emailJobs,
    (rows) => rows[0]?.state === 'completed',
    60_000,
  );
  // Give a duplicate every chance to appear before counting.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(jobs).toEqual([expect.objectContaining({ state: 'completed', retry_count: 2 })]);
  expect(received.map((mail) => [mail.to, mail.subject])).toEqual([[[member.email], 'Reset your password']]);

  // The link in the delayed e-mail still works.
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(received[0]!.text)?.[1];
  expect(token).toBeDefined();
  const reset = await server.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, new_password: 'After-The-Outage-42', confirm_password: 'After-The-Outage-42' },
  });
  expect(reset.statusCode).toBe(200);
});
