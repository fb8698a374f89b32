import { randomUUID } from 'node:crypto';
import type { StaffMember } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { auditActions, buildMember, type Member } from './staff-test-fixtures';

let ctx: TestContext;
let owner: Member;
let admin: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
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

describe('deactivate and reactivate', () => {
  it('ends every session of the member at once, and reactivation lets them back in', async () => {
    const member = await buildMember(ctx.server, ctx.db.database, {
      tenant: tenantOf(owner),
      role: 'provider',
    });
    expect((await inject({ method: 'GET', url: '/api/me', headers: as(member) })).statusCode).toBe(200);
    const response = await inject({
      method: 'POST',
      url: `/api/staff/${member.id}/deactivate`,
      headers: as(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMember>().status).toBe('deactivated');
    const sessions = await ownerQuery<{ ended_at: Date | null; end_reason: string | null }>(
      ctx.db.ownerUrl,
      'select ended_at, end_reason from staff_sessions where user_id = $1',
      [member.id],
    );
    expect(sessions.rows.length).toBeGreaterThan(0);
    expect(sessions.rows.every((row) => row.ended_at !== null && row.end_reason === 'deactivated')).toBe(
      true,
    );
    expect((await inject({ method: 'GET', url: '/api/me', headers: as(member) })).statusCode).toBe(401);
    const refresh = await inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: member.session.cookie },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
    const actions = (await auditActions(ctx.db.database, owner.tenant.tenantId)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.deactivated', 'auth.session_ended']));

    const back = await inject({
      method: 'POST',
      url: `/api/staff/${member.id}/reactivate`,
      headers: as(admin),
    });
    expect(back.json<StaffMember>().status).toBe('active');
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses deactivating yourself, and a super admin by a non-super admin', async () => {
    const self = await inject({
      method: 'POST',
      url: `/api/staff/${admin.id}/deactivate`,
      headers: as(admin),
    });
    expect(self.statusCode).toBe(400);
    const onOwner = await inject({
      method: 'POST',
      url: `/api/staff/${owner.id}/deactivate`,
      headers: as(admin),
    });
    expect(onOwner.statusCode).toBe(403);
    expect(await statusOf(owner)).toBe('active');
  });

  it('never leaves a clinic without an active super admin, even when two deactivate each other at once', async () => {
    const tenant = await buildTenant(ctx.db.database);
    const first = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
    const second = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
    const answers = await Promise.all([
      inject({ method: 'POST', url: `/api/staff/${second.id}/deactivate`, headers: as(first) }),
      inject({ method: 'POST', url: `/api/staff/${first.id}/deactivate`, headers: as(second) }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const statuses = [await statusOf(first), await statusOf(second)];
    expect(statuses.filter((status) => status === 'active')).toHaveLength(1);
  });

  it('revokes the open invitation of someone who never accepted it', async () => {
    const invite = await inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: as(owner),
      payload: {
        email: `pending-${randomUUID()}@example.test`,
        role_id: owner.tenant.roleIds.billing,
        branch_ids: owner.tenant.branchIds,
      },
    });
    const { id } = invite.json<StaffMember>();
    const response = await inject({ method: 'POST', url: `/api/staff/${id}/deactivate`, headers: as(owner) });
    expect(response.json<StaffMember>()).toMatchObject({
      status: 'deactivated',
      invitation_expires_at: null,
    });
    const open = await ownerQuery(
      ctx.db.ownerUrl,
      'select 1 from staff_tokens where user_id = $1 and used_at is null',
      [id],
    );
    expect(open.rowCount).toBe(0);
    // Reactivating someone who never accepted puts them back to invited, for a new link.
    const again = await inject({ method: 'POST', url: `/api/staff/${id}/reactivate`, headers: as(owner) });
    expect(again.json<StaffMember>()).toMatchObject({ status: 'invited' });
  });
});
