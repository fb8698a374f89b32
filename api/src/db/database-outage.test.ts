import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingBody, buildSchedulingClinic, FUTURE_MONDAY } from '../appointments/test-fixtures';
import type { EmailMessage, Mailer } from '../email/mailer';
import { sendEmail } from '../platform/services';
import { buildMember } from '../staff/staff-test-fixtures';
import { createTestApp, testConfig, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { connectDatabase } from './connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/**
 * Quality bar 19 (issue 20): PostgreSQL killed with SIGKILL while 50 clients book. The API answers
 * 503 `{detail, code}` instead of hanging, /readyz fails, no half-done transaction remains (every
 * visit has the audit row written in its transaction), and once the database is back the same
 * process serves again and the job queued before the crash runs exactly once. Its own cluster, so
 * the kill touches no other test.
 */
let root: string;
let dataDir: string;
let port: number;
let server: EmbeddedPostgres;
let ctx: TestContext;
const sent: EmailMessage[] = [];
const mailer: Mailer = {
  send: (message) => {
    sent.push(message);
    return Promise.resolve();
  },
  describe: () => 'memory',
};

async function start(onPort: number) {
  return startEmbeddedPostgres({ dir: dataDir, port: onPort, database: 'clinio', log: () => undefined });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clinio-outage-'));
  await chmod(root, 0o755);
  dataDir = path.join(root, 'postgres');
  server = await start(0);
  port = server.port;
  const config = await testConfig({ DATABASE_URL: server.ownerUrl });
  const connected = await connectDatabase(config, () => undefined);
  ctx = await createTestApp({
    mailer,
    db: {
      database: connected.database,
      ownerUrl: server.ownerUrl,
      name: 'clinio',
      drop: () => Promise.resolve(),
    },
  });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await ctx.db.database.close();
  await server.stop();
  await rm(root, { recursive: true, force: true });
});

/** The postmaster's pid, from the first line of its lock file. */
async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** At most `ms`: a request that never answers fails the test instead of hanging it. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

it('answers 503 while PostgreSQL is dead, loses nothing half-done, and serves again when it is back', async () => {
  const clinic = await buildSchedulingClinic(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'super_admin',
  });
  // A job queued before the crash: it must run once, after.
  await sendEmail(ctx.services, ctx.db.database.app, {
    to: 'front.desk@example.org',
    subject: 'Queued before the outage',
    text: 'One copy only.',
    html: '<p>One copy only.</p>',
  });

  // 50 clients booking half-hour visits, one after another each, until told to stop.
  const statuses: number[] = [];
  let stop = false;
  let slot = 0;
  const client = async () => {
    while (!stop) {
      const at = new Date(Date.parse(`${FUTURE_MONDAY}T00:00:00Z`) + (slot += 1) * 30 * 60_000);
      const answer = await ctx.server.inject({
        method: 'POST',
        url: '/api/appointments/',
        headers: owner.session.headers,
        payload: bookingBody(clinic, at.toISOString(), { allow_outside_hours: true }),
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 503) {
        expect(answer.json()).toMatchObject({ code: 'service_unavailable' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const clients = Array.from({ length: 50 }, () => client());
  while (statuses.filter((status) => status === 201).length < 20)
    await new Promise((resolve) => setTimeout(resolve, 20));

  process.kill(await postmasterPid(), 'SIGKILL');
  const afterKill = statuses.length;
  // Requests while it is down get 503 with the error body, promptly, and readiness fails.
  const listed = await within(
    3_000,
    ctx.server.inject({ method: 'GET', url: '/api/appointments/?limit=5', headers: owner.session.headers }),
  );
  expect(listed.statusCode).toBe(503);
  const body = listed.json<{ code: string; detail: string }>();
  expect(body.code).toBe('service_unavailable');
  expect(body.detail).toMatch(/temporarily unavailable/);
  expect(listed.headers['retry-after']).toBe('5');
  expect((await within(3_000, ctx.server.inject({ method: 'GET', url: '/readyz' }))).statusCode).toBe(503);
  while (statuses.length < afterKill + 100) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(statuses.slice(afterKill + 50)).toEqual(statuses.slice(afterKill + 50).map(() => 503));

  // Back on the same folder and port: the same process serves again, no restart.
  server = await start(port);
  const deadline = Date.now() + 30_000;
  while ((await ctx.server.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error('the API did not come back');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const before = statuses.length;
  while (statuses.slice(before).filter((status) => status === 201).length < 5)
    await new Promise((resolve) => setTimeout(resolve, 20));
  stop = true;
  await Promise.all(clients);
  // Nothing but booked, refused as taken, or unavailable; never a 500.
  expect(new Set(statuses)).toEqual(new Set([201, 503, ...(statuses.includes(409) ? [409] : [])]));

  // Every visit that exists was written whole: its audit row came in the same transaction. A
  // booking answered 503 whose commit reached the disk before the kill may exist (in doubt).
  const { rows } = await ownerQuery<{ visits: string; audited: string }>(
    server.ownerUrl,
    `select (select count(*) from appointments where tenant_id = $1) as visits,
            (select count(*) from appointments a where a.tenant_id = $1 and exists (
               select 1 from audit_log l where l.tenant_id = a.tenant_id and l.action = 'appointment.created'
                  and l.resource_id = a.id::text)) as audited`,
    [clinic.tenant.tenantId],
  );
  expect(Number(rows[0]?.visits)).toBeGreaterThanOrEqual(statuses.filter((status) => status === 201).length);
  expect(rows[0]?.audited).toBe(rows[0]?.visits);

  await ctx.jobs.drain();
  expect(sent.filter((message) => message.subject === 'Queued before the outage')).toHaveLength(1);
}, 120_000);
