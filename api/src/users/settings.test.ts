import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, NotificationSettings, SecuritySettings } from '@clinio/contracts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { expectDocumentedAnswer, generatedBodies, oddValues } from '../test/generated-input';
import { signAccessToken } from '../auth/access-tokens';
import { keysFromSecret } from '../security/secrets';
import { buildStaff, signIn, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

const APP_SECRET = 'users-settings-test-secret-0123456789abcdef';
let ctx: TestContext;
let owner: StaffFixture;
let frontDesk: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_SECRET } });
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
  frontDesk = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);

/** Every route of this area, with a body that passes its schema. */
const ROUTES: InjectOptions[] = [
  { method: 'GET', url: '/api/users/security-settings' },
  { method: 'PATCH', url: '/api/users/security-settings', payload: { login_notifications: false } },
  { method: 'GET', url: '/api/users/notification-settings' },
  { method: 'PATCH', url: '/api/users/notification-settings', payload: { product_news: true } },
  { method: 'GET', url: '/api/users/session-timeout' },
  { method: 'PUT', url: '/api/users/language', payload: { locale: 'es' } },
  { method: 'GET', url: '/api/users/sessions' },
  { method: 'POST', url: `/api/users/sessions/${randomUUID()}/logout` },
  { method: 'POST', url: '/api/users/2fa/setup', payload: { method: 'totp' } },
  { method: 'POST', url: '/api/users/2fa/verify', payload: { code: '123456', method: 'totp' } },
  { method: 'DELETE', url: '/api/users/2fa/disable', payload: { password: 'whatever-it-is' } },
  { method: 'POST', url: '/api/users/login-notification', payload: {} },
  {
    method: 'POST',
    url: '/api/users/change-password',
    payload: { current_password: 'x', new_password: 'Another-Pass-77', confirm_password: 'Another-Pass-77' },
  },
];

describe('who may call /api/users (quality bars 4 and 5)', () => {
  it('refuses every route without a token (401) and with a patient token (403)', async () => {
    const patient = await signAccessToken(
      keysFromSecret(APP_SECRET).accessToken,
      { aud: 'patient', sub: randomUUID(), sid: randomUUID(), tid: null },
      300,
    );
    for (const route of ROUTES) {
      const anonymous = await inject(route);
      expect([route.url, anonymous.statusCode]).toEqual([route.url, 401]);
      const asPatient = await inject({ ...route, headers: { authorization: `Bearer ${patient.token}` } });
      expect([route.url, asPatient.statusCode]).toEqual([route.url, 403]);
    }
  });
});

