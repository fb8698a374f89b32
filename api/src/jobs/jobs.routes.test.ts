import type { PlatformJob, PlatformJobPage } from '@clinio/contracts';
import fc from 'fast-check';
import { sealEmail } from '../email/email-job';
import {
  buildPatientLogin,
  buildStaff,
  buildSystemAdmin,
  signIn,
  signInPatient,
  signInSystemAdmin,
} from '../test/factories';
import { expectDocumentedAnswer, oddValues } from '../test/generated-input';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let system: Record<string, string>;
const refused = {
  async send() {
    throw new Error('550 mailbox unavailable: jane.doe@example.com');
  },
  describe: () => 'refusing mailer',
};

beforeAll(async () => {
  ctx = await createTestApp({ mailer: refused });
  system = (await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database))).headers;
});
afterAll(() => ctx.close());

const list = (query = '', headers = system) =>
  ctx.server.inject({ method: 'GET', url: `/api/system-admin/jobs${query}`, headers });

/** Runs the queue until no job is left to retry, letting each backoff pass at once. */
async function exhaustRetries(): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    await ctx.jobs.drain();
    const waiting = await ownerQuery(
      ctx.db.ownerUrl,
      "update pgboss.job set start_after = now() where state = 'retry' returning id",
    );
    if (waiting.rowCount === 0) return;
  }
}

describe('GET /api/system-admin/jobs', () => {
  it('shows a job that failed every retry as a dead letter, with a redacted error and no payload', async () => {
    const message = { to: 'jane.doe@example.com', subject: 'Hello', text: 'secret link', html: '' };
    const id = await ctx.jobs.enqueue(ctx.db.database.app, 'email.send', {
      sealed: sealEmail(ctx.services.keys, message),
    });
    await ctx.jobs.drain();
    const retrying = (await list('?state=retry')).json<PlatformJobPage>();
    expect(retrying.items).toEqual([expect.objectContaining({ id, state: 'retry', attempts: 1 })]);

    await exhaustRetries();
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<PlatformJobPage>();
    expect(page).toEqual({
      items: [
        {
          id,
          name: 'email.send',
          state: 'failed',
          attempts: 6,
          retry_limit: 5,
          last_error: 'Error: 550 mailbox unavailable: [email redacted]',
          created_at: expect.any(String) as string,
          start_after: expect.any(String) as string,
          finished_at: expect.any(String) as string,
        },
      ],
      total: 1,
      page: 1,
      page_size: 50,
    });
    expect(response.body).not.toContain('example.com');
    expect(response.body).not.toContain('secret link');
    expect((await list('?state=failed&name=files.delete')).json<PlatformJobPage>().total).toBe(0);
  });

  it('takes the system administrator only: 403 for staff and patients, 401 without a token', async () => {
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database, { role: 'super_admin' }));
    const patient = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    expect((await list('', staff.headers)).statusCode).toBe(403);
    expect((await list('', patient.headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('never answers 5xx to generated query values (quality bar 16)', async () => {
    const odd = oddValues(['failed', 'retry', 'email.send', '-1', '0', '1e9', "'; drop table x"]);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('state', 'name', 'page', 'page_size'), odd),
        async (query) => {
          const response = await ctx.server.inject({
            method: 'GET',
            url: '/api/system-admin/jobs',
            query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
            headers: system,
          });
          expectDocumentedAnswer(response);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/system-admin/jobs/{id}/retry', () => {
  const retry = (id: string, headers = system) =>
    ctx.server.inject({ method: 'POST', url: `/api/system-admin/jobs/${id}/retry`, headers });

  it('gives a dead letter one more attempt, due now, and audits it; only a failed job', async () => {
    const [dead] = (await list('?state=failed&name=email.send')).json<PlatformJobPage>().items;
    expect(dead).toBeDefined();
    const response = await retry(dead!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<PlatformJob>()).toMatchObject({ id: dead!.id, state: 'retry', retry_limit: 6 });
    expect(new Date(response.json<PlatformJob>().start_after).getTime()).toBeLessThanOrEqual(
      Date.now() + 1000,
    );
    const audit = await ownerQuery(
      ctx.db.ownerUrl,
      "select action from platform_audit_log where action = 'job.retried' and resource_id = $1",
      [dead!.id],
    );
    expect(audit.rowCount).toBe(1);
    // The mail server still refuses: the attempt runs and the job is a dead letter again.
    await ctx.jobs.drain();
    const again = (await list('?state=failed&name=email.send')).json<PlatformJobPage>().items;
    expect(again).toEqual([expect.objectContaining({ id: dead!.id, attempts: 7, retry_limit: 6 })]);

    const waiting = await ctx.jobs.enqueue(
      ctx.db.database.app,
      'files.delete',
      { tenantId: '6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94', keys: [] },
      {
        startAfter: new Date(Date.now() + 3_600_000),
      },
    );
    const notFailed = await retry(waiting!);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({
      detail: 'Only a failed job can be retried: this one is created.',
    });
    const missing = await retry('6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Job not found' });
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
  });

  it('takes the system administrator only', async () => {
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database, { role: 'super_admin' }));
    expect((await retry('6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94', staff.headers)).statusCode).toBe(403);
    expect((await retry('6f0d2a5e-8c4b-4a51-9f53-3c0a7b1e2d94', {})).statusCode).toBe(401);
  });
});
