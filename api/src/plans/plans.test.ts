import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  FEATURE_ACCESS_TEXT,
  FeatureAccessResponse,
  FeatureLockedErrorBody,
  PlanMatrixResponse,
  SubscriptionResponse,
  SystemFeatureResponse,
  TenantSubscriptionResponse,
  UpgradeInfo,
  type ApiErrorBody,
} from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { signInSystemAdmin, buildSystemAdmin, type SystemSignedIn } from '../system-admin/test-fixtures';
import { buildTenant, type SignedIn } from '../test/identity';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { ensureFeatureCatalogue, readFeatureData } from './feature-store';
import {
  buildTrialTenant,
  historyOf,
  notificationsOf,
  setSubscription,
  signedInStaff,
} from './test-fixtures';

let ctx: TestContext;
let system: SystemSignedIn;
let trial: ProvisionedTenant;
let pro: ProvisionedTenant;
let trialOwner: SignedIn & { id: string };
let proOwner: SignedIn & { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  system = await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database));
  trial = await buildTrialTenant(ctx.db.database);
  pro = await buildTenant(ctx.db.database);
  trialOwner = await signedInStaff(ctx.server, ctx.db.database, trial);
  proOwner = await signedInStaff(ctx.server, ctx.db.database, pro);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const get = (url: string, headers: { authorization: string }) => inject({ method: 'GET', url, headers });

async function platformAudit(action: string) {
  return ctx.db.database
    .unscoped()
    .selectFrom('platform_audit_log')
    .select([
      'actor_type',
      'actor_id',
      'action',
      'resource_type',
      'resource_id',
      'subject_tenant_id',
      'outcome',
    ])
    .where('action', '=', action)
    .execute();
}

async function tenantAudit(tenantId: string, action: string) {
  return ctx.db.database.withTenant(tenantId, (tx) =>
    tx
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_id', 'action', 'resource_type', 'resource_id', 'outcome'])
      .where('action', '=', action)
      .execute(),
  );
}

