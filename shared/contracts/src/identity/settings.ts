import { z } from 'zod';
import { CurrentPassword, NewPassword, PASSWORDS_MATCH, Phone, Uuid, passwordsMatch } from './fields';

/** Spec 7 /api/users/security-settings: two-factor state (read only here) and login alerts. */
export const SecuritySettings = z.object({
  two_factor_enabled: z.boolean(),
  two_factor_method: z.enum(['totp']).nullable(),
  recovery_codes_remaining: z.number().int(),
  login_notifications: z.boolean(),
  password_changed_at: z.string().nullable(),
  session_timeout_minutes: z.number().int(),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const SecuritySettingsUpdate = z.object({ login_notifications: z.boolean() });
export type SecuritySettingsUpdate = z.infer<typeof SecuritySettingsUpdate>;

/** Spec 7 /api/users/notification-settings: which events reach the user, and how. */
export const NotificationSettings = z.object({
  email_enabled: z.boolean(),
  in_app_enabled: z.boolean(),
  appointment_updates: z.boolean(),
  patient_messages: z.boolean(),
  billing_updates: z.boolean(),
  staff_updates: z.boolean(),
  security_alerts: z.boolean(),
  product_news: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email_enabled: true,
  in_app_enabled: true,
  appointment_updates: true,
  patient_messages: true,
  billing_updates: true,
  staff_updates: true,
  security_alerts: true,
  product_news: false,
};

export const NotificationSettingsUpdate = NotificationSettings.partial();

export const SessionTimeoutResponse = z.object({ session_timeout_minutes: z.number().int() });

const Location = z.object({ city: z.string(), region: z.string(), country: z.string() });

export const SessionSummary = z.object({
  id: Uuid,
  device: z.string(),
  browser: z.string(),
  platform: z.string(),
  ip_address: z.string().nullable(),
  location: Location,
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

/** Quality bar 9: turning two-factor on asks for the password again, as turning it off does. */
export const TwoFactorSetupRequest = z.object({
  method: z.enum(['totp', 'sms'], 'Choose a two-factor method'),
  phone_number: Phone.optional(),
  password: CurrentPassword,
});
export const TwoFactorSetupResponse = z.object({
  method: z.literal('totp'),
  /** The shared secret for manual entry (base32, grouped). */
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG of the QR code encoding otpauth_url. */
  qr_code_svg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const TwoFactorVerifyRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  method: z.literal('totp'),
});
export const TwoFactorVerifyResponse = z.object({
  enabled: z.literal(true),
  /** Shown once: each works instead of a code, one time. */
  recovery_codes: z.array(z.string()),
});
export type TwoFactorVerifyResponse = z.infer<typeof TwoFactorVerifyResponse>;

/** Turning two-factor off needs the password again (quality bar 9). */
export const TwoFactorDisableRequest = z.object({ password: CurrentPassword });

/** Spec 3 login notification: session, IP (null: the server knows it), user agent, device, location. */
export const LoginNotificationRequest = z.object({
  session_id: Uuid.nullable().optional(),
  ip_address: z.string().max(64).nullable().optional(),
  user_agent: z.string().max(1000).optional(),
  device_info: z
    .object({
      device: z.string().max(20),
      browser: z.string().max(20),
      platform: z.string().max(60),
      userAgent: z.string().max(200),
    })
    .partial()
    .optional(),
  location_info: z
    .object({ city: z.string().max(80), country: z.string().max(80), region: z.string().max(80) })
    .partial()
    .optional(),
});
export type LoginNotificationRequest = z.infer<typeof LoginNotificationRequest>;

export const LoginNotificationResponse = z.object({ recorded: z.literal(true), new_device: z.boolean() });

export const ChangePasswordRequest = z
  .object({ current_password: CurrentPassword, new_password: NewPassword, confirm_password: z.string() })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Clinic-wide settings a super admin controls (spec 4.2: the idle timeout; default 30 minutes). */
export const TenantSettings = z.object({ session_timeout_minutes: z.number().int() });
export type TenantSettings = z.infer<typeof TenantSettings>;
export const TenantSettingsUpdate = z
  .object({
    session_timeout_minutes: z
      .number()
      .int()
      .min(1, 'At least 1 minute')
      .max(480, 'At most 8 hours')
      .optional(),
  })
  .strict();
export type TenantSettingsUpdate = z.infer<typeof TenantSettingsUpdate>;