describe('PUT /api/users/language (issue 22)', () => {
  it("keeps the caller's language, which /api/me then answers on any device, and audits the change", async () => {
    const session = await signIn(ctx.server, frontDesk);
    const before = await inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(before.json<{ locale: string | null }>().locale).toBeNull();
    const response = await inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: session.headers,
      payload: { locale: 'es', user_id: owner.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'es' });
    const again = await signIn(ctx.server, frontDesk);
    const me = await inject({ method: 'GET', url: '/api/me', headers: again.headers });
    expect(me.json<{ locale: string | null }>().locale).toBe('es');
    const ownerMe = await inject({
      method: 'GET',
      url: '/api/me',
      headers: (await signIn(ctx.server, owner)).headers,
    });
    expect(ownerMe.json<{ locale: string | null }>().locale).toBeNull();
    const audit = await ownerQuery<{ actor_id: string; changed_fields: string[] }>(
      ctx.db.ownerUrl,
      "select actor_id, changed_fields from audit_log where action = 'user.language_changed'",
    );
    expect(audit.rows).toContainEqual({ actor_id: frontDesk.id, changed_fields: ['locale'] });
  });

  it('never answers 5xx to generated bodies (quality bar 16)', async () => {
    const session = await signIn(ctx.server, owner);
    await fc.assert(
      fc.asyncProperty(generatedBodies({ locale: 'es' }, oddValues([])), async (payload) => {
        const response = await inject({
          method: 'PUT',
          url: '/api/users/language',
          headers: { ...session.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectDocumentedAnswer(response);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a language the product does not ship, naming the field', async () => {
    const session = await signIn(ctx.server, owner);
    for (const locale of ['fr', 'ES', '', null]) {
      const response = await inject({
        method: 'PUT',
        url: '/api/users/language',
        headers: session.headers,
        payload: { locale },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]).toEqual({
        field: 'locale',
        message: 'Choose English or Spanish',
      });
    }
  });
});

describe('GET and PATCH /api/users/security-settings', () => {
  it('answers the two-factor state, login alerts and the clinic idle timeout', async () => {
    const session = await signIn(ctx.server, owner);
    const response = await inject({
      method: 'GET',
      url: '/api/users/security-settings',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SecuritySettings>();
    expect(body).toMatchObject({
      two_factor_enabled: false,
      two_factor_method: null,
      recovery_codes_remaining: 0,
      login_notifications: true,
      session_timeout_minutes: 30,
    });
    expect(Number.isNaN(Date.parse(body.password_changed_at ?? ''))).toBe(false);
  });

  it('turns login alerts off for the caller only, ignoring ids and two-factor fields in the body', async () => {
    const session = await signIn(ctx.server, frontDesk);
    const response = await inject({
      method: 'PATCH',
      url: '/api/users/security-settings',
      headers: session.headers,
      payload: { login_notifications: false, user_id: owner.id, two_factor_enabled: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SecuritySettings>()).toMatchObject({
      login_notifications: false,
      two_factor_enabled: false,
    });
    const rows = await ownerQuery<{ id: string; login_notifications: boolean }>(
      ctx.db.ownerUrl,
      'select id, login_notifications from staff_users where id = any($1)',
      [[owner.id, frontDesk.id]],
    );
    expect(Object.fromEntries(rows.rows.map((row) => [row.id, row.login_notifications]))).toEqual({
      [owner.id]: true,
      [frontDesk.id]: false,
    });
    const audit = await ownerQuery<{ actor_id: string }>(
      ctx.db.ownerUrl,
      "select actor_id from audit_log where action = 'user.security_settings_updated'",
    );
    expect(audit.rows).toContainEqual({ actor_id: frontDesk.id });
  });

  it('refuses a body without a boolean with the field named', async () => {
    const session = await signIn(ctx.server, owner);
    const response = await inject({
      method: 'PATCH',
      url: '/api/users/security-settings',
      headers: session.headers,
      payload: { login_notifications: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe('login_notifications');
  });
});

describe('GET and PATCH /api/users/notification-settings', () => {
  it('starts from the defaults and keeps what the user changes', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    const session = await signIn(ctx.server, member);
    const initial = await inject({
      method: 'GET',
      url: '/api/users/notification-settings',
      headers: session.headers,
    });
    expect(initial.json<NotificationSettings>()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    const patched = await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: session.headers,
      payload: { product_news: true, billing_updates: false },
    });
    expect(patched.statusCode).toBe(200);
    const expected = { ...DEFAULT_NOTIFICATION_SETTINGS, product_news: true, billing_updates: false };
    expect(patched.json<NotificationSettings>()).toEqual(expected);
    const again = await inject({
      method: 'GET',
      url: '/api/users/notification-settings',
      headers: session.headers,
    });
    expect(again.json<NotificationSettings>()).toEqual(expected);
  });

  it('merges stored values with the defaults and ignores unknown stored keys', async () => {
    const member = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'billing' });
    await ownerQuery(ctx.db.ownerUrl, `update staff_users set notification_settings = $1 where id = $2`, [
      JSON.stringify({ email_enabled: false, legacy_flag: true, in_app_enabled: 'no' }),
      member.id,
    ]);
    const session = await signIn(ctx.server, member);
    const response = await inject({
      method: 'GET',
      url: '/api/users/notification-settings',
      headers: session.headers,
    });
    expect(response.json()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email_enabled: false });
  });

  it('a front-desk user changes only their own settings, whatever ids the body carries', async () => {
    const session = await signIn(ctx.server, frontDesk);
    const response = await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: { ...session.headers, 'x-user-id': owner.id },
      payload: { security_alerts: false, user_id: owner.id, tenant_id: randomUUID() },
    });
    expect(response.statusCode).toBe(200);
    const ownerSession = await signIn(ctx.server, owner);
    const ownerView = await inject({
      method: 'GET',
      url: '/api/users/notification-settings',
      headers: ownerSession.headers,
    });
    expect(ownerView.json<NotificationSettings>().security_alerts).toBe(true);
    const stored = await ownerQuery<{ notification_settings: Record<string, unknown> }>(
      ctx.db.ownerUrl,
      'select notification_settings from staff_users where id = $1',
      [frontDesk.id],
    );
    expect(stored.rows[0]?.notification_settings).not.toHaveProperty('user_id');
  });

  it('refuses a value that is not a boolean', async () => {
    const session = await signIn(ctx.server, owner);
    const response = await inject({
      method: 'PATCH',
      url: '/api/users/notification-settings',
      headers: session.headers,
      payload: { email_enabled: 'sometimes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'email_enabled' }],
    });
  });
});

describe('GET /api/users/session-timeout', () => {
  it("answers the clinic's setting", async () => {
    const session = await signIn(ctx.server, owner);
    await ownerQuery(
      ctx.db.ownerUrl,
      'update tenant_settings set session_timeout_minutes = 45 where tenant_id = $1',
      [owner.tenant.tenantId],
    );
    const response = await inject({
      method: 'GET',
      url: '/api/users/session-timeout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ session_timeout_minutes: 45 });
    await ownerQuery(
      ctx.db.ownerUrl,
      'update tenant_settings set session_timeout_minutes = 30 where tenant_id = $1',
      [owner.tenant.tenantId],
    );
  });
});
