import { randomUUID } from 'node:crypto';
import type { StaffMember, SuperAdmin } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import type { ProvisionedTenant } from '../tenancy/provision';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let admin: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database, { branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const demote = (by: Member, userId: string, branchId?: string) =>
  inject({
    method: 'POST',
    url: `/api/super-admins/demote/${userId}${branchId === undefined ? '' : `?branch_id=${branchId}`}`,
    headers: by.session.headers,
  });

/** A super admin working in the first branch only. */
async function oneBranchSuperAdmin(): Promise<Member> {
  const member = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .deleteFrom('staff_branches')
      .where('user_id', '=', member.id)
      .where('branch_id', '=', tenant.branchIds[1]!)
      .execute(),
  );
  return member;
}

describe('GET /api/super-admins/', () => {
  it('lists the active super admins of the clinic with their branches', async () => {
    for (const url of ['/api/super-admins/', '/api/super-admins']) {
      const response = await inject({ method: 'GET', url, headers: owner.session.headers });
      expect(response.statusCode).toBe(200);
      const list = response.json<SuperAdmin[]>();
      expect(list).toContainEqual({
        id: owner.id,
        username: owner.username,
        email: owner.email,
        first_name: 'Test',
        last_name: 'User',
        branch_ids: [...tenant.branchIds].sort(),
      });
      expect(list.map((item) => item.id)).not.toContain(admin.id);
      expect(list.map((item) => item.id)).not.toContain(outsider.id);
    }
  });

  it('is for super admins only', async () => {
    expect(
      (await inject({ method: 'GET', url: '/api/super-admins/', headers: admin.session.headers })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/super-admins/demote/{userId}?branch_id=', () => {
  it('makes the super admin an admin and adds the branch to theirs', async () => {
    const member = await oneBranchSuperAdmin();
    const response = await demote(owner, member.id, tenant.branchIds[1]);
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffMember>();
    expect(body.role).toEqual({ id: tenant.roleIds.admin, name: 'admin' });
    expect(body.branches.map((branch) => branch.id).sort()).toEqual([...tenant.branchIds].sort());
    const audit = await auditActions(ctx.db.database, tenant.tenantId, { resourceId: member.id });
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'staff.role_changed', actor_id: owner.id }),
    );
    // Their permissions change at once: roles are now closed to them.
    expect(
      (await inject({ method: 'GET', url: '/api/super-admins/', headers: member.session.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses the last super admin, someone who is not one, and a missing or foreign branch', async () => {
    const solo = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
    expect((await demote(solo, solo.id, solo.tenant.branchIds[0])).statusCode).toBe(409);
    expect((await demote(owner, admin.id, tenant.branchIds[0])).statusCode).toBe(409);
    const member = await oneBranchSuperAdmin();
    expect((await demote(owner, member.id)).statusCode).toBe(400);
    expect((await demote(owner, member.id, 'not-a-uuid')).statusCode).toBe(400);
    const foreignBranch = await demote(owner, member.id, outsider.tenant.branchIds[0]);
    const missingBranch = await demote(owner, member.id, randomUUID());
    expect(foreignBranch.statusCode).toBe(404);
    expect(foreignBranch.json()).toEqual(missingBranch.json());
    const list = (
      await inject({ method: 'GET', url: '/api/super-admins/', headers: owner.session.headers })
    ).json<SuperAdmin[]>();
    expect(list.map((item) => item.id)).toContain(member.id);
  });

  it('is for super admins only, and another tenant’s user is 404 like a missing one', async () => {
    const member = await oneBranchSuperAdmin();
    expect((await demote(admin, member.id, tenant.branchIds[0])).statusCode).toBe(403);
    const foreign = await demote(outsider, member.id, outsider.tenant.branchIds[0]);
    const missing = await demote(outsider, randomUUID(), outsider.tenant.branchIds[0]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const list = (
      await inject({ method: 'GET', url: '/api/super-admins/', headers: owner.session.headers })
    ).json<SuperAdmin[]>();
    expect(list.map((item) => item.id)).toContain(member.id);
  });
});
