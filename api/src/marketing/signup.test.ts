import type { ApiErrorBody } from '@clinio/contracts';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../test/test-app';
import { startFakeFormService } from '../test/fake-form-service';
import { ownerQuery } from '../test/test-database';
import { createHttpSignupForwarder } from './signup-forwarder';

let ctx: TestContext;
let formService: Awaited<ReturnType<typeof startFakeFormService>>;

beforeAll(async () => {
  formService = await startFakeFormService();
  ctx = await createTestApp({
    signupForwarder: createHttpSignupForwarder({ url: formService.url, timeoutMs: 2_000 }),
  });
});
afterAll(async () => {
  await ctx.close();
  await formService.close();
});

const signup = (payload: unknown) =>
  ctx.server.inject({
    method: 'POST',
    url: '/api/coming-soon/signup',
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/coming-soon/signup', () => {
  it('stores a new address once and answers idempotently, whatever its case', async () => {
    const first = await signup({ email: 'Dr.Rivera@Example.org', source: 'landing' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    const again = await signup({ email: 'dr.rivera@example.org', source: 'banner' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_subscribed' });
    const rows = await ctx.db.database.app
      .selectFrom('launch_signups')
      .select(['email', 'source'])
      .where('email_normalized', '=', 'dr.rivera@example.org')
      .execute();
    expect(rows).toEqual([{ email: 'Dr.Rivera@Example.org', source: 'landing' }]);
  });

  it('forwards a new sign-up to the configured form service as JSON', async () => {
    await signup({ email: 'forward.me@example.org', source: 'landing' });
    await ctx.jobs.drain();
    expect(formService.received).toContainEqual({
      method: 'POST',
      contentType: 'application/json',
      body: { email: 'forward.me@example.org', source: 'landing' },
    });
    const row = await ctx.db.database.app
      .selectFrom('launch_signups')
      .select(['forwarded_at', 'forward_attempts'])
      .where('email_normalized', '=', 'forward.me@example.org')
      .executeTakeFirstOrThrow();
    expect(row.forwarded_at).toBeInstanceOf(Date);
    expect(row.forward_attempts).toBe(1);
  });

  it('keeps the sign-up when the form service fails, and forwards it on retry', async () => {
    formService.failNext(1);
    const response = await signup({ email: 'later@example.org', source: 'banner' });
    expect(response.statusCode).toBe(201);
    await ctx.jobs.drain();
    const pending = await ctx.db.database.app
      .selectFrom('launch_signups')
      .select(['forwarded_at', 'last_forward_error'])
      .where('email_normalized', '=', 'later@example.org')
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ forwarded_at: null, last_forward_error: 'form service answered 502' });

    // The queue retries it after its backoff; here the backoff is made to have passed.
    await ownerQuery(ctx.db.ownerUrl, "update pgboss.job set start_after = now() where state = 'retry'");
    expect(await ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(formService.received.map((form) => (form.body as { email: string }).email)).toContain(
      'later@example.org',
    );
  });

  it('requires a valid e-mail address and a source', async () => {
    const response = await signup({ email: 'not-an-email', source: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter a valid email address' },
        expect.objectContaining({ field: 'source' }),
      ]),
    );
    expect((await signup({ source: 'landing' })).json<ApiErrorBody>().fields?.[0]?.field).toBe('email');
  });

  it('never answers 5xx to generated bodies (quality bar 16)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const response = await ctx.server.inject({
          method: 'POST',
          url: '/api/coming-soon/signup',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json<{ detail?: unknown; status?: unknown }>();
        expect(typeof body.detail === 'string' || typeof body.status === 'string').toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('rate limiting', () => {
  it('answers 429 with the error shape after the per-minute limit', async () => {
    const limited = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_MINUTE: '2' } });
    const send = () =>
      limited.server.inject({
        method: 'POST',
        url: '/api/coming-soon/signup',
        payload: { email: 'x@example.org', source: 'landing' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      detail: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    // A spoofed X-Forwarded-For does not buy a fresh allowance (TRUST_PROXY is off).
    const spoofed = await limited.server.inject({
      method: 'POST',
      url: '/api/coming-soon/signup',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { email: 'y@example.org', source: 'landing' },
    });
    expect(spoofed.statusCode).toBe(429);
    await limited.close();
  });
});
