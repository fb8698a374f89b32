import type { LocationInfo, SessionSummary, TokenResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp';
import { buildStaff, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let smtp: FakeSmtp;
let ctx: TestContext;
let owner: StaffFixture;
let location: LocationInfo | 'fail' = { city: 'Lyon', region: 'Auvergne-Rhone-Alpes', country: 'France' };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_APP_URL: 'https://app.clinio.test' },
    geo: {
      locate: (ip) => {
        expect(ip).toBe('127.0.0.1');
        return location === 'fail' ? Promise.reject(new Error('geo down')) : Promise.resolve(location);
      },
    },
  });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const inject = (options: InjectOptions) => ctx.server.inject(options);

async function signInFrom(staff: StaffFixture, userAgent: string) {
  const response = await inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { username: staff.username, password: staff.password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<TokenResponse>().access_token}`, 'user-agent': userAgent };
}

async function notify(headers: Record<string, string>, payload: Record<string, unknown> = {}) {
  const response = await inject({ method: 'POST', url: '/api/users/login-notification', headers, payload });
  await ctx.jobs.drain();
  return response;
}

const mailTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

describe('POST /api/users/login-notification', () => {
  it('records the device and location on the session and e-mails an alert over SMTP for a new device', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const headers = await signInFrom(member, CHROME_WINDOWS);
    const response = await notify(headers, { ip_address: null, user_agent: CHROME_WINDOWS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true, new_device: true });

    const sessions = (await inject({ method: 'GET', url: '/api/users/sessions', headers })).json<
      SessionSummary[]
    >();
    expect(sessions[0]).toMatchObject({
      device: 'Desktop',
      browser: 'Chrome',
      platform: 'Windows',
      location: { city: 'Lyon', region: 'Auvergne-Rhone-Alpes', country: 'France' },
      current: true,
    });

    const mail = await smtp.waitFor((item) => item.to.includes(member.email));
    expect(mail.from).toBe('no-reply@clinio.local');
    expect(mail.subject).toBe('New sign-in to your account');
    expect(mail.text).toContain('Chrome on Windows (Desktop), near Lyon, Auvergne-Rhone-Alpes, France');
    expect(mail.text).toContain('https://app.clinio.test/dashboard/user-settings');
    expect(mail.html).toContain('href="https://app.clinio.test/dashboard/user-settings"');
  });

  it("writes the alert in the member's chosen language (issue 22)", async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx.updateTable('staff_users').set({ locale: 'es' }).where('email', '=', member.email).execute(),
    );
    const headers = await signInFrom(member, CHROME_WINDOWS);
    await notify(headers, { ip_address: null, user_agent: CHROME_WINDOWS });
    const mail = await smtp.waitFor((item) => item.to.includes(member.email));
    expect(mail.subject).toBe('Nuevo inicio de sesión en su cuenta');
    expect(mail.text).toContain('Chrome en Windows (Desktop), cerca de Lyon');
  });

  it('sends nothing for a device seen before, nor twice for one sign-in', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const first = await signInFrom(member, FIREFOX_LINUX);
    await notify(first);
    expect((await notify(first)).json()).toEqual({ recorded: true, new_device: true });
    expect(mailTo(member.email)).toHaveLength(1);

    const second = await signInFrom(member, FIREFOX_LINUX);
    expect((await notify(second)).json()).toEqual({ recorded: true, new_device: false });
    expect(mailTo(member.email)).toHaveLength(1);

    const phone = await signInFrom(member, SAFARI_IPHONE);
    expect((await notify(phone)).json()).toEqual({ recorded: true, new_device: true });
    expect(mailTo(member.email)).toHaveLength(2);
    expect(mailTo(member.email)[1]?.text).toContain('Safari on iOS (Mobile)');
  });

  it('sends no alert when login alerts or security alerts are off', async () => {
    const quiet = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    const headers = await signInFrom(quiet, CHROME_WINDOWS);
    await inject({
      method: 'PATCH',
      url: '/api/users/security-settings',
      headers,
      payload: { login_notifications: false },
    });
    expect((await notify(headers)).json()).toEqual({ recorded: true, new_device: true });

    const noAlerts = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    const other = await signInFrom(noAlerts, CHROME_WINDOWS);
    await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: other,
      payload: { security_alerts: false },
    });
    expect((await notify(other)).json()).toEqual({ recorded: true, new_device: true });
    expect(mailTo(quiet.email)).toHaveLength(0);
    expect(mailTo(noAlerts.email)).toHaveLength(0);
  });

  it('uses the device the browser reports when it is valid, and its own parse otherwise', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const headers = await signInFrom(member, CHROME_WINDOWS);
    await notify(headers, { device_info: { device: 'Tablet', browser: 'Toaster', platform: 'Android' } });
    const sessions = (await inject({ method: 'GET', url: '/api/users/sessions', headers })).json<
      SessionSummary[]
    >();
    expect(sessions[0]).toMatchObject({ device: 'Tablet', browser: 'Chrome', platform: 'Android' });
  });

  it('records only on the caller’s own session: a session id in the body is ignored', async () => {
    const victimHeaders = await signInFrom(owner, SAFARI_IPHONE);
    const victimSession = (
      await inject({ method: 'GET', url: '/api/users/sessions', headers: victimHeaders })
    )
      .json<SessionSummary[]>()
      .find((item) => item.current);
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const headers = await signInFrom(member, FIREFOX_LINUX);
    location = { city: 'Elsewhere', region: 'Nowhere', country: 'Atlantis' };
    const response = await notify(headers, { session_id: victimSession?.id });
    location = { city: 'Lyon', region: 'Auvergne-Rhone-Alpes', country: 'France' };
    expect(response.statusCode).toBe(200);
    const row = await ownerQuery<{ city: string }>(
      ctx.db.ownerUrl,
      'select city from staff_sessions where id = $1',
      [victimSession?.id],
    );
    expect(row.rows[0]?.city).toBe('Unknown');
  });

  it('never fails the caller because of the location service or the mail server', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const headers = await signInFrom(member, CHROME_WINDOWS);
    location = 'fail';
    const response = await notify(headers);
    location = { city: 'Lyon', region: 'Auvergne-Rhone-Alpes', country: 'France' };
    expect(response.statusCode).toBe(200);
    const sessions = (await inject({ method: 'GET', url: '/api/users/sessions', headers })).json<
      SessionSummary[]
    >();
    expect(sessions[0]?.location).toEqual({ city: 'Unknown', region: 'Unknown', country: 'Unknown' });
    expect((await smtp.waitFor((item) => item.to.includes(member.email))).text).toContain(
      'near an unknown location',
    );

    const offline = await createTestApp({
      db: ctx.db,
      env: { SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true' },
    });
    try {
      const lonely = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
      const login = await offline.server.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: lonely.username, password: lonely.password },
      });
      const auth = { authorization: `Bearer ${login.json<TokenResponse>().access_token}` };
      const answer = await offline.server.inject({
        method: 'POST',
        url: '/api/users/login-notification',
        headers: auth,
        payload: {},
      });
      expect(answer.statusCode).toBe(200);
      await offline.jobs.drain();
    } finally {
      await offline.close();
    }
  });

  it('refuses a malformed body with the field named', async () => {
    const headers = await signInFrom(owner, CHROME_WINDOWS);
    const response = await notify(headers, { session_id: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'session_id' }] });
  });
});
