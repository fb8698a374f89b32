import { FEATURE_ACCESS_TEXT, FeatureAccessResponse, SubscriptionResponse } from '@clinio/contracts';
import type { ProvisionedTenant } from '../tenancy/provision';
import type { SignedIn } from '../test/factories';
import { setUpPlansTests } from './plans-test-setup';
import { buildTrialTenant, setSubscription, signedInStaff } from './test-fixtures';

const app = setUpPlansTests();
const { get, inject } = app;

describe('an expired subscription', () => {
  let expired: ProvisionedTenant;
  let owner: SignedIn & { id: string };
  let admin: SignedIn & { id: string };
  let frontDesk: SignedIn & { id: string };

  beforeAll(async () => {
    expired = await buildTrialTenant(app.ctx.db.database);
    owner = await signedInStaff(app.ctx.server, app.ctx.db.database, expired, 'super_admin');
    admin = await signedInStaff(app.ctx.server, app.ctx.db.database, expired, 'admin');
    frontDesk = await signedInStaff(app.ctx.server, app.ctx.db.database, expired, 'front_desk');
    await setSubscription(app.ctx.db.database, expired.tenantId, { status: 'expired' });
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
    const late = await buildTrialTenant(app.ctx.db.database);
    const lateOwner = await signedInStaff(app.ctx.server, app.ctx.db.database, late);
    await setSubscription(app.ctx.db.database, late.tenantId, {
      trial_ends_at: new Date(Date.now() - 60_000),
    });
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