describe('the feature catalogue and plan matrix', () => {
  it('answers the stored catalogue and matrix, which start as the defaults of @clinio/contracts', async () => {
    const response = await get('/api/features/plan-matrix', trialOwner.headers);
    expect(response.statusCode).toBe(200);
    const body = PlanMatrixResponse.parse(response.json());
    expect(body).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE);
    expect(body.features).toHaveLength(40);
    expect(body.matrix.audit_logging).toEqual({
      trial: { is_enabled: false },
      essential: { is_enabled: true },
      pro: { is_enabled: true },
      enterprise: { is_enabled: true },
    });
  });

  it('is written at start only where rows are missing: a second start keeps every edit', async () => {
    const system = ctx.db.database.unscoped();
    await system
      .updateTable('feature_catalogue')
      .set({ name: 'Edited' })
      .where('feature_key', '=', 'telemedicine')
      .execute();
    await system.deleteFrom('feature_catalogue').where('feature_key', '=', 'api_access').execute();
    await ensureFeatureCatalogue(ctx.db.database);
    await ensureFeatureCatalogue(ctx.db.database);
    const data = await readFeatureData(system);
    expect(data.features.find((feature) => feature.feature_key === 'telemedicine')?.name).toBe('Edited');
    expect(data.matrix.api_access).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE.matrix.api_access);
    await system
      .updateTable('feature_catalogue')
      .set({ name: 'Telemedicine' })
      .where('feature_key', '=', 'telemedicine')
      .execute();
    expect(await readFeatureData(system)).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE);
  });

  it('cannot be changed by a request (the tables are read-only to clinio_app)', async () => {
    await expect(
      ctx.db.database.app.updateTable('plan_features').set({ is_enabled: true }).execute(),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('feature access and upgrade info', () => {
  it('refuses a trial clinic the audit log and names the plan that unlocks it; pro is allowed', async () => {
    const trialAccess = FeatureAccessResponse.parse(
      (await get('/api/features/audit_logging/access', trialOwner.headers)).json(),
    );
    expect(trialAccess).toEqual({
      feature_key: 'audit_logging',
      has_access: false,
      reason: 'plan_excludes',
      required_plan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
    });
    const proAccess = FeatureAccessResponse.parse(
      (await get('/api/features/audit_logging/access', proOwner.headers)).json(),
    );
    expect(proAccess).toMatchObject({ has_access: true, reason: 'plan_includes', required_plan: null });
  });

  it('gates the audit log route itself: 403 feature_locked with the unlocking plan, audited', async () => {
    const locked = await get('/api/audit', trialOwner.headers);
    expect(locked.statusCode).toBe(403);
    const body = FeatureLockedErrorBody.parse(locked.json());
    expect(body).toEqual({
      detail: 'Audit Log is available in Essential plan and above. Upgrade to access this feature.',
      code: 'feature_locked',
      feature_key: 'audit_logging',
      reason: 'plan_excludes',
      requiredPlan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
    });
    expect(await tenantAudit(trial.tenantId, 'feature.locked')).toEqual([
      {
        actor_type: 'staff',
        actor_id: trialOwner.id,
        action: 'feature.locked',
        resource_type: 'feature',
        resource_id: 'audit_logging',
        outcome: 'denied',
      },
    ]);
    expect((await get('/api/audit', proOwner.headers)).statusCode).toBe(200);
    // Clinic settings and the user's preferences are on every plan.
    expect((await get('/api/tenant-settings', trialOwner.headers)).statusCode).toBe(200);
    expect((await get('/api/users/notification-settings', trialOwner.headers)).statusCode).toBe(200);
  });

  it('answers the name and price of the plan that unlocks a feature', async () => {
    const cases: [string, UpgradeInfo][] = [
      ['provider_notes', { plan: 'essential', name: 'Essential', price: '$49/month' }],
      ['advanced_analytics', { plan: 'pro', name: 'Pro', price: '$99/month' }],
      ['white_labeling', { plan: 'enterprise', name: 'Enterprise', price: 'Contact Sales' }],
      ['basic_analytics', { plan: 'trial', name: 'Trial', price: '$0' }],
    ];
    for (const [featureKey, expected] of cases) {
      const response = await get(`/api/features/${featureKey}/upgrade-info`, trialOwner.headers);
      expect(response.statusCode).toBe(200);
      expect(UpgradeInfo.parse(response.json())).toEqual(expected);
    }
  });

  it('answers 404 for an unknown feature key and 400 naming featureKey for a malformed one', async () => {
    for (const url of [
      '/api/features/no_such_feature/access',
      '/api/features/no_such_feature/upgrade-info',
    ]) {
      const response = await get(url, trialOwner.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Feature not found', code: 'not_found' });
    }
    for (const key of ['Audit-Logging', 'audit%00logging', 'a'.repeat(65)]) {
      const response = await get(`/api/features/${key}/access`, trialOwner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe('featureKey');
    }
  });
});

describe('an expired subscription', () => {
  let expired: ProvisionedTenant;
  let owner: SignedIn & { id: string };
  let admin: SignedIn & { id: string };
  let frontDesk: SignedIn & { id: string };

  beforeAll(async () => {
    expired = await buildTrialTenant(ctx.db.database);
    owner = await signedInStaff(ctx.server, ctx.db.database, expired, 'super_admin');
    admin = await signedInStaff(ctx.server, ctx.db.database, expired, 'admin');
    frontDesk = await signedInStaff(ctx.server, ctx.db.database, expired, 'front_desk');
    await setSubscription(ctx.db.database, expired.tenantId, { status: 'expired' });
  });

  const access = async (signedIn: SignedIn, featureKey: string) =>
    FeatureAccessResponse.parse((await get(`/api/features/${featureKey}/access`, signedIn.headers)).json());

  it('leaves a super admin subscription management and integrations, and locks the audit log', async () => {
    expect(await access(owner, 'subscription_management')).toMatchObject({
      has_access: true,
      reason: 'expired_allowance',
    });
    expect(await access(owner, 'integrations')).toMatchObject({
      has_access: true,
      reason: 'expired_allowance',
    });
    expect(await access(owner, 'basic_analytics')).toMatchObject({
      has_access: false,
      reason: 'subscription_expired',
    });

    const audit = await get('/api/audit', owner.headers);
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toMatchObject({
      code: 'feature_locked',
      detail: FEATURE_ACCESS_TEXT.trialExpired,
      reason: 'subscription_expired',
      requiredPlan: 'essential',
    });
    expect((await get('/api/tenant-settings', owner.headers)).json()).toMatchObject({
      code: 'feature_locked',
    });

    const subscription = await get('/api/subscription', owner.headers);
    expect(subscription.statusCode).toBe(200);
    expect(SubscriptionResponse.parse(subscription.json())).toMatchObject({
      plan: 'trial',
      status: 'expired',
      trial_days_left: null,
      can_change_plan: true,
    });
  });

  it('gives an admin integrations only, and other staff nothing', async () => {
    expect(await access(admin, 'integrations')).toMatchObject({
      has_access: true,
      reason: 'admin_integrations',
    });
    expect(await access(admin, 'subscription_management')).toMatchObject({
      has_access: false,
      reason: 'subscription_expired',
    });
    expect(await access(frontDesk, 'integrations')).toMatchObject({
      has_access: false,
      reason: 'subscription_expired',
    });
    // Everyone still reads the subscription (view only) and keeps their security settings.
    expect(
      SubscriptionResponse.parse((await get('/api/subscription', frontDesk.headers)).json()),
    ).toMatchObject({
      status: 'expired',
      can_change_plan: false,
    });
    expect((await get('/api/users/security-settings', frontDesk.headers)).statusCode).toBe(200);
    expect((await get('/api/users/sessions', frontDesk.headers)).statusCode).toBe(200);
    expect((await get('/api/users/notification-settings', frontDesk.headers)).json()).toMatchObject({
      code: 'feature_locked',
      feature_key: 'user_settings',
    });
  });

  it('lets the super admin upgrade, which opens the audit log again', async () => {
    const changed = await inject({
      method: 'POST',
      url: '/api/subscription/change-plan',
      headers: owner.headers,
      payload: { plan: 'essential' },
    });
    expect(changed.statusCode).toBe(200);
    expect(SubscriptionResponse.parse(changed.json())).toMatchObject({ plan: 'essential', status: 'active' });
    expect((await get('/api/audit', owner.headers)).statusCode).toBe(200);
  });

  it('counts a trial past its end as expired before the job has run', async () => {
    const late = await buildTrialTenant(ctx.db.database);
    const lateOwner = await signedInStaff(ctx.server, ctx.db.database, late);
    await setSubscription(ctx.db.database, late.tenantId, { trial_ends_at: new Date(Date.now() - 60_000) });
    expect(
      SubscriptionResponse.parse((await get('/api/subscription', lateOwner.headers)).json()),
    ).toMatchObject({
      status: 'expired',
    });
    expect((await get('/api/tenant-settings', lateOwner.headers)).json()).toMatchObject({
      code: 'feature_locked',
      reason: 'subscription_expired',
    });
  });
});

describe('the subscription', () => {
  it('shows every staff member the plan, price, status and trial days left; only super admins may change it', async () => {
    const frontDesk = await signedInStaff(ctx.server, ctx.db.database, trial, 'front_desk');
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
      SubscriptionResponse.parse((await get('/api/subscription', proOwner.headers)).json()),
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
    const tenant = await buildTrialTenant(ctx.db.database);
    const owner = await signedInStaff(ctx.server, ctx.db.database, tenant, 'super_admin');
    const coOwner = await signedInStaff(ctx.server, ctx.db.database, tenant, 'super_admin');
    const admin = await signedInStaff(ctx.server, ctx.db.database, tenant, 'admin');
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
    expect(await historyOf(ctx.db.database, tenant.tenantId)).toEqual([
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
    expect(await notificationsOf(ctx.db.database, tenant.tenantId)).toEqual([
      { user_id: coOwner.id, title: 'Plan changed to Pro', category: 'billing', priority: 'normal' },
    ]);
    // The new plan opens the audit log at once.
    expect((await get('/api/audit', owner.headers)).statusCode).toBe(200);

    // Choosing the plan already held changes nothing and records nothing.
    expect((await change(owner, { plan: 'pro' })).statusCode).toBe(200);
    expect(await historyOf(ctx.db.database, tenant.tenantId)).toHaveLength(2);
  });

  it('refuses an unknown plan, the trial, extra fields and NUL characters, naming the field', async () => {
    for (const payload of [{ plan: 'platinum' }, { plan: 'trial' }, { plan: 'pro\u0000' }, {}]) {
      const response = await inject({
        method: 'POST',
        url: '/api/subscription/change-plan',
        headers: trialOwner.headers,
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
      headers: trialOwner.headers,
      payload: { plan: 'pro', tenant_id: pro.tenantId, status: 'active' },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(SubscriptionResponse.parse((await get('/api/subscription', trialOwner.headers)).json()).plan).toBe(
      'trial',
    );
  });
});

describe('system administrator', () => {
  it('refuses a staff token on system-admin routes and a system token on staff routes', async () => {
    for (const url of [
      '/api/system-admin/plan-matrix',
      '/api/system-admin/features/audit_logging',
      `/api/system-admin/tenants/${trial.tenantId}/subscription`,
    ]) {
      expect((await get(url, proOwner.headers)).statusCode).toBe(403);
    }
    for (const url of [
      '/api/features/plan-matrix',
      '/api/features/audit_logging/access',
      '/api/subscription',
    ]) {
      expect((await get(url, system.headers)).statusCode).toBe(403);
    }
    const change = await inject({
      method: 'POST',
      url: '/api/subscription/change-plan',
      headers: system.headers,
      payload: { plan: 'pro' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('edits the matrix, which the next gated call obeys, and the platform audit log records it', async () => {
    expect((await get('/api/audit', proOwner.headers)).statusCode).toBe(200);
    const put = (cells: object) =>
      inject({
        method: 'PUT',
        url: '/api/system-admin/plan-matrix',
        headers: system.headers,
        payload: { cells },
      });

    const closed = await put([
      { feature_key: 'audit_logging', plan: 'essential', is_enabled: false },
      { feature_key: 'audit_logging', plan: 'pro', is_enabled: false },
    ]);
    expect(closed.statusCode).toBe(200);
    expect(PlanMatrixResponse.parse(closed.json()).matrix.audit_logging).toEqual({
      trial: { is_enabled: false },
      essential: { is_enabled: false },
      pro: { is_enabled: false },
      enterprise: { is_enabled: true },
    });
    const locked = await get('/api/audit', proOwner.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'feature_locked', requiredPlan: 'enterprise' });
    expect(
      UpgradeInfo.parse((await get('/api/features/audit_logging/upgrade-info', proOwner.headers)).json()),
    ).toEqual({ plan: 'enterprise', name: 'Enterprise', price: 'Contact Sales' });
    expect(await platformAudit('plan_matrix.updated')).toEqual([
      expect.objectContaining({
        actor_type: 'system_admin',
        actor_id: system.login.admin_info.id,
        resource_type: 'feature',
        resource_id: 'audit_logging',
        outcome: 'success',
      }),
    ]);

    const reopened = await put([
      { feature_key: 'audit_logging', plan: 'essential', is_enabled: true },
      { feature_key: 'audit_logging', plan: 'pro', is_enabled: true },
    ]);
    expect(reopened.statusCode).toBe(200);
    expect((await get('/api/audit', proOwner.headers)).statusCode).toBe(200);
  });

  it('refuses matrix cells with an unknown feature, an unknown plan or named twice', async () => {
    const put = (cells: object) =>
      inject({
        method: 'PUT',
        url: '/api/system-admin/plan-matrix',
        headers: system.headers,
        payload: { cells },
      });
    const cases: [object, string][] = [
      [[{ feature_key: 'no_such_feature', plan: 'pro', is_enabled: true }], 'cells.0.feature_key'],
      [[{ feature_key: 'audit_logging', plan: 'gold', is_enabled: true }], 'cells.0.plan'],
      [
        [
          { feature_key: 'audit_logging', plan: 'pro', is_enabled: true },
          { feature_key: 'audit_logging', plan: 'pro', is_enabled: false },
        ],
        'cells.1.plan',
      ],
      [[{ feature_key: 'audit\u0000logging', plan: 'pro', is_enabled: true }], 'cells.0.feature_key'],
      [[], 'cells'],
    ];
    for (const [cells, field] of cases) {
      const response = await put(cells);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe(field);
    }
    expect(
      PlanMatrixResponse.parse((await get('/api/features/plan-matrix', proOwner.headers)).json()),
    ).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE);
  });

  it('switches a feature off and renames it; the next call sees it', async () => {
    const patch = (featureKey: string, payload: object) =>
      inject({
        method: 'PATCH',
        url: `/api/system-admin/features/${featureKey}`,
        headers: system.headers,
        payload,
      });
    const off = await patch('audit_logging', { is_active: false, name: 'Audit Trail' });
    expect(off.statusCode).toBe(200);
    expect(SystemFeatureResponse.parse(off.json())).toMatchObject({
      feature_key: 'audit_logging',
      name: 'Audit Trail',
      is_active: false,
      required_plan: 'essential',
      plans: { trial: { is_enabled: false }, pro: { is_enabled: true } },
    });
    expect((await get('/api/audit', proOwner.headers)).json()).toMatchObject({
      code: 'feature_locked',
      reason: 'inactive',
      detail: 'Audit Trail is not available.',
    });
    const matrix = PlanMatrixResponse.parse(
      (await get('/api/features/plan-matrix', proOwner.headers)).json(),
    );
    expect(matrix.features.find((feature) => feature.feature_key === 'audit_logging')).toMatchObject({
      name: 'Audit Trail',
      is_active: false,
    });
    expect(await platformAudit('feature.updated')).toHaveLength(1);

    expect((await patch('audit_logging', { is_active: true, name: 'Audit Log' })).statusCode).toBe(200);
    expect((await get('/api/audit', proOwner.headers)).statusCode).toBe(200);
    const read = await get('/api/system-admin/features/audit_logging', system.headers);
    expect(SystemFeatureResponse.parse(read.json())).toMatchObject({ name: 'Audit Log', is_active: true });

    const tier = await patch('telemedicine', { requires_plan_tier: 'enterprise', default_enabled: false });
    expect(SystemFeatureResponse.parse(tier.json())).toMatchObject({
      requires_plan_tier: 'enterprise',
      default_enabled: false,
      // The matrix still opens it on Pro: the matrix decides, the tier is the fallback.
      required_plan: 'pro',
    });
    await patch('telemedicine', { requires_plan_tier: 'pro', default_enabled: true });
  });

  it('refuses bad feature edits: unknown key 404, malformed 400, nothing to change 400', async () => {
    const patch = (featureKey: string, payload: object) =>
      inject({
        method: 'PATCH',
        url: `/api/system-admin/features/${featureKey}`,
        headers: system.headers,
        payload,
      });
    expect((await patch('no_such_feature', { is_active: false })).statusCode).toBe(404);
    expect((await get('/api/system-admin/features/no_such_feature', system.headers)).statusCode).toBe(404);
    expect((await get('/api/system-admin/features/Bad-Key', system.headers)).statusCode).toBe(400);
    const cases: [object, string][] = [
      [{}, '(body)'],
      [{ requires_plan_tier: 'gold' }, 'requires_plan_tier'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Audit\u0000' }, 'name'],
      [{ feature_key: 'other' }, '(body)'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch('audit_logging', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe(field);
    }
  });

  it("sets a tenant's subscription: history, both audit logs, the clinic's super admins notified", async () => {
    const tenant = await buildTrialTenant(ctx.db.database);
    const owner = await signedInStaff(ctx.server, ctx.db.database, tenant);
    const url = `/api/system-admin/tenants/${tenant.tenantId}/subscription`;
    const before = await get(url, system.headers);
    expect(TenantSubscriptionResponse.parse(before.json())).toMatchObject({
      tenant_id: tenant.tenantId,
      plan: 'trial',
      status: 'trial',
      trial_days_left: 14,
    });

    const response = await inject({
      method: 'PATCH',
      url,
      headers: system.headers,
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
      expect.objectContaining({ actor_type: 'system_admin', actor_id: system.login.admin_info.id }),
    ]);
    expect((await historyOf(ctx.db.database, tenant.tenantId)).at(-1)).toMatchObject({
      reason: 'system_admin',
      from_plan: 'trial',
      to_plan: 'enterprise',
      to_status: 'active',
      actor_type: 'system_admin',
    });
    expect(await notificationsOf(ctx.db.database, tenant.tenantId)).toEqual([
      expect.objectContaining({ user_id: owner.id, title: 'Plan changed to Enterprise' }),
    ]);
    expect(SubscriptionResponse.parse((await get('/api/subscription', owner.headers)).json()).plan).toBe(
      'enterprise',
    );

    const extended = await inject({
      method: 'PATCH',
      url,
      headers: system.headers,
      payload: { status: 'trial', trial_ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    expect(TenantSubscriptionResponse.parse(extended.json())).toMatchObject({
      status: 'trial',
      trial_days_left: 30,
    });
  });

  it('refuses bad subscription edits and unknown tenants', async () => {
    const url = `/api/system-admin/tenants/${trial.tenantId}/subscription`;
    const cases: [object, string][] = [
      [{}, '(body)'],
      [{ plan: 'gold' }, 'plan'],
      [{ status: 'frozen' }, 'status'],
      [{ trial_ends_at: 'next week' }, 'trial_ends_at'],
      [{ status: 'trial', trial_ends_at: null }, 'trial_ends_at'],
      [{ plan: 'pro', tenant_id: pro.tenantId }, '(body)'],
      [{ plan: 'pro\u0000' }, 'plan'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject({ method: 'PATCH', url, headers: system.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe(field);
    }
    const missing = await inject({
      method: 'PATCH',
      url: '/api/system-admin/tenants/00000000-0000-4000-8000-000000000000/subscription',
      headers: system.headers,
      payload: { plan: 'pro' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Tenant not found', code: 'not_found' });
    const malformed = await get('/api/system-admin/tenants/not-a-uuid/subscription', system.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().fields?.[0]?.field).toBe('tenantId');
    expect(SubscriptionResponse.parse((await get('/api/subscription', trialOwner.headers)).json()).plan).toBe(
      'trial',
    );
  });
});
