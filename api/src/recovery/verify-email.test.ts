import type { ApiErrorBody, UserProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildStaff, signIn, type SignedIn, type StaffFixture } from '../test/factories';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

const mailer = createMemoryMailer();
let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const verify = (token: string) => inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
const resend = (session: SignedIn) =>
  inject({ method: 'POST', url: '/api/verify-email/resend', headers: session.headers });
const me = async (session: SignedIn) =>
  (await inject({ method: 'GET', url: '/api/me', headers: session.headers })).json<UserProfile>();

async function unverifiedMember(): Promise<{ member: StaffFixture; session: SignedIn }> {
  const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
  await ownerQuery(ctx.db.ownerUrl, 'update staff_users set email_verified_at = null where id = $1', [
    member.id,
  ]);
  return { member, session: await signIn(ctx.server, member) };
}

async function linkFor(member: StaffFixture, session: SignedIn): Promise<string> {
  const response = await resend(session);
  expect(response.statusCode).toBe(202);
  await ctx.jobs.drain();
  return tokenFromEmail(mailer.last(member.email), '/verify-email');
}

describe('POST /api/verify-email/resend', () => {
  it('e-mails a new confirmation link to the caller only', async () => {
    const { member, session } = await unverifiedMember();
    const response = await resend(session);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: `We sent a new confirmation link to ${member.email}.` });
    await ctx.jobs.drain();
    const mail = mailer.last(member.email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{40,}/);
  });

  it('answers 409 when the address is already confirmed, and 401 without a session', async () => {
    const session = await signIn(ctx.server, owner);
    expect((await resend(session)).statusCode).toBe(409);
    expect((await inject({ method: 'POST', url: '/api/verify-email/resend' })).statusCode).toBe(401);
  });
});

describe('POST /api/verify-email', () => {
  it('confirms the address once', async () => {
    const { member, session } = await unverifiedMember();
    expect((await me(session)).email_verified).toBe(false);
    const token = await linkFor(member, session);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your e-mail address is confirmed.' });
    expect((await me(session)).email_verified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().detail).toMatch(/already been used or has expired/);
  });

  it('refuses an expired link, a replaced link and an unknown one with one body', async () => {
    const { member, session } = await unverifiedMember();
    const replaced = await linkFor(member, session);
    const expired = await linkFor(member, session);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update staff_tokens set expires_at = now() - interval '1 second' where user_id = $1 and used_at is null",
      [member.id],
    );
    const unknown = await verify('y'.repeat(43));
    for (const token of [replaced, expired]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(unknown.json());
    }
    expect((await me(session)).email_verified).toBe(false);
    const fresh = await linkFor(member, session);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('gives a link 48 hours', async () => {
    const { member, session } = await unverifiedMember();
    await linkFor(member, session);
    const row = await ownerQuery<{ hours: number }>(
      ctx.db.ownerUrl,
      "select round(extract(epoch from expires_at - now()) / 3600)::int as hours from staff_tokens where user_id = $1 and used_at is null and purpose = 'email_verification'",
      [member.id],
    );
    expect(row.rows[0]?.hours).toBe(48);
  });

  it('refuses a token of the wrong shape with the field named', async () => {
    const response = await verify('short');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'token' }],
    });
  });
});
