import type { ResetPasswordRequest } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { anonymousActor, writeAudit, writePlatformAudit, type AuditActor } from '../audit/audit';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { accountThrottleKey } from '../auth/password-sign-in';
import { createThrottle } from '../auth/throttle';
import type { TenantTx } from '../db/database';
import type { StaffTokenPurpose } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Services } from '../platform/services';
import { Denial, orRefuse } from '../audit/denials';
import { findStaffToken } from './staff-lookup';

const INVALID_RESET =
  'This password reset link is invalid, has already been used or has expired. Ask for a new one.';
const INVALID_VERIFY =
  'This confirmation link is invalid, has already been used or has expired. Sign in to ask for a new one.';

function invalidLink(detail: string): AppError {
  return new AppError(400, 'validation_error', `token: ${detail}`, {
    fields: [{ field: 'token', message: detail }],
  });
}

/** Marks the token used if it is still unused and unexpired, in one statement (a link works once). */
async function claimToken(tx: TenantTx, tokenId: string): Promise<boolean> {
  const claimed = await tx
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Runs `work` in the token's tenant once the token is claimed; an unknown, used or expired token
 * is refused with one message, and the attempt is audited.
 */
async function withClaimedToken<T>(
  services: Services,
  options: {
    rawToken: string;
    purpose: StaffTokenPurpose;
    action: string;
    actor: AuditActor;
    invalid: string;
  },
  work: (tx: TenantTx, found: { tenant_id: string; user_id: string }) => Promise<T>,
): Promise<T> {
  const { actor, action } = options;
  const found = await findStaffToken(services, options.rawToken, options.purpose);
  if (!found) {
    await writePlatformAudit(services.database.app, actor, {
      action,
      resourceType: 'staff_user',
      outcome: 'failure',
    });
    throw invalidLink(options.invalid);
  }
  const outcome = await services.database.withTenant(found.tenant_id, async (tx) => {
    const user = await tx
      .selectFrom('staff_users')
      .select('status')
      .where('id', '=', found.user_id)
      .executeTakeFirst();
    if (user?.status !== 'active' || !(await claimToken(tx, found.token_id))) {
      await writeAudit(tx, found.tenant_id, actor, {
        action,
        resourceType: 'staff_user',
        resourceId: found.user_id,
        outcome: 'failure',
      });
      return new Denial(invalidLink(options.invalid));
    }
    return work(tx, found);
  });
  return orRefuse(outcome);
}

/**
 * A new password through a reset link: the link works once, the password follows the rules, every
 * session of the user ends, and the sign-in throttle of the account is lifted.
 */
export async function resetPassword(
  services: Services,
  request: FastifyRequest,
  input: ResetPasswordRequest,
): Promise<{ detail: string }> {
  const actor = anonymousActor(request);
  const action = 'auth.password_reset';
  const user = await withClaimedToken(
    services,
    { rawToken: input.token, purpose: 'password_reset', action, actor, invalid: INVALID_RESET },
    async (tx, found) => {
      const account = await tx
        .selectFrom('staff_users')
        .select(['id', 'username', 'email'])
        .where('id', '=', found.user_id)
        .executeTakeFirstOrThrow();
      assertAcceptablePassword(input.new_password, account);
      const now = new Date();
      await tx
        .updateTable('staff_users')
        .set({
          password_hash: await hashPassword(input.new_password),
          password_changed_at: now,
          // The link reached this address, so the address is proven.
          email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
          updated_at: now,
        })
        .where('id', '=', found.user_id)
        .execute();
      await tx
        .updateTable('staff_sessions')
        .set({ ended_at: now, end_reason: 'password_reset' })
        .where('user_id', '=', found.user_id)
        .where('ended_at', 'is', null)
        .execute();
      await tx
        .updateTable('staff_tokens')
        .set({ used_at: now })
        .where('user_id', '=', found.user_id)
        .where('purpose', '=', 'password_reset')
        .where('used_at', 'is', null)
        .execute();
      await writeAudit(
        tx,
        found.tenant_id,
        { ...actor, type: 'staff', id: found.user_id },
        {
          action,
          resourceType: 'staff_user',
          resourceId: found.user_id,
          outcome: 'success',
        },
      );
      return account;
    },
  );
  // Whoever proved the mailbox is the owner: the account's sign-in throttle is lifted.
  await createThrottle(services.database.app, services.config.loginMaxFailures).clear(
    accountThrottleKey('staff', user.id),
  );
  return { detail: 'Your password was changed. Sign in with your new password.' };
}

/** The e-mail address is confirmed by its single-use, 48-hour link. */
export async function verifyEmail(
  services: Services,
  request: FastifyRequest,
  rawToken: string,
): Promise<{ detail: string }> {
  const actor = anonymousActor(request);
  const action = 'auth.email_verified';
  await withClaimedToken(
    services,
    { rawToken, purpose: 'email_verification', action, actor, invalid: INVALID_VERIFY },
    async (tx, found) => {
      await tx
        .updateTable('staff_users')
        .set({ email_verified_at: new Date(), updated_at: new Date() })
        .where('id', '=', found.user_id)
        .execute();
      await writeAudit(
        tx,
        found.tenant_id,
        { ...actor, type: 'staff', id: found.user_id },
        {
          action,
          resourceType: 'staff_user',
          resourceId: found.user_id,
          outcome: 'success',
        },
      );
    },
  );
  return { detail: 'Your e-mail address is confirmed.' };
}
