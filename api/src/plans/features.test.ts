import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  FeatureAccessResponse,
  FeatureLockedErrorBody,
  PlanMatrixResponse,
  UpgradeInfo,
  type ApiErrorBody,
} from '@clinio/contracts';
import { ensureFeatureCatalogue, readFeatureData } from './feature-store';
import { setUpPlansTests } from './plans-test-setup';

const app = setUpPlansTests();
const { get, tenantAudit } = app;

describe('the feature catalogue and plan matrix', () => {
  it('answers the stored catalogue and matrix, which start as the defaults of @clinio/contracts', async () => {
    const response = await get('/api/features/plan-matrix', app.trialOwner.headers);
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
    const system = app.ctx.db.database.unscoped();
    await system
      .updateTable('feature_catalogue')
      .set({ name: 'Edited' })
      .where('feature_key', '=', 'telemedicine')
      .execute();
    await system.deleteFrom('feature_catalogue').where('feature_key', '=', 'api_access').execute();
    await ensureFeatureCatalogue(app.ctx.db.database);
    await ensureFeatureCatalogue(app.ctx.db.database);
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
      app.ctx.db.database.app.updateTable('plan_features').set({ is_enabled: true }).execute(),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('feature access and upgrade info', () => {
  it('refuses a trial clinic the audit log and names the plan that unlocks it; pro is allowed', async () => {
    const trialAccess = FeatureAccessResponse.parse(
      (await get('/api/features/audit_logging/access', app.trialOwner.headers)).json(),
    );
    expect(trialAccess).toEqual({
      feature_key: 'audit_logging',
      has_access: false,
      reason: 'plan_excludes',
      required_plan: 'essential',
      upgrade: { plan: 'essential', name: 'Essential', price: '$49/month' },
    });
    const proAccess = FeatureAccessResponse.parse(
      (await get('/api/features/audit_logging/access', app.proOwner.headers)).json(),
    );
    expect(proAccess).toMatchObject({ has_access: true, reason: 'plan_includes', required_plan: null });
  });

  it('gates the audit log route itself: 403 feature_locked with the unlocking plan, audited', async () => {
    const locked = await get('/api/audit', app.trialOwner.headers);
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
    expect(await tenantAudit(app.trial.tenantId, 'feature.locked')).toEqual([
      {
        actor_type: 'staff',
        actor_id: app.trialOwner.id,
        action: 'feature.locked',
        resource_type: 'feature',
        resource_id: 'audit_logging',
        outcome: 'denied',
      },
    ]);
    expect((await get('/api/audit', app.proOwner.headers)).statusCode).toBe(200);
    // Clinic settings and the user's preferences are on every plan.
    expect((await get('/api/tenant-settings', app.trialOwner.headers)).statusCode).toBe(200);
    expect((await get('/api/users/notification-settings', app.trialOwner.headers)).statusCode).toBe(200);
  });

  it('answers the name and price of the plan that unlocks a feature', async () => {
    const cases: [string, UpgradeInfo][] = [
      ['provider_notes', { plan: 'essential', name: 'Essential', price: '$49/month' }],
      ['advanced_analytics', { plan: 'pro', name: 'Pro', price: '$99/month' }],
      ['white_labeling', { plan: 'enterprise', name: 'Enterprise', price: 'Contact Sales' }],
      ['basic_analytics', { plan: 'trial', name: 'Trial', price: '$0' }],
    ];
    for (const [featureKey, expected] of cases) {
      const response = await get(`/api/features/${featureKey}/upgrade-info`, app.trialOwner.headers);
      expect(response.statusCode).toBe(200);
      expect(UpgradeInfo.parse(response.json())).toEqual(expected);
    }
  });

  it('answers 404 for an unknown feature key and 400 naming featureKey for a malformed one', async () => {
    for (const url of [
      '/api/features/no_such_feature/access',
      '/api/features/no_such_feature/upgrade-info',
    ]) {
      const response = await get(url, app.trialOwner.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Feature not found', code: 'not_found' });
    }
    for (const key of ['Audit-Logging', 'audit%00logging', 'a'.repeat(65)]) {
      const response = await get(`/api/features/${key}/access`, app.trialOwner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().fields?.[0]?.field).toBe('featureKey');
    }
  });
});
