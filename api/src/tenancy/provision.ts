import { randomBytes, randomUUID } from 'node:crypto';
import { SYSTEM_ROLES, SYSTEM_ROLE_NAMES, TRIAL_DAYS, type SystemRoleName } from '@clinio/contracts';
import { provisionSchedulingDefaults } from '../appointments/defaults';
import type { Database, TenantTx } from '../db/database';

export interface NewTenant {
  tenantId?: string;
  slug: string;
  name: string;
  clinicCode?: string;
  timezone: string;
  branches: {
    id?: string;
    name: string;
    address_line1?: string;
    city?: string;
    region?: string;
    postal_code?: string;
    country?: string;
    phone?: string;
  }[];
  plan?: { plan: 'trial' | 'essential' | 'pro' | 'enterprise'; status: 'trial' | 'active' };
}

export interface ProvisionedTenant {
  tenantId: string;
  clinicId: string;
  branchIds: string[];
  roleIds: Record<SystemRoleName, string>;
}

/** A clinic code patients can read out: letters from the name and four digits. */
export function makeClinicCode(name: string): string {
  const letters =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 10) || 'CLINIC';
  const digits = String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0');
  return `${letters}-${digits}`;
}

/**
 * A new tenant with everything a clinic account starts with: the clinic, its branches, the trial
 * subscription, default settings, the five appointment types and booking rules, and the five
 * system roles. Runs inside the tenant's own
 * transaction, so row-level security checks every row.
 */
export async function provisionTenant(
  database: Database,
  input: NewTenant,
  withinTx?: (tx: TenantTx, tenant: ProvisionedTenant) => Promise<void>,
): Promise<ProvisionedTenant> {
  const tenantId = input.tenantId ?? randomUUID();
  return database.withTenant(tenantId, async (tx) => {
    await tx.insertInto('tenants').values({ id: tenantId, slug: input.slug, name: input.name }).execute();
    const clinic = await tx
      .insertInto('clinics')
      .values({
        tenant_id: tenantId,
        name: input.name,
        code: input.clinicCode ?? makeClinicCode(input.name),
        timezone: input.timezone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const branchIds: string[] = [];
    for (const branch of input.branches) {
      const row = await tx
        .insertInto('branches')
        .values({ ...branch, tenant_id: tenantId, clinic_id: clinic.id, timezone: input.timezone })
        .returning('id')
        .executeTakeFirstOrThrow();
      branchIds.push(row.id);
    }
    // Spec 9: a new clinic starts on the trial, which the subscription job expires at its end.
    const plan = input.plan ?? { plan: 'trial', status: 'trial' };
    const trialEndsAt = plan.status === 'trial' ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : null;
    await tx
      .insertInto('subscriptions')
      .values({ tenant_id: tenantId, plan: plan.plan, status: plan.status, trial_ends_at: trialEndsAt })
      .execute();
    await tx
      .insertInto('subscription_changes')
      .values({
        tenant_id: tenantId,
        reason: 'provisioned',
        to_plan: plan.plan,
        to_status: plan.status,
        trial_ends_at: trialEndsAt,
        actor_type: 'system',
      })
      .execute();
    await tx.insertInto('tenant_settings').values({ tenant_id: tenantId }).execute();
    await provisionSchedulingDefaults(tx, tenantId);
    const roleIds = {} as Record<SystemRoleName, string>;
    for (const name of SYSTEM_ROLE_NAMES) {
      const role = await tx
        .insertInto('roles')
        .values({
          tenant_id: tenantId,
          name,
          description: SYSTEM_ROLES[name].description,
          is_system: true,
          permissions: [...SYSTEM_ROLES[name].permissions],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds[name] = role.id;
    }
    const tenant = { tenantId, clinicId: clinic.id, branchIds, roleIds };
    if (withinTx) await withinTx(tx, tenant);
    return tenant;
  });
}

export interface NewStaff {
  tenantId: string;
  roleId: string;
  branchIds: string[];
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  emailVerified?: boolean;
}

/** An active staff account with its branches. */
export async function insertActiveStaff(tx: TenantTx, staff: NewStaff): Promise<string> {
  const row = await tx
    .insertInto('staff_users')
    .values({
      tenant_id: staff.tenantId,
      username: staff.username,
      username_normalized: staff.username.toLowerCase(),
      email: staff.email,
      email_normalized: staff.email.toLowerCase(),
      first_name: staff.firstName,
      last_name: staff.lastName,
      password_hash: staff.passwordHash,
      status: 'active',
      role_id: staff.roleId,
      default_branch_id: staff.branchIds[0] ?? null,
      email_verified_at: staff.emailVerified ? new Date() : null,
      password_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (staff.branchIds.length > 0) {
    await tx
      .insertInto('staff_branches')
      .values(
        staff.branchIds.map((branchId) => ({
          tenant_id: staff.tenantId,
          user_id: row.id,
          branch_id: branchId,
        })),
      )
      .execute();
  }
  return row.id;
}
