import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ApiErrorBody,
  PlatformAuditPage,
  PlatformTenantDetail,
  PlatformTenantPage,
  TenantStatusChangeResponse,
} from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildPatientLogin, buildPatientRecord, signInPatient } from '../patients-auth/test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildStaff, buildTenant, signIn, type StaffFixture } from '../test/identity';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { buildSystemAdmin, signInSystemAdmin, type SystemAdminFixture } from './test-fixtures';

let ctx: TestContext;
let admin: SystemAdminFixture;
let system: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildSystemAdmin(ctx.db.database);
  system = (await signInSystemAdmin(ctx.server, admin)).headers;
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const get = (url: string, headers: Record<string, string> = system) =>
  inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = system) =>
  inject({ method: 'POST', url, headers, payload: payload as InjectOptions['payload'] });

async function owner<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await ownerQuery<T>(ctx.db.ownerUrl, text, values)).rows;
}

/** A tenant with a distinctive name, its own plan, staff and patients. */
async function tenantWith(options: {
  name: string;
  plan?: 'trial' | 'essential' | 'pro' | 'enterprise';
  subscriptionStatus?: 'trial' | 'active' | 'expired';
  staff?: number;
  patients?: number;
  branches?: number;
}): Promise<{ tenant: ProvisionedTenant; staff: StaffFixture[] }> {
  const tenant = await buildTenant(ctx.db.database, { name: options.name, branches: options.branches ?? 1 });
  const staff: StaffFixture[] = [];
  for (let index = 0; index < (options.staff ?? 0); index += 1) {
    staff.push(
      await buildStaff(ctx.db.database, { tenant, role: index === 0 ? 'super_admin' : 'front_desk' }),
    );
  }
  for (let index = 0; index < (options.patients ?? 0); index += 1)
    await buildPatientRecord(ctx.db.database, tenant);
  if (options.plan !== undefined || options.subscriptionStatus !== undefined) {
    await owner('update subscriptions set plan = $2, status = $3 where tenant_id = $1', [
      tenant.tenantId,
      options.plan ?? 'pro',
      options.subscriptionStatus ?? 'active',
    ]);
  }
  return { tenant, staff };
}

