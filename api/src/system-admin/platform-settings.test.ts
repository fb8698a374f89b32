import fc from 'fast-check';
import type { ApiErrorBody, PlatformSettings } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildSystemAdmin, buildTenant, signInSystemAdmin, type SystemAdminFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { platformDefaults } from './platform-settings.service';

let ctx: TestContext;
let admin: SystemAdminFixture;
let system: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildSystemAdmin(ctx.db.database);
  system = (await signInSystemAdmin(ctx.server, admin)).headers;
});
afterAll(() => ctx.close());

const read = () => ctx.server.inject({ method: 'GET', url: '/api/system-admin/settings', headers: system });
const patch = (payload: unknown) =>
  ctx.server.inject({
    method: 'PATCH',
    url: '/api/system-admin/settings',
    headers: { ...system, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('platform settings', () => {
  it('starts from the defaults', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      default_trial_days: 14,
      support_email: '',
      maintenance_banner: '',
      default_session_timeout_minutes: 30,
      updated_at: expect.any(String) as string,
      updated_by: null,
    });
  });

  it('changes the fields sent, nothing else, and audits the change by field name', async () => {
    const response = await patch({ default_trial_days: 21, support_email: '  Help@Clinio.test ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlatformSettings>()).toMatchObject({
      default_trial_days: 21,
      support_email: 'Help@Clinio.test',
      maintenance_banner: '',
      default_session_timeout_minutes: 30,
      updated_by: { id: admin.id, name: admin.name },
    });
    expect((await read()).json<PlatformSettings>().default_trial_days).toBe(21);
    const banner = await patch({ maintenance_banner: 'Maintenance on Sunday 02:00–03:00 UTC' });
    expect(banner.json<PlatformSettings>()).toMatchObject({
      default_trial_days: 21,
      support_email: 'Help@Clinio.test',
      maintenance_banner: 'Maintenance on Sunday 02:00–03:00 UTC',
    });
    expect(
      (await patch({ support_email: '', maintenance_banner: '' })).json<PlatformSettings>(),
    ).toMatchObject({
      support_email: '',
      maintenance_banner: '',
    });
    const audit = await ownerQuery(
      ctx.db.ownerUrl,
      "select actor_id, resource_id, outcome from platform_audit_log where action = 'platform_settings.updated' order by id",
    );
    expect(audit.rows).toEqual([
      { actor_id: admin.id, resource_id: 'default_trial_days,support_email', outcome: 'success' },
      { actor_id: admin.id, resource_id: 'maintenance_banner', outcome: 'success' },
      { actor_id: admin.id, resource_id: 'maintenance_banner,support_email', outcome: 'success' },
    ]);
  });

  it('gives new clinics the default session timeout (existing ones keep theirs) and offers the trial length', async () => {
    const before = await buildTenant(ctx.db.database);
    expect((await patch({ default_session_timeout_minutes: 45, default_trial_days: 10 })).statusCode).toBe(
      200,
    );
    const after = await buildTenant(ctx.db.database);
    const timeouts = await ownerQuery<{ tenant_id: string; session_timeout_minutes: number }>(
      ctx.db.ownerUrl,
      'select tenant_id, session_timeout_minutes from tenant_settings where tenant_id = any($1)',
      [[before.tenantId, after.tenantId]],
    );
    expect(
      Object.fromEntries(timeouts.rows.map((row) => [row.tenant_id, row.session_timeout_minutes])),
    ).toEqual({
      [before.tenantId]: 30,
      [after.tenantId]: 45,
    });
    expect(await platformDefaults(ctx.db.database.app)).toEqual({ trialDays: 10, sessionTimeoutMinutes: 45 });
    const sqlDefault = await ownerQuery<{ days: number }>(
      ctx.db.ownerUrl,
      'select platform_default_trial_days() as days',
    );
    expect(sqlDefault.rows).toEqual([{ days: 10 }]);
  });

  it('refuses bad values with 400 and the { detail, code } body, and changes nothing', async () => {
    const before = (await read()).json<PlatformSettings>();
    for (const payload of [
      {},
      { default_trial_days: 0 },
      { default_trial_days: 366 },
      { default_trial_days: 1.5 },
      { default_trial_days: '14' },
      { default_trial_days: null },
      { support_email: 'not-an-email' },
      { support_email: `${'a'.repeat(250)}@x.test` },
      { maintenance_banner: 'x'.repeat(281) },
      { maintenance_banner: 'two\nlines' },
      { maintenance_banner: 'nul\u0000here' },
      { default_session_timeout_minutes: 0 },
      { default_session_timeout_minutes: 481 },
      { updated_by: admin.id },
      { id: false },
    ]) {
      const response = await patch(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json<ApiErrorBody>()).toMatchObject({
        detail: expect.any(String) as string,
        code: 'validation_error',
      });
    }
    expect((await patch([])).statusCode).toBe(400);
    const notJson = await ctx.server.inject({
      method: 'PATCH',
      url: '/api/system-admin/settings',
      headers: { ...system, 'content-type': 'application/json' },
      payload: '{"default_trial_days":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await read()).json<PlatformSettings>()).toEqual(before);
  });
});

describe('generated input (quality bar 16)', () => {
  const oddValue = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '2025-02-30',
      '0000-01-01',
      '9999-12-31',
      '-1',
      'NaN',
      '%',
    ),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
  const routes: { method: InjectOptions['method']; url: string; keys: string[]; body: boolean }[] = [
    {
      method: 'GET',
      url: '/api/system-admin/tenants',
      keys: ['q', 'status', 'plan', 'sort', 'order', 'page', 'page_size'],
      body: false,
    },
    { method: 'GET', url: '/api/system-admin/analytics', keys: ['from', 'to', 'interval'], body: false },
    {
      method: 'GET',
      url: '/api/system-admin/audit',
      keys: ['admin_id', 'actor_type', 'action', 'tenant_id', 'outcome', 'from', 'to', 'page', 'page_size'],
      body: false,
    },
    {
      method: 'PATCH',
      url: '/api/system-admin/settings',
      keys: ['default_trial_days', 'support_email', 'maintenance_banner', 'default_session_timeout_minutes'],
      body: true,
    },
  ];

  it('never answers 5xx, and every error has the { detail, code } body', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...route.keys), oddValue, { maxKeys: 4 }),
          async (values) => {
            const query = route.body
              ? ''
              : `?${new URLSearchParams(Object.entries(values).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
            const response = await ctx.server.inject({
              method: route.method,
              url: `${route.url}${query}`,
              headers: { ...system, 'content-type': 'application/json' },
              ...(route.body ? { payload: JSON.stringify(values) } : {}),
            });
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.json<ApiErrorBody>()).toMatchObject({
                detail: expect.any(String) as string,
                code: expect.any(String) as string,
              });
            }
          },
        ),
        { numRuns: 40 },
      );
    }
    // Restore what the generated changes may have set, so nothing leaks into other checks.
    expect((await patch({ default_trial_days: 14, default_session_timeout_minutes: 30 })).statusCode).toBe(
      200,
    );
  });
});
