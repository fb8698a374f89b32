import { SubscriptionResponse, TenantSubscriptionResponse, type ApiErrorBody } from '@clinio/contracts';
import { setUpPlansTests } from './plans-test-setup';
import { buildTrialTenant, historyOf, notificationsOf, signedInStaff } from './test-fixtures';

const app = setUpPlansTests();
const { get, inject, platformAudit, tenantAudit } = app;

describe("system administrator: a tenant's subscription", () => {
  it("sets a tenant's subscription: history, both audit logs, the clinic's super admins notified", async () => {
    const tenant = await buildTrialTenant(app.ctx.db.database);
    const owner = await signedInStaff(app.ctx.server, app.ctx.db.database, tenant);
    const url = `/api/system-admin/tenants/${tenant.tenantId}/subscription`;
    const before = await get(url, app.system.headers);
    expect(TenantSubscriptionResponse.parse(before.json())).toMatchObject({
      tenant_id: tenant.tenantId,
      plan: 'trial',
      status: 'trial',
      trial_days_left: 14,
    });

    const response = await inject({
      method: 'PATCH',
      url,
      headers: app.system.headers,
      payload: { plan: 'enterprise', status: 'active' },
    });
    expect(response.statusCode).toBe(200);
    expect(TenantSubscriptionResponse.parse(response.json())).toMatchObject({
      tenant_id: tenant.tenantId,
      plan: 'enterprise',
      plan_name: 'Enterprise',
      price: 'Contact Sales',
      monthly_price_usd: null,
      status: 'active',
    });
    expect(await platformAudit('subscription.updated')).toEqual([
      expect.objectContaining({
        actor_type: 'system_admin',
        subject_tenant_id: tenant.tenantId,
        resource_id: tenant.tenantId,
        outcome: 'success',
      }),
    ]);
    expect(await tenantAudit(tenant.tenantId, 'subscription.updated_by_platform')).toEqual([
      expect.objectContaining({ actor_type: 'system_admin', actor_id: app.system.login.admin_info.id }),
    ]);
    expect((await historyOf(app.ctx.db.database, tenant.tenantId)).at(-1)).toMatchObject({
      reason: 'system_admin',
      from_plan: 'trial',
      to_plan: 'enterprise',
      to_status: 'active',
      actor_type: 'system_admin',
    });
    expect(await notificationsOf(app.ctx.db.database, tenant.tenantId)).toEqual([
      expect.objectContaining({ user_id: owner.id, title: 'Plan changed to Enterprise' }),
    ]);
    expect(SubscriptionResponse.parse((await get('/api/subscription', owner.headers)).json()).plan).toBe(
      'enterprise',
    );

    const extended = await inject({
      method: 'PATCH',
      url,
      headers: app.system.headers,
      payload: { status: 'trial', trial_ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(TenantSubscriptionResponse.parse(extended.json())).toMatchObject({
      status: 'trial',
      trial_days_left: 30,
    });
  });

  it('refuses bad subscription edits and unknown tenants', async () => {
    const url = `/api/system-admin/tenants/${app.trial.tenantId}/subscription`;
    const cases: [object, string][] = [
      [{}, '(body)'],
      [{ plan: 'gold' }, 'plan'],
      [{ status: 'frozen' }, 'status'],
      [{ trial_ends_at: 'next week' }, 'trial_ends_at'],
      [{ status: 'trial', trial_ends_at: null }, 'trial_ends_at'],
      [{ plan: 'pro', tenant_id: app.pro.tenantId }, '(body)'],
      [{ plan: 'pro\u0000' }, 'plan'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject({ method: 'PATCH', url, headers: app.system.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe(field);
    }
    const missing = await inject({
      method: 'PATCH',
      url: '/api/system-admin/tenants/00000000-0000-4000-8000-000000000000/subscription',
      headers: app.system.headers,
      payload: { plan: 'pro' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Tenant not found', code: 'not_found' });
    const malformed = await get('/api/system-admin/tenants/not-a-uuid/subscription', app.system.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().fields?.[0]?.field).toBe('tenantId');
    expect(
      SubscriptionResponse.parse((await get('/api/subscription', app.trialOwner.headers)).json()).plan,
    ).toBe('trial');
  });
});
