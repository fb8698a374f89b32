import type { ApiErrorBody, PlatformTenantPage } from '@clinio/contracts';
import type { ProvisionedTenant } from '../tenancy/provision';
import { signIn } from '../test/factories';
import { setUpPlatformTenantsTests } from './tenants-test-setup';

const app = setUpPlatformTenantsTests();
const { get, owner, tenantWith } = app;

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
    await signIn(app.ctx.server, first);
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
