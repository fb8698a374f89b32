import type { FastifyRequest } from 'fastify';
import { anonymousActor, writeAudit, writePlatformAudit, type AuditActor } from '../audit/audit';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { passwordResetEmail, usernameReminderEmail } from '../email/templates';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { queueRecovery } from './recovery-queue';
import { findActiveStaffByEmail } from './staff-lookup';

export const PASSWORD_RESET_TTL_MS = 3_600_000;

/** The one answer of both calls, whether or not the address has an account (quality bar 8). */
export const FORGOT_PASSWORD_ANSWER = {
  detail: 'If an account uses this e-mail address, we have sent it a link to choose a new password.',
};
export const FORGOT_USERNAME_ANSWER = {
  detail: 'If an account uses this e-mail address, we have sent it the username.',
};

async function auditUnknown(services: Services, actor: AuditActor, action: string): Promise<void> {
  await writePlatformAudit(services.database.app, actor, {
    action,
    resourceType: 'staff_user',
    outcome: 'failure',
  });
}

/**
 * A single-use reset link valid for an hour; earlier unused links stop working. All the work,
 * the look-up included, runs after the answer has left (a `recovery.request` job), so neither
 * the answer nor its timing depends on whether the account exists.
 */
export async function requestPasswordReset(
  services: Services,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await queueRecovery(services, { kind: 'staff_password', email, actor: anonymousActor(request) });
}

/** The job's work for requestPasswordReset. */
export async function sendPasswordReset(services: Services, email: string, actor: AuditActor): Promise<void> {
  const account = await findActiveStaffByEmail(services, email);
  if (!account) return auditUnknown(services, actor, 'auth.password_reset_requested');
  const token = newOpaqueToken();
  await services.database.withTenant(account.tenant_id, async (tx) => {
    await tx
      .updateTable('staff_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', account.user_id)
      .where('purpose', '=', 'password_reset')
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('staff_tokens')
      .values({
        tenant_id: account.tenant_id,
        purpose: 'password_reset',
        user_id: account.user_id,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      })
      .execute();
    await writeAudit(tx, account.tenant_id, actor, {
      action: 'auth.password_reset_requested',
      resourceType: 'staff_user',
      resourceId: account.user_id,
      outcome: 'success',
    });
    const user = await tx
      .selectFrom('staff_users')
      .select('first_name')
      .where('id', '=', account.user_id)
      .executeTakeFirst();
    await sendEmail(
      services,
      tx,
      passwordResetEmail(
        account.email,
        user?.first_name || account.username || 'there',
        appUrl(services, `/reset-password?token=${token}`),
      ),
    );
  });
}

/** The username by e-mail, with the same answer and timing either way (a `recovery.request` job). */
export async function requestUsernameReminder(
  services: Services,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await queueRecovery(services, { kind: 'staff_username', email, actor: anonymousActor(request) });
}

/** The job's work for requestUsernameReminder. */
export async function sendUsernameReminder(
  services: Services,
  email: string,
  actor: AuditActor,
): Promise<void> {
  const account = await findActiveStaffByEmail(services, email);
  if (!account?.username) return auditUnknown(services, actor, 'auth.username_reminder_requested');
  const { username } = account;
  await services.database.withTenant(account.tenant_id, async (tx) => {
    await writeAudit(tx, account.tenant_id, actor, {
      action: 'auth.username_reminder_requested',
      resourceType: 'staff_user',
      resourceId: account.user_id,
      outcome: 'success',
    });
    await sendEmail(
      services,
      tx,
      usernameReminderEmail(account.email, [username], appUrl(services, '/login')),
    );
  });
}
