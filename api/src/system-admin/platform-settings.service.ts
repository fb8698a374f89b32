import {
  PLATFORM_SETTINGS_DEFAULTS,
  type PlatformSettings,
  type PlatformSettingsUpdate,
} from '@clinio/contracts';
import type { SystemContext } from '../auth/system-guard';
import type { Db } from '../db/database';

/**
 * Platform-wide settings, one row (0007). Where each takes effect:
 * - default_session_timeout_minutes: the column default of tenant_settings, so every clinic
 *   provisioned from now on starts with it (existing clinics keep their own value);
 * - default_trial_days: read by `platformDefaults` / SQL `platform_default_trial_days()` for
 *   provisioning (the provisioning code still uses the TRIAL_DAYS constant until it adopts it);
 * - support_email and maintenance_banner: values for the product's screens to show.
 */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const row = await db
    .selectFrom('platform_settings as s')
    .leftJoin('system_admins as a', 'a.id', 's.updated_by')
    .select([
      's.default_trial_days',
      's.support_email',
      's.maintenance_banner',
      's.default_session_timeout_minutes',
      's.updated_at',
      's.updated_by',
      'a.name as updated_by_name',
    ])
    .where('s.id', '=', true)
    .executeTakeFirst();
  if (!row) {
    // The migration writes the row; should it be missing, the defaults hold.
    return { ...PLATFORM_SETTINGS_DEFAULTS, updated_at: new Date(0).toISOString(), updated_by: null };
  }
  return {
    default_trial_days: row.default_trial_days,
    support_email: row.support_email,
    maintenance_banner: row.maintenance_banner,
    default_session_timeout_minutes: row.default_session_timeout_minutes,
    updated_at: row.updated_at.toISOString(),
    updated_by:
      row.updated_by === null
        ? null
        : { id: row.updated_by, name: row.updated_by_name ?? 'Unknown administrator' },
  };
}

/** The defaults a new clinic starts with (for provisioning code). */
export async function platformDefaults(
  db: Db,
): Promise<{ trialDays: number; sessionTimeoutMinutes: number }> {
  const settings = await readPlatformSettings(db);
  return {
    trialDays: settings.default_trial_days,
    sessionTimeoutMinutes: settings.default_session_timeout_minutes,
  };
}

/** GET /api/system-admin/settings. */
export function getPlatformSettings(ctx: SystemContext): Promise<PlatformSettings> {
  return readPlatformSettings(ctx.database.unscoped());
}

/**
 * PATCH /api/system-admin/settings: the fields sent change, nothing else. Audited with the names
 * of the fields changed (not their values).
 */
export async function updatePlatformSettings(
  ctx: SystemContext,
  input: PlatformSettingsUpdate,
): Promise<PlatformSettings> {
  const db = ctx.database.unscoped();
  const changed = Object.keys(input).filter(
    (key) => input[key as keyof PlatformSettingsUpdate] !== undefined,
  );
  // Kysely leaves out the fields that are undefined.
  await db
    .updateTable('platform_settings')
    .set({ ...input, updated_at: new Date(), updated_by: ctx.principal.adminId })
    .where('id', '=', true)
    .execute();
  await ctx.audit({
    action: 'platform_settings.updated',
    resourceType: 'platform_settings',
    resourceId: changed.sort().join(','),
    outcome: 'success',
  });
  return readPlatformSettings(db);
}
