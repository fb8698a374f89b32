import { randomUUID } from 'node:crypto';
import type {
  ApiErrorBody,
  PlatformAuditPage,
  PlatformTenantDetail,
  PlatformTenantPage,
  TenantStatusChangeResponse,
} from '@clinio/contracts';
import { buildPatient, buildPatientLogin, buildStaff, signIn, signInPatient } from '../test/factories';
import { setUpPlatformTenantsTests } from './tenants-test-setup';

const app = setUpPlatformTenantsTests();
const { get, inject, owner, post, tenantWith } = app;

describe('suspend and reactivate', () => {
  const suspend = (tenantId: string, reason: unknown = 'Unpaid invoices since March') =>
    post(`/api/system-admin/tenants/${tenantId}/suspend`, { reason });
  const reactivate = (tenantId: string, reason: unknown = 'Payment received') =>
    post(`/api/system-admin/tenants/${tenantId}/reactivate`, { reason });

  it('ends every staff session at once, refuses sign-in and refresh, and audits with the reason', async () => {
    const { tenant, staff } = await tenantWith({ name: 'Suspended Clinic', staff: 2 });
    const [first, second] = staff;
    if (!first || !second) throw new Error('no staff');
    const sessions = [
      await signIn(app.ctx.server, first),
      await signIn(app.ctx.server, first),
      await signIn(app.ctx.server, second),
    ];
    const bystander = await buildStaff(app.ctx.db.database);
    const bystanderSession = await signIn(app.ctx.server, bystander);
    for (const session of sessions) {
      expect((await get('/api/me', session.headers)).statusCode).toBe(200);
    }

    const response = await suspend(tenant.tenantId, '  Unpaid invoices since March  ');
    expect(response.statusCode).toBe(200);
    const body = response.json<TenantStatusChangeResponse>();
    expect(body.sessions_ended).toBe(3);
    expect(body.tenant).toMatchObject({ id: tenant.tenantId, status: 'suspended' });

    // At once: the next request of every session is 401, and its refresh token is refused.
    for (const session of sessions) {
      const me = await get('/api/me', session.headers);
      expect(me.statusCode).toBe(401);
      const refresh = await inject({
        method: 'POST',
        url: '/api/refresh-token',
        headers: { cookie: session.cookie },
        payload: {},
      });
      expect(refresh.statusCode).toBe(401);
    }
    // Sign-in is refused with the suspended-account message.
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: first.username, password: first.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<ApiErrorBody>().detail).toBe('This clinic account is suspended. Contact support.');
    // Another clinic is untouched.
    expect((await get('/api/me', bystanderSession.headers)).statusCode).toBe(200);

    const ended = await owner<{ end_reason: string; n: string }>(
      'select end_reason, count(*)::text as n from staff_sessions where tenant_id = $1 group by 1',
      [tenant.tenantId],
    );
    expect(ended).toEqual([{ end_reason: 'tenant_suspended', n: '3' }]);
    expect(
      await owner(
        `select action, actor_type, actor_id, subject_tenant_id, resource_id, outcome, reason
           from platform_audit_log where action = 'tenant.suspended' and subject_tenant_id = $1`,
        [tenant.tenantId],
      ),
    ).toEqual([
      {
        action: 'tenant.suspended',
        actor_type: 'system_admin',
        actor_id: app.admin.id,
        subject_tenant_id: tenant.tenantId,
        resource_id: tenant.tenantId,
        outcome: 'success',
        reason: 'Unpaid invoices since March',
      },
    ]);
    // The clinic's own log says the platform acted.
    expect(
      await owner(
        "select actor_type, actor_id from audit_log where tenant_id = $1 and action = 'tenant.suspended'",
        [tenant.tenantId],
      ),
    ).toEqual([{ actor_type: 'system_admin', actor_id: app.admin.id }]);

    const detail = (await get(`/api/system-admin/tenants/${tenant.tenantId}`)).json<PlatformTenantDetail>();
    expect(detail.suspension).toEqual({
      suspended_at: expect.any(String) as string,
      reason: 'Unpaid invoices since March',
      suspended_by: { id: app.admin.id, name: app.admin.name },
    });
    expect(detail.open_staff_sessions).toBe(0);
    expect(
      (await get('/api/system-admin/tenants?status=suspended'))
        .json<PlatformTenantPage>()
        .items.map((item) => item.id),
    ).toContain(tenant.tenantId);
  });

  it('lets staff sign in again after reactivation; twice is a 409 that changes nothing', async () => {
    const { tenant, staff } = await tenantWith({ name: 'Returning Clinic', staff: 1 });
    const [member] = staff;
    if (!member) throw new Error('no staff');
    expect((await suspend(tenant.tenantId)).statusCode).toBe(200);
    const again = await suspend(tenant.tenantId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This clinic account is already suspended', code: 'conflict' });

    const back = await reactivate(tenant.tenantId);
    expect(back.statusCode).toBe(200);
    expect(back.json<TenantStatusChangeResponse>()).toMatchObject({
      tenant: { status: 'active' },
      sessions_ended: 0,
    });
    const session = await signIn(app.ctx.server, member);
    expect((await get('/api/me', session.headers)).statusCode).toBe(200);
    expect(
      (await get(`/api/system-admin/tenants/${tenant.tenantId}`)).json<PlatformTenantDetail>().suspension,
    ).toBeNull();

    const twice = await reactivate(tenant.tenantId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiErrorBody>().code).toBe('conflict');

    const history = await owner<{ from_status: string; to_status: string; reason: string }>(
      'select from_status, to_status, reason from tenant_status_changes where tenant_id = $1 order by at',
      [tenant.tenantId],
    );
    expect(history).toEqual([
      { from_status: 'active', to_status: 'suspended', reason: 'Unpaid invoices since March' },
      { from_status: 'suspended', to_status: 'active', reason: 'Payment received' },
    ]);
    const audit = (
      await get(`/api/system-admin/audit?tenant_id=${tenant.tenantId}&action=tenant&page_size=10`)
    ).json<PlatformAuditPage>();
    const changes = audit.items.filter((item) => item.action !== 'tenant.viewed');
    expect(changes.map((item) => [item.action, item.outcome, item.reason])).toEqual([
      ['tenant.reactivated', 'failure', 'Payment received'],
      ['tenant.reactivated', 'success', 'Payment received'],
      ['tenant.suspended', 'failure', 'Unpaid invoices since March'],
      ['tenant.suspended', 'success', 'Unpaid invoices since March'],
    ]);
  });

  it('leaves patients signed in, but a suspended clinic cannot be newly authorized by its code', async () => {
    const { tenant } = await tenantWith({ name: 'Patient Facing Clinic' });
    const linked = await buildPatientLogin(app.ctx.db.database);
    await buildPatient(app.ctx.db.database, { tenant, login: linked });
    const linkedSession = await signInPatient(app.ctx.server, linked);
    const newcomer = await buildPatientLogin(app.ctx.db.database);
    const newcomerSession = await signInPatient(app.ctx.server, newcomer);
    const code = (
      await owner<{ code: string }>('select code from clinics where tenant_id = $1', [tenant.tenantId])
    )[0]?.code;

    expect((await suspend(tenant.tenantId)).statusCode).toBe(200);
    const profile = await get('/api/patients/profile', linkedSession.headers);
    expect(profile.statusCode).toBe(200);
    const authorize = await inject({
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      headers: newcomerSession.headers,
      payload: { auth_code: code },
    });
    expect(authorize.statusCode).toBe(404);
    expect(authorize.json<ApiErrorBody>().detail).toBe('Clinic code not recognised');

    expect((await reactivate(tenant.tenantId)).statusCode).toBe(200);
    const afterwards = await inject({
      method: 'POST',
      url: '/api/patients/authorize-clinic',
      headers: newcomerSession.headers,
      payload: { auth_code: code },
    });
    expect(afterwards.statusCode).toBe(200);
  });

  it('refuses a missing, short, long or NUL-carrying reason, unknown fields, and unknown tenants', async () => {
    const { tenant } = await tenantWith({ name: 'Validation Clinic' });
    for (const payload of [
      {},
      { reason: '' },
      { reason: '  ab  ' },
      { reason: 'x'.repeat(501) },
      { reason: 'a\u0000bcdef' },
      { reason: 42 },
      { reason: 'Valid reason', status: 'active' },
    ]) {
      const response = await post(`/api/system-admin/tenants/${tenant.tenantId}/suspend`, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        detail: expect.any(String) as string,
        code: 'validation_error',
      });
    }
    const missing = await suspend(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Tenant not found', code: 'not_found' });
    expect((await reactivate(randomUUID())).statusCode).toBe(404);
    expect((await suspend('nope')).statusCode).toBe(400);
    const status = await owner<{ status: string }>('select status from tenants where id = $1', [
      tenant.tenantId,
    ]);
    expect(status).toEqual([{ status: 'active' }]);
  });
});
