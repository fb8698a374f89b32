import {
  PlatformSettingsUpdate,
  type PlatformSettings,
  type PlatformSettingsUpdate as SettingsUpdate,
} from '@clinio/contracts';
import type { CheckResult } from '@clinio/platform';

/** The form's fields as typed (numbers stay text until checked). */
export interface SettingsDraft {
  default_trial_days: string;
  support_email: string;
  maintenance_banner: string;
  default_session_timeout_minutes: string;
}

export function draftOf(settings: PlatformSettings): SettingsDraft {
  return {
    default_trial_days: String(settings.default_trial_days),
    support_email: settings.support_email,
    maintenance_banner: settings.maintenance_banner,
    default_session_timeout_minutes: String(settings.default_session_timeout_minutes),
  };
}

/** '' and non-numbers become NaN so the schema says "Must be a number". */
function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The PATCH body: only the fields that differ from what is saved, checked by the API's own schema
 * (a zod result, as useForm takes it); null when nothing changed.
 */
export function settingsChanges(
  saved: PlatformSettings,
  draft: SettingsDraft,
): CheckResult<SettingsUpdate | null> {
  const before = draftOf(saved);
  const changed: Record<string, unknown> = {};
  if (draft.default_trial_days !== before.default_trial_days) {
    changed.default_trial_days = toNumber(draft.default_trial_days);
  }
  if (draft.support_email.trim() !== before.support_email) changed.support_email = draft.support_email;
  if (draft.maintenance_banner.trim() !== before.maintenance_banner) {
    changed.maintenance_banner = draft.maintenance_banner;
  }
  if (draft.default_session_timeout_minutes !== before.default_session_timeout_minutes) {
    changed.default_session_timeout_minutes = toNumber(draft.default_session_timeout_minutes);
  }
  if (Object.keys(changed).length === 0) return { success: true, data: null };
  return PlatformSettingsUpdate.safeParse(changed);
}
