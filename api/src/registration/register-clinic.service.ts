import type { ClinicRegistrationRequest, ClinicRegistrationResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { anonymousActor, writeAudit } from '../audit/audit';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { forbidden } from '../errors/app-error';
import type { Services } from '../platform/services';
import { uniqueConflict } from '../staff-auth/me.service';
import { sendVerificationEmail } from '../staff-auth/verification';
import { insertActiveStaff, provisionTenant, type ProvisionedTenant } from '../tenancy/provision';
import { fieldError } from '../users/user-errors';
import { slugCandidate } from './slug';

type Registration = z.output<typeof ClinicRegistrationRequest>;

const ATTEMPTS = 5;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A unique violation that a new slug or clinic code would avoid (not a taken login). */
function isRetryableClash(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && uniqueConflict(error) === null && constraint !== undefined;
}

/**
 * A new clinic account in one transaction: tenant, clinic, first branch, trial plan, settings,
 * system roles, the super admin (e-mail unverified) and the confirmation link. A taken username or
 * address is a 409 naming the field, and nothing is left behind.
 */
export async function registerClinic(
  services: Services,
  request: FastifyRequest,
  input: Registration,
): Promise<ClinicRegistrationResponse> {
  if (!services.config.flags.ENABLE_REGISTRATION) {
    throw forbidden('Registration is not open yet.');
  }
  if (!isTimeZone(input.timezone)) throw fieldError('timezone', 'Choose a valid time zone');
  assertAcceptablePassword(input.password, { username: input.username, email: input.email }, 'password');
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 0; ; attempt += 1) {
    try {
      const tenant = await provisionTenant(
        services.database,
        {
          slug: slugCandidate(input.clinic_name, attempt),
          name: input.clinic_name,
          timezone: input.timezone,
          branches: [{ name: input.branch_name || 'Main', phone: input.phone }],
          plan: { plan: 'trial', status: 'trial' },
        },
        async (tx, created) => {
          await tx.updateTable('clinics').set({ phone: input.phone, email: input.email }).execute();
          const userId = await insertActiveStaff(tx, {
            tenantId: created.tenantId,
            roleId: created.roleIds.super_admin,
            branchIds: created.branchIds,
            username: input.username,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            emailVerified: false,
          });
          const actor = {
            ...anonymousActor(request),
            type: 'staff' as const,
            id: userId,
            role: 'super_admin',
          };
          await writeAudit(tx, created.tenantId, actor, {
            action: 'tenant.registered',
            resourceType: 'tenant',
            resourceId: created.tenantId,
            outcome: 'success',
          });
          await sendVerificationEmail(services, tx, {
            tenantId: created.tenantId,
            userId,
            email: input.email,
            name: input.first_name,
          });
        },
      );
      return answer(tenant, input.email);
    } catch (error) {
      const taken = uniqueConflict(error);
      if (taken) throw taken;
      if (attempt + 1 >= ATTEMPTS || !isRetryableClash(error)) throw error;
    }
  }
}

function answer(tenant: ProvisionedTenant, email: string): ClinicRegistrationResponse {
  return {
    detail: `Your clinic account is ready. We sent a confirmation link to ${email}.`,
    tenant_id: tenant.tenantId,
    clinic_id: tenant.clinicId,
    email,
  };
}
