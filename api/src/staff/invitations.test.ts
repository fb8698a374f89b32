import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, StaffMember } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { hashToken } from '../auth/opaque-tokens';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, type Member } from './staff-test-fixtures';

const mailer = createMemoryMailer();
let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let outsider: Member;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { PUBLIC_APP_URL: 'https://app.clinic.test' },
    mailer,
  });
  const tenant = await buildTenant(ctx.db.database, { name: 'Harbour Clinic', branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.test`;
const invite = (by: Member, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/staff/invitations', headers: by.session.headers, payload });

async function invitationTokens(userId: string) {
  return ctx.db.database.withTenant(owner.tenant.tenantId, (tx) =>
    tx
      .selectFrom('staff_tokens')
      .select(['token_hash', 'purpose', 'used_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  );
}

async function countByEmail(email: string): Promise<number> {
  const rows = await ctx.db.database
    .unscoped()
    .selectFrom('staff_users')
    .select('id')
    .where('email_normalized', '=', email.toLowerCase())
    .execute();
  return rows.length;
}

describe('POST /api/staff/invitations', () => {
  it('creates an invited member, stores only the hash of a 7-day token and e-mails the link', async () => {
    const email = newEmail();
    const response = await invite(admin, {
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role_id: owner.tenant.roleIds.front_desk,
      branch_ids: [owner.tenant.branchIds[1]],
    });
    expect(response.statusCode).toBe(201);
    const member = response.json<StaffMember>();
    expect(member).toMatchObject({
      email,
      status: 'invited',
      username: null,
      role: { name: 'front_desk' },
      branches: [{ id: owner.tenant.branchIds[1] }],
    });

    await ctx.jobs.drain();
    const message = mailer.last(email);
    expect(message?.subject).toContain('Harbour Clinic');
    expect(message?.text).toContain('https://app.clinic.test/staff-register?token=');
    const token = tokenFromEmail(message, '/staff-register');
    const [stored] = await invitationTokens(member.id);
    expect(stored).toMatchObject({ purpose: 'invitation', used_at: null, token_hash: hashToken(token) });
    const ttlDays = (new Date(stored!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(6.9);
    expect(ttlDays).toBeLessThanOrEqual(7);
    expect(new Date(member.invitation_expires_at ?? 0).getTime()).toBe(
      new Date(stored!.expires_at).getTime(),
    );

    const audit = await auditActions(ctx.db.database, owner.tenant.tenantId, { resourceId: member.id });
    expect(audit).toContainEqual(expect.objectContaining({ action: 'staff.invited', actor_id: admin.id }));
  });

  it('answers 409 on the e-mail field for an address already registered, in any case or clinic', async () => {
    for (const email of [frontDesk.email.toUpperCase(), outsider.email]) {
      const response = await invite(owner, {
        email,
        role_id: owner.tenant.roleIds.provider,
        branch_ids: owner.tenant.branchIds,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ fields: { field: string }[] }>().fields.map((item) => item.field)).toEqual([
        'email',
      ]);
    }
  });

  it('lets only a super admin invite a super admin', async () => {
    const email = newEmail();
    const payload = { email, role_id: owner.tenant.roleIds.super_admin, branch_ids: owner.tenant.branchIds };
    const byAdmin = await invite(admin, payload);
    expect(byAdmin.statusCode).toBe(403);
    expect(await countByEmail(email)).toBe(0);
    const denied = await auditActions(ctx.db.database, owner.tenant.tenantId);
    expect(denied).toContainEqual(
      expect.objectContaining({ action: 'access.denied', actor_id: admin.id, outcome: 'denied' }),
    );
    expect((await invite(owner, payload)).statusCode).toBe(201);
  });

  it('refuses another tenant’s role or branch, bad input and fields outside the contract', async () => {
    const email = newEmail();
    const valid = { email, role_id: owner.tenant.roleIds.provider, branch_ids: owner.tenant.branchIds };
    const foreignBranch = await invite(owner, {
      ...valid,
      branch_ids: [owner.tenant.branchIds[0], outsider.tenant.branchIds[0]],
    });
    expect(foreignBranch.statusCode).toBe(400);
    expect(foreignBranch.json<ApiErrorBody>().detail).toMatch(/branch_ids/);
    expect((await invite(owner, { ...valid, role_id: outsider.tenant.roleIds.provider })).statusCode).toBe(
      400,
    );
    expect((await invite(owner, { ...valid, email: 'not-an-address' })).statusCode).toBe(400);
    expect((await invite(owner, { ...valid, branch_ids: [] })).statusCode).toBe(400);
    expect((await invite(owner, { ...valid, first_name: 'Nul\u0000' })).statusCode).toBe(400);
    // Mass assignment (quality bar 2): the tenant, the status and ids are not the caller's to choose.
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { status: 'active' },
      { id: randomUUID() },
    ]) {
      expect((await invite(owner, { ...valid, ...extra })).statusCode).toBe(400);
    }
    expect(await countByEmail(email)).toBe(0);
    const created = await invite(owner, valid);
    const row = await ctx.db.database
      .unscoped()
      .selectFrom('staff_users')
      .select(['tenant_id', 'status'])
      .where('id', '=', created.json<StaffMember>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tenant_id: owner.tenant.tenantId, status: 'invited' });
  });

  it('is refused to roles without staff_manage', async () => {
    const response = await invite(frontDesk, {
      email: newEmail(),
      role_id: owner.tenant.roleIds.provider,
      branch_ids: owner.tenant.branchIds,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/staff/{id}/resend-invitation', () => {
  it('sends a new link and the old one stops working', async () => {
    const email = newEmail();
    const { id } = (
      await invite(owner, {
        email,
        role_id: owner.tenant.roleIds.billing,
        branch_ids: owner.tenant.branchIds,
      })
    ).json<StaffMember>();
    await ctx.jobs.drain();
    const firstToken = tokenFromEmail(mailer.last(email), '/staff-register');
    const response = await inject({
      method: 'POST',
      url: `/api/staff/${id}/resend-invitation`,
      headers: owner.session.headers,
    });
    expect(response.statusCode).toBe(200);
    await ctx.jobs.drain();
    const secondToken = tokenFromEmail(mailer.last(email), '/staff-register');
    expect(secondToken).not.toBe(firstToken);
    const tokens = await invitationTokens(id);
    expect(tokens.find((row) => row.token_hash === hashToken(firstToken))?.used_at).not.toBeNull();
    expect(tokens.find((row) => row.token_hash === hashToken(secondToken))?.used_at).toBeNull();
  });

  it('is only for pending invitations, and 404 for another tenant’s id', async () => {
    const active = await inject({
      method: 'POST',
      url: `/api/staff/${frontDesk.id}/resend-invitation`,
      headers: owner.session.headers,
    });
    expect(active.statusCode).toBe(409);
    const foreign = await inject({
      method: 'POST',
      url: `/api/staff/${frontDesk.id}/resend-invitation`,
      headers: outsider.session.headers,
    });
    const missing = await inject({
      method: 'POST',
      url: `/api/staff/${randomUUID()}/resend-invitation`,
      headers: outsider.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});
