import { z } from 'zod';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../constants';
import { EMAIL_MAX_LENGTH } from '../marketing';
import { TRIAL_DAYS } from '../plans';

export const PLATFORM_SETTINGS_LIMITS = {
  trialDays: { min: 1, max: 365 },
  sessionTimeoutMinutes: { min: 1, max: 480 },
  maintenanceBannerMaxLength: 280,
} as const;

export const PLATFORM_SETTINGS_DEFAULTS = {
  default_trial_days: TRIAL_DAYS,
  support_email: '',
  maintenance_banner: '',
  default_session_timeout_minutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
} as const;

const Count = z.number().int();

/** GET /api/system-admin/settings. */
export const PlatformSettings = z.object({
  /** The length of a new clinic's trial. */
  default_trial_days: Count,
  /** Where clinics write for help; empty when not set. */
  support_email: z.string(),
  /** One line shown across the product while it is not empty. */
  maintenance_banner: z.string(),
  /** The idle timeout a new clinic starts with (each clinic may change its own). */
  default_session_timeout_minutes: Count,
  updated_at: z.string(),
  updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

const { trialDays, sessionTimeoutMinutes, maintenanceBannerMaxLength } = PLATFORM_SETTINGS_LIMITS;
const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number('Must be a number')
    .int('Must be a whole number')
    .min(min, `At least ${min} ${unit}`)
    .max(max, `At most ${max} ${unit}`);

/** PATCH /api/system-admin/settings: the fields sent change, nothing else. */
export const PlatformSettingsUpdate = z
  .object({
    default_trial_days: wholeNumber(trialDays.min, trialDays.max, 'days').optional(),
    support_email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address')], 'Enter a valid email address'))
      .optional(),
    maintenance_banner: z
      .string()
      .trim()
      .max(maintenanceBannerMaxLength, `At most ${maintenanceBannerMaxLength} characters`)
      // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Use one line of text without control characters')
      .optional(),
    default_session_timeout_minutes: wholeNumber(
      sessionTimeoutMinutes.min,
      sessionTimeoutMinutes.max,
      'minutes',
    ).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type PlatformSettingsUpdate = z.infer<typeof PlatformSettingsUpdate>;
