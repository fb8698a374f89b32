import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACTIVITY_DAYS, type DashboardSummary, type TenantOverview } from '@clinio/contracts';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTrialTenant } from '../plans/test-fixtures';
import { buildStaff, buildTenant, signIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

const CLINIC_NAME = `Dashboard Clinic ${Date.now()}`;
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;
let provider: Member;
let billing: Member;
let admin: Member;
let bare: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database, { name: CLINIC_NAME, branches: 2 });
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  provider = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'provider' });
  billing = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'billing' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  bare = await memberWithRole('Reception trainee', []);
  await seedRows(tenant);
  // Another clinic's rows must never show in this one's figures.
  const other = await buildTenant(ctx.db.database);
  await buildMember(ctx.server, ctx.db.database, { tenant: other, role: 'super_admin' });
  await seedRows(other);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

/**
 * Patients (3 live, 1 of them new; 1 archived; 1 with a portal link), 2 invitations (one waiting,
 * one expired), 1 deactivated member, 2 unread and 1 read notification for the super admin.
 */
async function seedRows(target: ProvisionedTenant) {
  const { tenantId } = target;
  await ctx.db.database.withTenant(tenantId, async (tx) => {
    const old = new Date(Date.now() - 90 * DAY);
    const patients = await tx
      .insertInto('patients')
      .values([
        { tenant_id: tenantId, first_name: 'Ann', last_name: 'Old', created_at: old },
        { tenant_id: tenantId, first_name: 'Ben', last_name: 'Old', created_at: old },
        { tenant_id: tenantId, first_name: 'Cy', last_name: 'New' },
        {
          tenant_id: tenantId,
          first_name: 'Di',
          last_name: 'Gone',
          created_at: old,
          archived_at: new Date(),
        },
      ])
      .returning('id')
      .execute();
    const login = await tx
      .insertInto('patient_logins')
      .values({
        username: `p${tenantId.slice(0, 8)}`,
        username_normalized: `p${tenantId.slice(0, 8)}`,
        email: `p${tenantId.slice(0, 8)}@example.test`,
        email_normalized: `p${tenantId.slice(0, 8)}@example.test`,
        password_hash: 'x',
        first_name: 'Ann',
        last_name: 'Old',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('patient_clinic_links')
      .values({
        tenant_id: tenantId,
        login_id: login.id,
        patient_id: patients[0]!.id,
        clinic_id: target.clinicId,
      })
      .execute();
    const role = target.roleIds.front_desk;
    const invited = await tx
      .insertInto('staff_users')
      .values([
        {
          tenant_id: tenantId,
          email: `w${tenantId.slice(0, 8)}@example.test`,
          email_normalized: `w${tenantId.slice(0, 8)}@example.test`,
          role_id: role,
        },
        {
          tenant_id: tenantId,
          email: `e${tenantId.slice(0, 8)}@example.test`,
          email_normalized: `e${tenantId.slice(0, 8)}@example.test`,
          role_id: role,
        },
      ])
      .returning('id')
      .execute();
    await tx
      .insertInto('staff_tokens')
      .values([
        {
          tenant_id: tenantId,
          purpose: 'invitation',
          user_id: invited[0]!.id,
          token_hash: `w-${tenantId}`,
          expires_at: new Date(Date.now() + DAY),
        },
        {
          tenant_id: tenantId,
          purpose: 'invitation',
          user_id: invited[1]!.id,
          token_hash: `e-${tenantId}`,
          expires_at: new Date(Date.now() - DAY),
        },
      ])
      .execute();
  });
}

/** A signed-in member of the tenant with a custom role. */
async function memberWithRole(name: string, permissions: string[]): Promise<Member> {
  const roleId = await ctx.db.database.withTenant(tenant.tenantId, async (tx) => {
    const row = await tx
      .insertInto('roles')
      .values({ tenant_id: tenant.tenantId, name, permissions })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const staff = await buildStaff(ctx.db.database, {
    tenant: { ...tenant, roleIds: { ...tenant.roleIds, billing: roleId } },
    role: 'billing',
  });
  return { ...staff, session: await signIn(ctx.server, staff) };
}

async function get<T>(member: Member, url: string, status = 200): Promise<T> {
  const response = await ctx.server.inject({ method: 'GET', url, headers: member.session.headers });
  expect(response.statusCode).toBe(status);
  return response.json<T>();
}

describe('GET /api/dashboard/summary', () => {
  it('counts the clinic’s own patients and staff for a super admin, with the open items', async () => {
    await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .insertInto('notifications')
        .values(
          [null, null, new Date()].map((readAt) => ({
            tenant_id: tenant.tenantId,
            user_id: owner.id,
            title: 'Something',
            message: 'Details',
            category: 'system' as const,
            priority: 'normal' as const,
            read_at: readAt,
          })),
        )
        .execute(),
    );
    const summary = await get<DashboardSummary>(owner, '/api/dashboard/summary');
    expect(summary.clinic_name).toBe(CLINIC_NAME);
    expect(summary.time_zone).toBe('UTC');
    expect(summary.today).toBe(new Date().toISOString().slice(0, 10));
    expect(summary.patients).toEqual({ total: 3, new_recent: 1, portal_linked: 1 });
    // owner, provider, billing, admin and the trainee active; two invited.
    expect(summary.staff).toEqual({ active: 5, invited: 2, deactivated: 0 });
    expect(summary.open_items).toEqual({
      unread_notifications: 2,
      own_two_factor_off: true,
      invitations_waiting: 1,
      invitations_expired: 1,
      staff_without_two_factor: 5,
      // The fixture tenant is on Pro and active: nothing to do about the subscription.
      subscription: null,
    });
  });

  it('leaves out what the caller may not see', async () => {
    const forProvider = await get<DashboardSummary>(provider, '/api/dashboard/summary');
    expect(forProvider.patients).toEqual({ total: 3, new_recent: 1, portal_linked: 1 });
    expect(forProvider.staff).toBeNull();
    expect(forProvider.open_items).toMatchObject({
      unread_notifications: 0,
      invitations_waiting: null,
      invitations_expired: null,
      staff_without_two_factor: null,
      subscription: null,
    });

    // A custom role with no permission at all still has a home: its own open items.
    const forBare = await get<DashboardSummary>(bare, '/api/dashboard/summary');
    expect(forBare.patients).toBeNull();
    expect(forBare.staff).toBeNull();
    expect(forBare.open_items).toMatchObject({ unread_notifications: 0, own_two_factor_off: true });

    // An admin manages staff (invitations) but is not the account's owner (subscription).
    const forAdmin = await get<DashboardSummary>(admin, '/api/dashboard/summary');
    expect(forAdmin.open_items.invitations_waiting).toBe(1);
    expect(forAdmin.open_items.staff_without_two_factor).toBeNull();
  });

  it('tells a trial’s super admin how many days are left', async () => {
    const trial = await buildTrialTenant(ctx.db.database);
    const trialOwner = await buildMember(ctx.server, ctx.db.database, { tenant: trial, role: 'super_admin' });
    const summary = await get<DashboardSummary>(trialOwner, '/api/dashboard/summary');
    expect(summary.open_items.subscription).toMatchObject({ plan: 'trial', status: 'trial' });
    expect(summary.open_items.subscription?.trial_days_left).toBeGreaterThan(0);
    expect(summary.patients).toEqual({ total: 0, new_recent: 0, portal_linked: 0 });
  });

  it('refuses a request without a staff token', async () => {
    const response = await ctx.server.inject({ method: 'GET', url: '/api/dashboard/summary' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/tenant-overview', () => {
  it('is the super admin’s alone', async () => {
    for (const member of [admin, provider, billing]) {
      const body = await get<{ code: string }>(member, '/api/dashboard/tenant-overview', 403);
      expect(body.code).toBe('permission_denied');
    }
  });

  it('sums up the account: plan, people by role, branches, storage, sign-ins and recent activity', async () => {
    const folder = path.join(ctx.services.config.uploadsDir, tenant.tenantId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'logo-a.webp'), Buffer.alloc(1500));
    // A failed sign-in today, through the real endpoint.
    await ctx.server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: provider.username, password: 'not-the-password' },
    });

    const overview = await get<TenantOverview>(owner, '/api/dashboard/tenant-overview');
    expect(overview.subscription).toMatchObject({ plan: 'pro', status: 'active' });
    expect(overview.patients).toEqual({ total: 3, archived: 1, new_recent: 1, portal_linked: 1 });
    expect(overview.staff).toMatchObject({ active: 5, invited: 2, deactivated: 0, two_factor_enabled: 0 });
    expect(overview.staff.by_role).toEqual([
      { role: 'admin', count: 1 },
      { role: 'billing', count: 1 },
      { role: 'provider', count: 1 },
      { role: 'Reception trainee', count: 1 },
      { role: 'super_admin', count: 1 },
    ]);
    expect(overview.branches).toBe(2);
    expect(overview.storage).toEqual({ bytes: 1500, files: 1 });
    expect(overview.activity).toHaveLength(ACTIVITY_DAYS);
    const today = overview.activity.at(-1);
    expect(today?.date).toBe(overview.today);
    // Five members signed in in beforeAll (this tenant's), one wrong password just now.
    expect(today?.sign_ins).toBe(5);
    expect(today?.failed_sign_ins).toBe(1);
    // The refusals of the previous test were recorded.
    expect(overview.denied_last_7_days).toBeGreaterThanOrEqual(3);
    expect(overview.recent?.[0]).toMatchObject({ action: 'auth.login', outcome: 'failure' });
    expect(overview.recent?.length).toBeGreaterThan(1);
    const names = (overview.recent ?? []).map((entry) => entry.actor_name);
    expect(names).toContain('Test User');
  });

  it('hides the recent activity while the plan lacks the audit log', async () => {
    const trial = await buildTrialTenant(ctx.db.database);
    const trialOwner = await buildMember(ctx.server, ctx.db.database, { tenant: trial, role: 'super_admin' });
    const overview = await get<TenantOverview>(trialOwner, '/api/dashboard/tenant-overview');
    expect(overview.recent).toBeNull();
    expect(overview.subscription.plan).toBe('trial');
  });
});
