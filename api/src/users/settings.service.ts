import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  type AccountLanguageRequest,
  type NotificationSettings,
  type SecuritySettings,
  type SecuritySettingsUpdate,
} from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';

/** The clinic's idle timeout (quality bar 7), the same value the session check enforces. */
export async function loadSessionTimeout(tx: TenantTx): Promise<{ session_timeout_minutes: number }> {
  const row = await tx.selectFrom('tenant_settings').select('session_timeout_minutes').executeTakeFirst();
  return { session_timeout_minutes: row?.session_timeout_minutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES };
}

export async function loadSecuritySettings(ctx: StaffContext): Promise<SecuritySettings> {
  const user = await ctx.tx
    .selectFrom('staff_users')
    .select(['totp_enabled_at', 'recovery_codes', 'login_notifications', 'password_changed_at'])
    .where('id', '=', ctx.principal.userId)
    .executeTakeFirstOrThrow();
  const enabled = user.totp_enabled_at !== null;
  return {
    two_factor_enabled: enabled,
    two_factor_method: enabled ? 'totp' : null,
    recovery_codes_remaining: enabled ? user.recovery_codes.length : 0,
    login_notifications: user.login_notifications,
    password_changed_at: user.password_changed_at?.toISOString() ?? null,
    ...(await loadSessionTimeout(ctx.tx)),
  };
}

/** Only the login alerts change here; two-factor has its own calls, the timeout is the clinic's. */
export async function updateSecuritySettings(
  ctx: StaffContext,
  input: SecuritySettingsUpdate,
): Promise<SecuritySettings> {
  await ctx.tx
    .updateTable('staff_users')
    .set({ login_notifications: input.login_notifications, updated_at: new Date() })
    .where('id', '=', ctx.principal.userId)
    .execute();
  await ctx.audit({
    action: 'user.security_settings_updated',
    resourceType: 'staff_user',
    resourceId: ctx.principal.userId,
    outcome: 'success',
  });
  return loadSecuritySettings(ctx);
}

/** The defaults, overridden by whatever known, boolean keys are stored. */
export function mergeNotificationSettings(stored: Record<string, unknown>): NotificationSettings {
  const merged = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of Object.keys(merged) as (keyof NotificationSettings)[]) {
    const value = stored[key];
    if (typeof value === 'boolean') merged[key] = value;
  }
  return merged;
}

async function storedNotificationSettings(ctx: StaffContext): Promise<Record<string, unknown>> {
  const row = await ctx.tx
    .selectFrom('staff_users')
    .select('notification_settings')
    .where('id', '=', ctx.principal.userId)
    .executeTakeFirstOrThrow();
  return row.notification_settings;
}

export async function loadNotificationSettings(ctx: StaffContext): Promise<NotificationSettings> {
  return mergeNotificationSettings(await storedNotificationSettings(ctx));
}

export async function updateNotificationSettings(
  ctx: StaffContext,
  input: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const merged = mergeNotificationSettings({ ...(await storedNotificationSettings(ctx)), ...input });
  await ctx.tx
    .updateTable('staff_users')
    .set({ notification_settings: merged, updated_at: new Date() })
    .where('id', '=', ctx.principal.userId)
    .execute();
  await ctx.audit({
    action: 'user.notification_settings_updated',
    resourceType: 'staff_user',
    resourceId: ctx.principal.userId,
    outcome: 'success',
  });
  return merged;
}

/**
 * PUT /api/users/language: the language the staff member chose in My Settings (issue 22). Their
 * pages follow it on every device from the next /api/me; e-mails sent to them follow it too.
 */
export async function setMyLanguage(
  ctx: StaffContext,
  body: AccountLanguageRequest,
): Promise<AccountLanguageRequest> {
  await ctx.tx
    .updateTable('staff_users')
    .set({ locale: body.locale, updated_at: new Date() })
    .where('id', '=', ctx.principal.userId)
    .execute();
  await ctx.audit({
    action: 'user.language_changed',
    resourceType: 'staff_user',
    resourceId: ctx.principal.userId,
    outcome: 'success',
    changedFields: ['locale'],
  });
  return { locale: body.locale };
}
