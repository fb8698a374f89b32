import type { InjectOptions } from 'fastify';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../test/fake-smtp';
import { buildStaff, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let smtp: FakeSmtp;
let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://app.clinio.test' } });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function post(url: string, payload: unknown) {
  const response = await ctx.server.inject({ method: 'POST', url, payload } as InjectOptions);
  await ctx.jobs.drain();
  return response;
}

const mailTo = (email: string): ReceivedMail[] => smtp.messages.filter((mail) => mail.to.includes(email));

function resetToken(mail: ReceivedMail | undefined): string {
  const match = /https:\/\/app\.clinio\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
}

describe('POST /api/forgot-password', () => {
  it('answers the same for a known and an unknown address, and only the account gets the link (over SMTP)', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const known = await post('/api/forgot-password', { email: member.email.toUpperCase() });
    const unknown = await post('/api/forgot-password', { email: 'nobody-at-all@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      detail: 'If an account uses this e-mail address, we have sent it a link to choose a new password.',
    });

    const mail = await smtp.waitFor((item) => item.to.includes(member.email));
    expect(mail.to).toEqual([member.email]);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('it works once and expires in 1 hour');
    const token = resetToken(mail);
    expect(mail.html).toContain(`https://app.clinio.test/reset-password?token=${token}`);
    expect(smtp.messages.some((item) => item.to.includes('nobody-at-all@example.test'))).toBe(false);

    // Only the hash of the token is stored, valid for an hour.
    const rows = await ownerQuery<{ token_hash: string; minutes: number }>(
      ctx.db.ownerUrl,
      "select token_hash, round(extract(epoch from expires_at - now()) / 60)::int as minutes from staff_tokens where user_id = $1 and purpose = 'password_reset'",
      [member.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.token_hash).not.toContain(token);
    expect(rows.rows[0]?.minutes).toBeGreaterThanOrEqual(59);
    expect(rows.rows[0]?.minutes).toBeLessThanOrEqual(60);
  });

  it('sends nothing to an account that cannot sign in (deactivated), with the same answer', async () => {
    const leaver = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    await ownerQuery(ctx.db.ownerUrl, "update staff_users set status = 'deactivated' where id = $1", [
      leaver.id,
    ]);
    const response = await post('/api/forgot-password', { email: leaver.email });
    expect(response.statusCode).toBe(202);
    expect(mailTo(leaver.email)).toHaveLength(0);
  });

  it('makes earlier unused links stop working when a new one is sent', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    await post('/api/forgot-password', { email: member.email });
    await post('/api/forgot-password', { email: member.email });
    const [first, second] = mailTo(member.email).map(resetToken);
    const payload = { new_password: 'Fresh-Start-Pass-81', confirm_password: 'Fresh-Start-Pass-81' };
    expect((await post('/api/reset-password', { ...payload, token: first })).statusCode).toBe(400);
    expect((await post('/api/reset-password', { ...payload, token: second })).statusCode).toBe(200);
  });

  it('refuses a malformed address with the field named', async () => {
    const response = await post('/api/forgot-password', { email: 'not an address' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'email' }] });
  });
});

describe('POST /api/forgot-username', () => {
  it('answers the same either way and e-mails the username to the account only', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const known = await post('/api/forgot-username', { email: member.email });
    const unknown = await post('/api/forgot-username', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);

    const mail = await smtp.waitFor((item) => item.to.includes(member.email));
    expect(mail.subject).toBe('Your Clinio username');
    expect(mail.text).toContain(`Your username is ${member.username}.`);
    expect(mail.text).toContain('https://app.clinio.test/login');
    expect(smtp.messages.some((item) => item.to.includes('ghost@example.test'))).toBe(false);
  });

  it('audits the request in the tenant without the address or the username', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    await post('/api/forgot-username', { email: member.email });
    const audit = await ownerQuery<Record<string, unknown>>(
      ctx.db.ownerUrl,
      "select * from audit_log where action = 'auth.username_reminder_requested' and resource_id = $1",
      [member.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0])).not.toContain(member.email);
  });
});