describe('GET /api/system-admin/tenants', () => {
  let alpha: ProvisionedTenant;
  let beta: ProvisionedTenant;
  let gamma: ProvisionedTenant;

  beforeAll(async () => {
    alpha = (
      await tenantWith({ name: 'Zeta Alpha Clinic', plan: 'enterprise', staff: 3, patients: 4, branches: 2 })
    ).tenant;
    beta = (await tenantWith({ name: 'Zeta Beta Clinic', plan: 'essential', staff: 1, patients: 1 })).tenant;
    gamma = (await tenantWith({ name: 'Zeta Gamma Clinic', plan: 'trial', subscriptionStatus: 'trial' }))
      .tenant;
    // A trial past its end is expired even before the trial job runs.
    await owner("update subscriptions set trial_ends_at = now() - interval '1 day' where tenant_id = $1", [
      gamma.tenantId,
    ]);
    await owner("update tenants set created_at = now() - interval '3 days' where id = $1", [alpha.tenantId]);
    await owner("update tenants set created_at = now() - interval '2 days' where id = $1", [beta.tenantId]);
    await owner("update tenants set created_at = now() - interval '1 day' where id = $1", [gamma.tenantId]);
  });

  it('lists tenants with their clinic, plan, subscription and counts', async () => {
    const response = await get('/api/system-admin/tenants?q=zeta');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<PlatformTenantPage>();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 25 });
    // Newest first by default.
    expect(page.items.map((item) => item.name)).toEqual([
      'Zeta Gamma Clinic',
      'Zeta Beta Clinic',
      'Zeta Alpha Clinic',
    ]);
    const row = page.items.find((item) => item.id === alpha.tenantId);
    const clinic = (
      await owner<{ code: string }>('select code from clinics where tenant_id = $1', [alpha.tenantId])
    )[0];
    expect(row).toEqual({
      id: alpha.tenantId,
      name: 'Zeta Alpha Clinic',
      slug: expect.stringMatching(/^t-/) as string,
      status: 'active',
      clinic_id: alpha.clinicId,
      clinic_name: 'Zeta Alpha Clinic',
      clinic_code: clinic?.code,
      plan: 'enterprise',
      subscription_status: 'active',
      trial_ends_at: null,
      staff_count: 3,
      patient_count: 4,
      branch_count: 2,
      last_staff_sign_in_at: null,
      created_at: expect.any(String) as string,
    });
    expect(page.items.find((item) => item.id === gamma.tenantId)).toMatchObject({
      plan: 'trial',
      subscription_status: 'expired',
      trial_ends_at: expect.any(String) as string,
      staff_count: 0,
    });
  });

  it('counts only active staff and records that are not archived, and shows the last sign-in', async () => {
    const { tenant, staff } = await tenantWith({ name: 'Counting Clinic', staff: 2, patients: 2 });
    const [first] = staff;
    if (!first) throw new Error('no staff');
    await signIn(ctx.server, first);
    await owner("update staff_users set status = 'deactivated' where tenant_id = $1 and id <> $2", [
      tenant.tenantId,
      first.id,
    ]);
    await owner(
      'update patients set archived_at = now() where id = (select id from patients where tenant_id = $1 limit 1)',
      [tenant.tenantId],
    );
    const page = (await get('/api/system-admin/tenants?q=counting+clinic')).json<PlatformTenantPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ staff_count: 1, patient_count: 1 });
    expect(page.items[0]?.last_staff_sign_in_at).not.toBeNull();
  });

  it('searches by name, slug and clinic code, case-insensitively; wildcards are literal', async () => {
    const slug = (await owner<{ slug: string }>('select slug from tenants where id = $1', [beta.tenantId]))[0]
      ?.slug;
    const code = (
      await owner<{ code: string }>('select code from clinics where tenant_id = $1', [beta.tenantId])
    )[0]?.code;
    for (const q of ['ZETA BETA', slug ?? '', (code ?? '').toLowerCase()]) {
      const page = (
        await get(`/api/system-admin/tenants?q=${encodeURIComponent(q)}`)
      ).json<PlatformTenantPage>();
      expect({ q, ids: page.items.map((item) => item.id) }).toEqual({ q, ids: [beta.tenantId] });
    }
    expect((await get('/api/system-admin/tenants?q=%25')).json<PlatformTenantPage>().total).toBe(0);
    expect((await get('/api/system-admin/tenants?q=Zeta_Beta')).json<PlatformTenantPage>().total).toBe(0);
  });

  it('filters by status, plan and subscription status', async () => {
    const ids = async (query: string) =>
      (await get(`/api/system-admin/tenants?q=zeta&${query}`))
        .json<PlatformTenantPage>()
        .items.map((item) => item.id);
    expect(await ids('plan=enterprise')).toEqual([alpha.tenantId]);
    expect(await ids('plan=essential')).toEqual([beta.tenantId]);
    expect(await ids('subscription_status=expired')).toEqual([gamma.tenantId]);
    expect(await ids('status=suspended')).toEqual([]);
    expect((await ids('status=active')).length).toBeGreaterThanOrEqual(3);
  });

  it('sorts by name, counts or plan in either order, and pages', async () => {
    const names = async (query: string) =>
      (await get(`/api/system-admin/tenants?q=zeta&${query}`))
        .json<PlatformTenantPage>()
        .items.map((item) => item.name);
    expect(await names('sort=name')).toEqual(['Zeta Alpha Clinic', 'Zeta Beta Clinic', 'Zeta Gamma Clinic']);
    expect(await names('sort=name&order=desc')).toEqual([
      'Zeta Gamma Clinic',
      'Zeta Beta Clinic',
      'Zeta Alpha Clinic',
    ]);
    expect(await names('sort=patient_count')).toEqual([
      'Zeta Alpha Clinic',
      'Zeta Beta Clinic',
      'Zeta Gamma Clinic',
    ]);
    expect(await names('sort=plan&order=asc')).toEqual([
      'Zeta Gamma Clinic',
      'Zeta Beta Clinic',
      'Zeta Alpha Clinic',
    ]);
    const first = (
      await get('/api/system-admin/tenants?q=zeta&sort=name&page_size=2')
    ).json<PlatformTenantPage>();
    const second = (
      await get('/api/system-admin/tenants?q=zeta&sort=name&page_size=2&page=2')
    ).json<PlatformTenantPage>();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['Zeta Alpha Clinic', 'Zeta Beta Clinic']);
    expect(second.items.map((item) => item.name)).toEqual(['Zeta Gamma Clinic']);
  });

  it('refuses bad queries with 400 and the { detail, code } body', async () => {
    for (const query of [
      'status=closed',
      'plan=gold',
      'subscription_status=unknown',
      'sort=password_hash',
      'order=sideways',
      'page=0',
      'page=abc',
      'page_size=101',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
    ]) {
      const response = await get(`/api/system-admin/tenants?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        detail: expect.any(String) as string,
        code: 'validation_error',
      });
    }
  });
});

describe('GET /api/system-admin/tenants/{tenantId}', () => {
  it('shows branches, super admins by name and e-mail only, storage and recent platform audit', async () => {
    const { tenant, staff } = await tenantWith({ name: 'Detail Clinic', staff: 2, branches: 2 });
    const folder = path.join(ctx.config.uploadsDir, tenant.tenantId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${'a'.repeat(64)}.webp`), Buffer.alloc(1500));
    await writeFile(path.join(folder, `${'b'.repeat(64)}.webp`), Buffer.alloc(500));
    await writeFile(path.join(folder, `${'c'.repeat(64)}.webp.123abc.tmp`), Buffer.alloc(999));
    const response = await get(`/api/system-admin/tenants/${tenant.tenantId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PlatformTenantDetail>();
    expect(detail).toMatchObject({
      id: tenant.tenantId,
      name: 'Detail Clinic',
      status: 'active',
      suspension: null,
      staff_count: 2,
      branch_count: 2,
      open_staff_sessions: 0,
      storage_bytes: 2000,
      storage_files: 2,
    });
    expect(detail.branches.map((branch) => branch.name)).toEqual(['Branch 1', 'Branch 2']);
    // Only the super admin (the front-desk colleague is not one), and only name and e-mail.
    expect(detail.super_admins).toEqual([{ name: 'Test User', email: staff[0]?.email }]);
    // The view is audited, and appears in the tenant's recent platform audit next time.
    const again = (await get(`/api/system-admin/tenants/${tenant.tenantId}`)).json<PlatformTenantDetail>();
    expect(again.recent_audit[0]).toMatchObject({
      action: 'tenant.viewed',
      actor_type: 'system_admin',
      actor_id: admin.id,
      actor_name: admin.name,
      subject_tenant_id: tenant.tenantId,
      subject_tenant_name: 'Detail Clinic',
    });
  });

  it('answers 404 for an unknown tenant and 400 for an id that is not a uuid', async () => {
    const missing = await get(`/api/system-admin/tenants/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Tenant not found', code: 'not_found' });
    for (const id of ['not-a-uuid', '1', "x'%20or%201=1"]) {
      const bad = await get(`/api/system-admin/tenants/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().code).toBe('validation_error');
    }
  });
});

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
      await signIn(ctx.server, first),
      await signIn(ctx.server, first),
      await signIn(ctx.server, second),
    ];
    const bystander = await buildStaff(ctx.db.database);
    const bystanderSession = await signIn(ctx.server, bystander);
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
        actor_id: admin.id,
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
    ).toEqual([{ actor_type: 'system_admin', actor_id: admin.id }]);

    const detail = (await get(`/api/system-admin/tenants/${tenant.tenantId}`)).json<PlatformTenantDetail>();
    expect(detail.suspension).toEqual({
      suspended_at: expect.any(String) as string,
      reason: 'Unpaid invoices since March',
      suspended_by: { id: admin.id, name: admin.name },
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
    const session = await signIn(ctx.server, member);
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
    const linked = await buildPatientLogin(ctx.db.database);
    await buildPatientRecord(ctx.db.database, tenant, { login: linked });
    const linkedSession = await signInPatient(ctx.server, linked);
    const newcomer = await buildPatientLogin(ctx.db.database);
    const newcomerSession = await signInPatient(ctx.server, newcomer);
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

describe('token kinds (quality bar 4)', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/system-admin/tenants'],
    ['GET', `/api/system-admin/tenants/${randomUUID()}`],
    ['POST', `/api/system-admin/tenants/${randomUUID()}/suspend`, { reason: 'Because of testing' }],
    ['POST', `/api/system-admin/tenants/${randomUUID()}/reactivate`, { reason: 'Because of testing' }],
    ['GET', '/api/system-admin/analytics'],
    ['GET', '/api/system-admin/audit'],
    ['GET', '/api/system-admin/audit/export'],
    ['GET', '/api/system-admin/settings'],
    ['PATCH', '/api/system-admin/settings', { support_email: 'help@clinio.test' }],
  ];

  it('refuses a staff super admin and a patient with 403, and no token with 401', async () => {
    const staff = await signIn(ctx.server, await buildStaff(ctx.db.database));
    const patient = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    const failures: string[] = [];
    for (const [method, url, payload] of ROUTES) {
      for (const [kind, headers, expected] of [
        ['staff', staff.headers, 403],
        ['patient', patient.headers, 403],
        ['none', {}, 401],
      ] as const) {
        const response = await inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        });
        if (response.statusCode !== expected)
          failures.push(`${method} ${url} (${kind}) → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('ends access when the administrator signs out', async () => {
    const session = await signInSystemAdmin(ctx.server, admin);
    expect((await get('/api/system-admin/tenants', session.headers)).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/system-auth/logout', headers: session.headers });
    expect((await get('/api/system-admin/tenants', session.headers)).statusCode).toBe(401);
  });
});
