import {
  DEFAULT_PLAN_MATRIX_RESPONSE,
  PlanMatrixResponse,
  SystemFeatureResponse,
  UpgradeInfo,
  type ApiErrorBody,
} from '@clinio/contracts';
import { setUpPlansTests } from './plans-test-setup';

const app = setUpPlansTests();
const { get, inject, platformAudit } = app;

describe('system administrator: the plan matrix and features', () => {
  const put = (cells: object) =>
    inject({
      method: 'PUT',
      url: '/api/system-admin/plan-matrix',
      headers: app.system.headers,
      payload: { cells },
    });
  const patch = (featureKey: string, payload: object) =>
    inject({
      method: 'PATCH',
      url: `/api/system-admin/features/${featureKey}`,
      headers: app.system.headers,
      payload,
    });

  it('refuses a staff token on system-admin routes and a system token on staff routes', async () => {
    for (const url of [
      '/api/system-admin/plan-matrix',
      '/api/system-admin/features/audit_logging',
      `/api/system-admin/tenants/${app.trial.tenantId}/subscription`,
    ]) {
      expect((await get(url, app.proOwner.headers)).statusCode).toBe(403);
    }
    for (const url of [
      '/api/features/plan-matrix',
      '/api/features/audit_logging/access',
      '/api/subscription',
    ]) {
      expect((await get(url, app.system.headers)).statusCode).toBe(403);
    }
    const change = await inject({
      method: 'POST',
      url: '/api/subscription/change-plan',
      headers: app.system.headers,
      payload: { plan: 'pro' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('edits the matrix, which the next gated call obeys, and the platform audit log records it', async () => {
    expect((await get('/api/audit', app.proOwner.headers)).statusCode).toBe(200);

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
    const locked = await get('/api/audit', app.proOwner.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'feature_locked', requiredPlan: 'enterprise' });
    expect(
      UpgradeInfo.parse((await get('/api/features/audit_logging/upgrade-info', app.proOwner.headers)).json()),
    ).toEqual({ plan: 'enterprise', name: 'Enterprise', price: 'Contact Sales' });
    expect(await platformAudit('plan_matrix.updated')).toEqual([
      expect.objectContaining({
        actor_type: 'system_admin',
        actor_id: app.system.login.admin_info.id,
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
    expect((await get('/api/audit', app.proOwner.headers)).statusCode).toBe(200);
  });

  it('refuses matrix cells with an unknown feature, an unknown plan or named twice', async () => {
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
      PlanMatrixResponse.parse((await get('/api/features/plan-matrix', app.proOwner.headers)).json()),
    ).toEqual(DEFAULT_PLAN_MATRIX_RESPONSE);
  });

  it('switches a feature off and renames it; the next call sees it', async () => {
    const off = await patch('audit_logging', { is_active: false, name: 'Audit Trail' });
    expect(off.statusCode).toBe(200);
    expect(SystemFeatureResponse.parse(off.json())).toMatchObject({
      feature_key: 'audit_logging',
      name: 'Audit Trail',
      is_active: false,
      required_plan: 'essential',
      plans: { trial: { is_enabled: false }, pro: { is_enabled: true } },
    });
    expect((await get('/api/audit', app.proOwner.headers)).json()).toMatchObject({
      code: 'feature_locked',
      reason: 'inactive',
      detail: 'Audit Trail is not available.',
    });
    const matrix = PlanMatrixResponse.parse(
      (await get('/api/features/plan-matrix', app.proOwner.headers)).json(),
    );
    expect(matrix.features.find((feature) => feature.feature_key === 'audit_logging')).toMatchObject({
      name: 'Audit Trail',
      is_active: false,
    });
    expect(await platformAudit('feature.updated')).toHaveLength(1);

    expect((await patch('audit_logging', { is_active: true, name: 'Audit Log' })).statusCode).toBe(200);
    expect((await get('/api/audit', app.proOwner.headers)).statusCode).toBe(200);
    const read = await get('/api/system-admin/features/audit_logging', app.system.headers);
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
    expect((await patch('no_such_feature', { is_active: false })).statusCode).toBe(404);
    expect((await get('/api/system-admin/features/no_such_feature', app.system.headers)).statusCode).toBe(
      404,
    );
    expect((await get('/api/system-admin/features/Bad-Key', app.system.headers)).statusCode).toBe(400);
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
});
