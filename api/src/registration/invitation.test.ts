import { randomBytes } from 'node:crypto';
import type { ApiErrorBody, InvitationPreview, TokenResponse, UserProfile } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildStaff, buildTenant, signIn, type StaffFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let owner: StaffFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildStaff(ctx.db.database, { role: 'super_admin' });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const PASSWORD = 'Joining-The-Team-58';

interface Invitation {
  token: string;
  email: string;
  userId: string;
}

/** What the staff area writes when it invites someone: an invited row and a 7-day token. */
async function invite(
  tenant: ProvisionedTenant,
  options: { expiresInMs?: number } = {},
): Promise<Invitation> {
  const token = newOpaqueToken();
  const email = `invitee.${randomBytes(3).toString('hex')}@example.test`;
  const userId = await ctx.db.database.withTenant(tenant.tenantId, async (tx) => {
    const user = await tx
      .insertInto('staff_users')
      .values({
        tenant_id: tenant.tenantId,
        email,
        email_normalized: email,
        first_name: 'Ina',
        last_name: 'Vitee',
        status: 'invited',
        role_id: tenant.roleIds.provider,
        default_branch_id: tenant.branchIds[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('staff_tokens')
      .values({
        tenant_id: tenant.tenantId,
        purpose: 'invitation',
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + (options.expiresInMs ?? 7 * 86_400_000)),
      })
      .execute();
    return user.id;
  });
  return { token, email, userId };
}

const preview = (token: string) => inject({ method: 'GET', url: `/api/staff-invitations/${token}` });
const accept = (token: string, overrides: Record<string, unknown> = {}) =>
  inject({
    method: 'POST',
    url: '/api/staff-register',
    payload: {
      token,
      username: `ina${randomBytes(3).toString('hex')}`,
      first_name: 'Ina',
      last_name: 'Member',
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...overrides,
    },
  });

describe('GET /api/staff-invitations/{token}', () => {
  it('shows the address, clinic, role, names and expiry of an open invitation', async () => {
    const invitation = await invite(owner.tenant);
    const response = await preview(invitation.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<InvitationPreview>();
    const clinic = await ownerQuery<{ name: string }>(
      ctx.db.ownerUrl,
      'select name from clinics where tenant_id = $1',
      [owner.tenant.tenantId],
    );
    expect(body).toMatchObject({
      email: invitation.email,
      clinic_name: clinic.rows[0]?.name,
      role_name: 'provider',
      first_name: 'Ina',
      last_name: 'Vitee',
    });
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(6 * 86_400_000);
  });

  it('answers one 404 for an unknown, an expired and a used invitation', async () => {
    const unknown = await preview(newOpaqueToken());
    expect(unknown.statusCode).toBe(404);
    const expired = await invite(owner.tenant, { expiresInMs: -1_000 });
    const used = await invite(owner.tenant);
    expect((await accept(used.token)).statusCode).toBe(201);
    for (const token of [expired.token, used.token]) {
      const response = await preview(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
  });
});

describe('POST /api/staff-register', () => {
  it('activates the invited account, confirms its address, signs it in and uses up the link', async () => {
    const invitation = await invite(owner.tenant);
    const username = `ina${randomBytes(3).toString('hex')}`;
    const response = await accept(invitation.token, { username, first_name: 'Ina', last_name: 'Member' });
    expect(response.statusCode).toBe(201);
    const tokens = response.json<TokenResponse>();
    expect(tokens.token_type).toBe('bearer');
    const cookie = response.cookies.find((item) => item.name === 'clinio_refresh');
    expect(cookie).toMatchObject({ value: tokens.refresh_token, httpOnly: true });

    const me = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json<UserProfile>()).toMatchObject({
      id: invitation.userId,
      username,
      email: invitation.email,
      first_name: 'Ina',
      last_name: 'Member',
      tenant_id: owner.tenant.tenantId,
      role: { name: 'provider' },
      email_verified: true,
    });
    expect((await signIn(ctx.server, { username, password: PASSWORD })).tokens.access_token).toBeTruthy();

    const again = await accept(invitation.token);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().detail).toMatch(/already been used or has expired/);
    const audit = await ownerQuery<{ action: string }>(
      ctx.db.ownerUrl,
      "select action from audit_log where actor_id = $1 and outcome = 'success' order by id",
      [invitation.userId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff.invitation_accepted', 'auth.login']),
    );
  });

  it('refuses an unknown or expired link with one clear message', async () => {
    const expired = await invite(owner.tenant, { expiresInMs: -1_000 });
    const late = await accept(expired.token);
    const unknown = await accept(newOpaqueToken());
    expect(late.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(late.json()).toEqual(unknown.json());
    expect(unknown.json<ApiErrorBody>().detail).toBe(
      'This invitation is invalid, has already been used or has expired. Ask your clinic administrator for a new one.',
    );
    const row = await ownerQuery<{ status: string }>(
      ctx.db.ownerUrl,
      'select status from staff_users where id = $1',
      [expired.userId],
    );
    expect(row.rows[0]?.status).toBe('invited');
  });

  it('answers 409 for a taken username and keeps the link usable', async () => {
    const invitation = await invite(owner.tenant);
    const taken = await accept(invitation.token, { username: owner.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>()).toMatchObject({ code: 'conflict', fields: [{ field: 'username' }] });
    expect((await preview(invitation.token)).statusCode).toBe(200);
    expect((await accept(invitation.token)).statusCode).toBe(201);
  });

  it('applies the password rules with the fields named, and keeps the link usable', async () => {
    const invitation = await invite(owner.tenant);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'password123', confirm_password: 'password123' }, 'password'],
      [{ password: 'short', confirm_password: 'short' }, 'password'],
      [{ confirm_password: 'Not-The-Same-11' }, 'confirm_password'],
      [{ username: 'x' }, 'username'],
      [{ first_name: '' }, 'first_name'],
    ];
    for (const [overrides, field] of cases) {
      const response = await accept(invitation.token, overrides);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json<ApiErrorBody>().fields?.map((item) => item.field)).toContain(field);
    }
    expect((await accept(invitation.token)).statusCode).toBe(201);
  });

  it('keeps the invited address, role and tenant whatever the body says (mass assignment)', async () => {
    const other = await buildTenant(ctx.db.database);
    const invitation = await invite(owner.tenant);
    const response = await accept(invitation.token, {
      email: 'attacker@example.test',
      role_id: owner.tenant.roleIds.super_admin,
      tenant_id: other.tenantId,
      status: 'active',
    });
    expect(response.statusCode).toBe(201);
    const me = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${response.json<TokenResponse>().access_token}` },
    });
    expect(me.json<UserProfile>()).toMatchObject({
      email: invitation.email,
      role: { name: 'provider' },
      tenant_id: owner.tenant.tenantId,
    });
  });
});
