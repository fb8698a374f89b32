import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiErrorBody, PlatformTenantDetail } from '@clinio/contracts';
import { setUpPlatformTenantsTests } from './tenants-test-setup';

const app = setUpPlatformTenantsTests();
const { get, tenantWith } = app;

describe('GET /api/system-admin/tenants/{tenantId}', () => {
  it('shows branches, super admins by name and e-mail only, storage and recent platform audit', async () => {
    const { tenant, staff } = await tenantWith({ name: 'Detail Clinic', staff: 2, branches: 2 });
    const folder = path.join(app.ctx.config.uploadsDir, tenant.tenantId);
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
      actor_id: app.admin.id,
      actor_name: app.admin.name,
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
