import { SubscriptionResponse, type ApiErrorBody } from '@clinio/contracts';
import type { SignedIn } from '../test/factories';
import { setUpPlansTests } from './plans-test-setup';
import { buildTrialTenant, historyOf, notificationsOf, signedInStaff } from './test-fixtures';

const app = setUpPlansTests();
const { get, inject, tenantAudit } = app;

describe('the subscription', () => {
  it('shows every staff member the plan, price, status and trial days left; only super admins may change it', async () => {
    const frontDesk = await signedInStaff(app.ctx.server, app.ctx.db.database, app.trial, 'front_desk');
    const response = await get('/api/subscription', frontDesk.headers);
    expect(response.statusCode).toBe(200);
    const body = SubscriptionResponse.parse(response.json());
    expect(body).toMatchObject({
      plan: 'trial',
      plan_name: 'Trial',
      price: '$0',
      monthly_price_usd: 0,
      status: 'trial',
      trial_days_left: 14,
      can_change_plan: false,
    });
    expect(Date.parse(body.trial_ends_at ?? '')).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(
      SubscriptionResponse.parse((await get('/api/subscription', app.proOwner.headers)).json()),
    ).toMatchObject({
      plan: 'pro',
      plan_name: 'Pro',
      price: '$99/month',
      monthly_price_usd: 99,
      status: 'active',
      trial_days_left: null,
      can_change_plan: true,
    });
  });

  it('lets a super admin change the plan: recorded, audited, other super admins notified', async () => {
    const tenant = await buildTrialTenant(app.ctx.db.database);
    const owner = await signedInStaff(app.ctx.server, app.ctx.db.database, tenant, 'super_admin');
    const coOwner = await signedInStaff(app.ctx.server, app.ctx.db.database, tenant, 'super_admin');
    const admin = await signedInStaff(app.ctx.server, app.ctx.db.database, tenant, 'admin');
    const change = (signedIn: SignedIn, payload: object) =>
      inject({ method: 'POST', url: '/api/subscription/change-plan', headers: signedIn.headers, payload });

    const refused = await change(admin, { plan: 'pro' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
    expect((await get('/api/audit', owner.headers)).statusCode).toBe(403);

    const changed = await change(owner, { plan: 'pro' });
    expect(changed.statusCode).toBe(200);
    expect(SubscriptionResponse.parse(changed.json())).toMatchObject({
      plan: 'pro',
      plan_name: 'Pro',
      price: '$99/month',
      status: 'active',
      trial_days_left: null,
      can_change_plan: true,
    });
    expect(await historyOf(app.ctx.db.database, tenant.tenantId)).toEqual([
      expect.objectContaining({ reason: 'provisioned', to_plan: 'trial', to_status: 'trial' }),
      {
        reason: 'plan_changed',
        from_plan: 'trial',
        to_plan: 'pro',
        from_status: 'trial',
        to_status: 'active',
        actor_type: 'staff',
        actor_id: owner.id,
      },
    ]);
    expect(await tenantAudit(tenant.tenantId, 'subscription.plan_changed')).toEqual([
      expect.objectContaining({ actor_id: owner.id, resource_id: tenant.tenantId, outcome: 'success' }),
    ]);
    expect(await notificationsOf(app.ctx.db.database, tenant.tenantId)).toEqual([
      { user_id: coOwner.id, title: 'Plan changed to Pro', category: 'billing', priority: 'normal' },
    ]);
    // The new plan opens the audit log at once.
    expect((await get('/api/audit', owner.headers)).statusCode).toBe(200);

    // Choosing the plan already held changes nothing and records nothing.
    expect((await change(owner, { plan: 'pro' })).statusCode).toBe(200);
    expect(await historyOf(app.ctx.db.database, tenant.tenantId)).toHaveLength(2);
  });

  it('refuses an unknown plan, the trial, extra fields and NUL characters, naming the field', async () => {
    for (const payload of [{ plan: 'platinum' }, { plan: 'trial' }, { plan: 'pro\u0000' }, {}]) {
      const response = await inject({
        method: 'POST',
        url: '/api/subscription/change-plan',
        headers: app.trialOwner.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'validation_error',
        fields: [expect.objectContaining({ field: 'plan' })],
      });
    }
    const sneaky = await inject({
      method: 'POST',
      url: '/api/subscription/change-plan',
      headers: app.trialOwner.headers,
      payload: { plan: 'pro', tenant_id: app.pro.tenantId, status: 'active' },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(
      SubscriptionResponse.parse((await get('/api/subscription', app.trialOwner.headers)).json()).plan,
    ).toBe('trial');
  });
});
