import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, StaffListResponse, StaffMember } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, type Member } from './staff-test-fixtures';

let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let provider: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { branches: 2 });
  const build = (role: 'super_admin' | 'admin' | 'front_desk' | 'provider') =>
    buildMember(ctx.server, ctx.db.database, { tenant, role });
  owner = await build('super_admin');
  admin = await build('admin');
  frontDesk = await build('front_desk');
  provider = await build('provider');
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const as = (member: Member) => member.session.headers;
const tenantOf = (member: Member) => member.tenant;

async function statusOf(member: { id: string; tenant: Member['tenant'] }): Promise<string | undefined> {
  const row = await ctx.db.database.withTenant(member.tenant.tenantId, (tx) =>
    tx.selectFrom('staff_users').select('status').where('id', '=', member.id).executeTakeFirst(),
  );
  return row?.status;
}

describe('GET /api/staff', () => {
  it('lists the clinic staff with roles and branches, for anyone with staff_read', async () => {
    const response = await inject({ method: 'GET', url: '/api/staff', headers: as(frontDesk) });
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffListResponse>();
    expect(body).toMatchObject({ page: 1, page_size: 25 });
    const ids = body.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([owner.id, admin.id, frontDesk.id, provider.id]));
    expect(ids).not.toContain(outsider.id);
    const me = body.items.find((item) => item.id === frontDesk.id);
    expect(me).toMatchObject({ status: 'active', role: { name: 'front_desk' }, invitation_expires_at: null });
    expect(me?.branches).toHaveLength(2);
  });

  it('searches name, username and e-mail, filters by status and pages', async () => {
    const byEmail = await inject({
      method: 'GET',
      url: `/api/staff?search=${admin.username.toUpperCase()}`,
      headers: as(owner),
    });
    expect(byEmail.json<StaffListResponse>().items.map((item) => item.id)).toEqual([admin.id]);
    // A typed wildcard is a literal character, not "match everything".
    const wildcard = await inject({ method: 'GET', url: '/api/staff?search=%25', headers: as(owner) });
    expect(wildcard.json<StaffListResponse>().total).toBe(0);
    const invited = await inject({ method: 'GET', url: '/api/staff?status=deactivated', headers: as(owner) });
    expect(invited.json<StaffListResponse>().items.every((item) => item.status === 'deactivated')).toBe(true);
    const first = (
      await inject({ method: 'GET', url: '/api/staff?page_size=2&page=1', headers: as(owner) })
    ).json<StaffListResponse>();
    const second = (
      await inject({ method: 'GET', url: '/api/staff?page_size=2&page=2', headers: as(owner) })
    ).json<StaffListResponse>();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(second.items.map((item) => item.id)).not.toEqual(
      expect.arrayContaining(first.items.map((item) => item.id)),
    );
  });

  it('refuses bad filters (400) and a role without staff_read (403)', async () => {
    expect((await inject({ method: 'GET', url: '/api/staff?page=0', headers: as(owner) })).statusCode).toBe(
      400,
    );
    expect(
      (await inject({ method: 'GET', url: '/api/staff?status=gone', headers: as(owner) })).statusCode,
    ).toBe(400);
    // PostgreSQL text cannot hold NUL: a 400, not a database error.
    expect(
      (await inject({ method: 'GET', url: '/api/staff?search=a%00b', headers: as(owner) })).statusCode,
    ).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/staff', headers: as(provider) })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/staff' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/staff/{id}', () => {
  it('changes names, role and branches, and audits the role change', async () => {
    const member = await buildMember(ctx.server, ctx.db.database, {
      tenant: tenantOf(owner),
      role: 'front_desk',
    });
    const [, second] = owner.tenant.branchIds;
    const response = await inject({
      method: 'PATCH',
      url: `/api/staff/${member.id}`,
      headers: as(admin),
      payload: { first_name: 'Renamed', role_id: owner.tenant.roleIds.provider, branch_ids: [second] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMember>()).toMatchObject({
      first_name: 'Renamed',
      role: { id: owner.tenant.roleIds.provider, name: 'provider' },
      branches: [{ id: second }],
    });
    const actions = (
      await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: member.id })
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.role_changed', 'staff.updated']));
  });

  it('lets only a super admin grant super_admin or change a super admin (audited denial)', async () => {
    const member = await buildMember(ctx.server, ctx.db.database, {
      tenant: tenantOf(owner),
      role: 'front_desk',
    });
    const grant = { role_id: owner.tenant.roleIds.super_admin };
    const byAdmin = await inject({
      method: 'PATCH',
      url: `/api/staff/${member.id}`,
      headers: as(admin),
      payload: grant,
    });
    expect(byAdmin.statusCode).toBe(403);
    const onOwner = await inject({
      method: 'PATCH',
      url: `/api/staff/${owner.id}`,
      headers: as(admin),
      payload: { first_name: 'X' },
    });
    expect(onOwner.statusCode).toBe(403);
    const denials = await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: member.id });
    expect(denials).toContainEqual(
      expect.objectContaining({ action: 'access.denied', outcome: 'denied', actor_id: admin.id }),
    );
    const byOwner = await inject({
      method: 'PATCH',
      url: `/api/staff/${member.id}`,
      headers: as(owner),
      payload: grant,
    });
    expect(byOwner.json<StaffMember>().role.name).toBe('super_admin');
    const removed = await inject({
      method: 'PATCH',
      url: `/api/staff/${member.id}`,
      headers: as(owner),
      payload: { role_id: owner.tenant.roleIds.admin },
    });
    expect(removed.json<StaffMember>().role.name).toBe('admin');
  });

  it('keeps the last super admin', async () => {
    const solo = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
    const response = await inject({
      method: 'PATCH',
      url: `/api/staff/${solo.id}`,
      headers: as(solo),
      payload: { role_id: solo.tenant.roleIds.admin },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().detail).toMatch(/at least one active super admin/);
  });

  it('refuses another tenant’s role or branch and any field outside the contract (mass assignment)', async () => {
    const url = `/api/staff/${frontDesk.id}`;
    const foreignRole = await inject({
      method: 'PATCH',
      url,
      headers: as(owner),
      payload: { role_id: outsider.tenant.roleIds.admin },
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('role_id');
    const foreignBranch = await inject({
      method: 'PATCH',
      url,
      headers: as(owner),
      payload: { branch_ids: outsider.tenant.branchIds },
    });
    expect(foreignBranch.statusCode).toBe(400);
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { status: 'deactivated' },
      { id: randomUUID() },
    ]) {
      const response = await inject({
        method: 'PATCH',
        url,
        headers: as(owner),
        payload: { first_name: 'Mallory', ...extra },
      });
      expect(response.statusCode).toBe(400);
    }
    const row = await ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
      tx
        .selectFrom('staff_users')
        .select(['tenant_id', 'first_name', 'status', 'role_id'])
        .where('id', '=', frontDesk.id)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({
      tenant_id: owner.tenant.tenantId,
      first_name: 'Test',
      status: 'active',
      role_id: owner.tenant.roleIds.front_desk,
    });
  });
});

describe('another tenant’s ids (quality bar 1)', () => {
  it('answers 404 with the body of a missing id, and changes nothing', async () => {
    const target = `/api/staff/${frontDesk.id}`;
    const missing = `/api/staff/${randomUUID()}`;
    const cases: { method: 'PATCH' | 'POST'; suffix: string; payload?: object }[] = [
      { method: 'PATCH', suffix: '', payload: { first_name: 'Owned' } },
      { method: 'POST', suffix: '/deactivate' },
      { method: 'POST', suffix: '/reactivate' },
      { method: 'POST', suffix: '/resend-invitation' },
    ];
    for (const { method, suffix, payload } of cases) {
      const foreign = await inject({
        method,
        url: `${target}${suffix}`,
        headers: as(outsider),
        ...(payload ? { payload } : {}),
      });
      const absent = await inject({
        method,
        url: `${missing}${suffix}`,
        headers: as(outsider),
        ...(payload ? { payload } : {}),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(absent.json());
    }
    expect(await statusOf(frontDesk)).toBe('active');
    expect(
      (await inject({ method: 'GET', url: '/api/me', headers: as(frontDesk) })).json<{ first_name: string }>()
        .first_name,
    ).toBe('Test');
  });
});
