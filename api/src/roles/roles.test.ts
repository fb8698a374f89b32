import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, RoleSummary } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let provider: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
let counter = 0;
const roleName = () => `Nurse team ${(counter += 1)}`;
const createRole = (by: Member, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/roles', headers: by.session.headers, payload });

async function roleExists(tenantId: string, roleId: string): Promise<boolean> {
  const row = await ctx.db.database.withTenant(tenantId, (tx) =>
    tx.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst(),
  );
  return row !== undefined;
}

describe('GET /api/roles', () => {
  it('lists the system roles first with their permissions and member counts', async () => {
    const response = await inject({ method: 'GET', url: '/api/roles', headers: frontDesk.session.headers });
    expect(response.statusCode).toBe(200);
    const roles = response.json<RoleSummary[]>();
    expect(roles.slice(0, 5).map((role) => role.name)).toEqual([
      'super_admin',
      'admin',
      'provider',
      'front_desk',
      'billing',
    ]);
    expect(roles.find((role) => role.name === 'front_desk')).toMatchObject({
      is_system: true,
      member_count: 1,
    });
    expect(roles.find((role) => role.name === 'super_admin')?.permissions).toContain('roles_manage');
    expect(roles.map((role) => role.id)).not.toContain(outsider.tenant.roleIds.admin);
  });

  it('needs staff_read', async () => {
    expect(
      (await inject({ method: 'GET', url: '/api/roles', headers: provider.session.headers })).statusCode,
    ).toBe(403);
  });
});

describe('custom roles (super admin only)', () => {
  it('creates a role from permission strings and audits it', async () => {
    const name = roleName();
    const response = await createRole(owner, {
      name,
      description: 'Ward nurses',
      permissions: ['patients_read', 'patients_read', 'appointments_read'],
    });
    expect(response.statusCode).toBe(201);
    const role = response.json<RoleSummary>();
    expect(role).toMatchObject({
      name,
      is_system: false,
      member_count: 0,
      permissions: ['patients_read', 'appointments_read'],
    });
    const audit = await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: role.id });
    expect(audit).toContainEqual(expect.objectContaining({ action: 'role.created', actor_id: owner.id }));
  });

  it('keeps names unique per clinic whatever their case (409), but another clinic may reuse one', async () => {
    const name = roleName();
    expect((await createRole(owner, { name, permissions: ['patients_read'] })).statusCode).toBe(201);
    const duplicate = await createRole(owner, { name: name.toUpperCase(), permissions: ['patients_read'] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('name');
    expect((await createRole(owner, { name: 'ADMIN', permissions: ['patients_read'] })).statusCode).toBe(409);
    expect((await createRole(outsider, { name, permissions: ['patients_read'] })).statusCode).toBe(201);
  });

  it('refuses bad input, fields outside the contract and callers who are not super admins', async () => {
    expect((await createRole(owner, { name: roleName(), permissions: ['launch_missiles'] })).statusCode).toBe(
      400,
    );
    expect((await createRole(owner, { name: roleName(), permissions: [] })).statusCode).toBe(400);
    expect((await createRole(owner, { name: '<script>', permissions: ['patients_read'] })).statusCode).toBe(
      400,
    );
    const nul = await createRole(owner, {
      name: roleName(),
      description: 'a\u0000b',
      permissions: ['patients_read'],
    });
    expect(nul.statusCode).toBe(400);
    const smuggled = await createRole(owner, {
      name: roleName(),
      permissions: ['patients_read'],
      tenant_id: outsider.tenant.tenantId,
      is_system: true,
    });
    expect(smuggled.statusCode).toBe(400);
    expect((await createRole(admin, { name: roleName(), permissions: ['patients_read'] })).statusCode).toBe(
      403,
    );
  });

  it('changes a custom role; a system role cannot be changed (400)', async () => {
    const { id } = (
      await createRole(owner, { name: roleName(), permissions: ['patients_read'] })
    ).json<RoleSummary>();
    const renamed = roleName();
    const response = await inject({
      method: 'PATCH',
      url: `/api/roles/${id}`,
      headers: owner.session.headers,
      payload: { name: renamed, permissions: ['billing_read'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<RoleSummary>()).toMatchObject({ name: renamed, permissions: ['billing_read'] });
    const system = await inject({
      method: 'PATCH',
      url: `/api/roles/${owner.tenant.roleIds.front_desk}`,
      headers: owner.session.headers,
      payload: { permissions: ['roles_manage'] },
    });
    expect(system.statusCode).toBe(400);
    expect(system.json<ApiErrorBody>().detail).toBe(
      'System roles cannot be changed; create a custom role instead',
    );
    const clash = await inject({
      method: 'PATCH',
      url: `/api/roles/${id}`,
      headers: owner.session.headers,
      payload: { name: 'billing' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes only a custom role nobody holds (409 otherwise)', async () => {
    const { id } = (
      await createRole(owner, { name: roleName(), permissions: ['patients_read'] })
    ).json<RoleSummary>();
    await inject({
      method: 'PATCH',
      url: `/api/staff/${provider.id}`,
      headers: owner.session.headers,
      payload: { role_id: id },
    });
    const held = await inject({ method: 'DELETE', url: `/api/roles/${id}`, headers: owner.session.headers });
    expect(held.statusCode).toBe(409);
    await inject({
      method: 'PATCH',
      url: `/api/staff/${provider.id}`,
      headers: owner.session.headers,
      payload: { role_id: owner.tenant.roleIds.provider },
    });
    expect(
      (await inject({ method: 'DELETE', url: `/api/roles/${id}`, headers: owner.session.headers }))
        .statusCode,
    ).toBe(204);
    expect(await roleExists(owner.tenant.tenantId, id)).toBe(false);
    // Audited once: the refused attempt (409) left no trace of a deletion.
    const audit = await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: id });
    expect(audit.filter((row) => row.action === 'role.deleted')).toEqual([
      expect.objectContaining({ actor_id: owner.id }),
    ]);
    const system = await inject({
      method: 'DELETE',
      url: `/api/roles/${owner.tenant.roleIds.billing}`,
      headers: owner.session.headers,
    });
    expect(system.statusCode).toBe(409);
  });

  it('answers 404 for another tenant’s role as for a missing one, and changes nothing', async () => {
    const { id } = (
      await createRole(owner, { name: roleName(), permissions: ['patients_read'] })
    ).json<RoleSummary>();
    for (const method of ['PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { payload: { name: roleName() } } : {};
      const foreign = await inject({
        method,
        url: `/api/roles/${id}`,
        headers: outsider.session.headers,
        ...payload,
      });
      const missing = await inject({
        method,
        url: `/api/roles/${randomUUID()}`,
        headers: outsider.session.headers,
        ...payload,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    expect(await roleExists(owner.tenant.tenantId, id)).toBe(true);
  });
});
