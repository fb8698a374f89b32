import { z } from 'zod';
import {
  AccountLocale,
  CurrentPassword,
  Email,
  NewPassword,
  PASSWORDS_MATCH,
  Username,
  Uuid,
  passwordsMatch,
} from './fields';

/** Staff login: username or e-mail, and the password. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: CurrentPassword,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** When two-factor is on, the password alone yields this challenge instead of tokens. */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  method: z.literal('totp'),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

export const LoginResponse = z.union([TokenResponse, TwoFactorChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export function isTwoFactorChallenge(value: LoginResponse): value is TwoFactorChallenge {
  return 'two_factor_required' in value;
}

export const TwoFactorLoginRequest = z.object({
  challenge_token: z.string().min(1),
  /** A 6-digit code from the authenticator app, or a recovery code. */
  code: z.string().trim().min(6, 'Enter the 6-digit code').max(20),
});
export type TwoFactorLoginRequest = z.infer<typeof TwoFactorLoginRequest>;

/** The body may carry the refresh token (spec 7); otherwise the HttpOnly cookie is used. */
export const RefreshRequest = z.object({ refresh_token: z.string().min(1).max(200).optional() });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const CsrfResponse = z.object({ csrfToken: z.string() });

const PermissionRef = z.object({ name: z.string() });

/** Spec 3: the staff user profile as /api/me answers it. */
export const UserProfile = z.object({
  id: Uuid,
  user_id: Uuid,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A URL (relative to the API base address) or null when there is no picture. */
  profile_picture: z.string().nullable(),
  role: z.object({ id: Uuid, name: z.string(), permissions: z.array(PermissionRef) }),
  permissions: z.array(z.string()),
  subscription: z.object({ plan_name: z.string(), status: z.string() }),
  branch_id: Uuid.nullable(),
  tenant_id: Uuid,
  clinic_id: Uuid,
  clinic_name: z.string(),
  branches: z.array(z.object({ id: Uuid, name: z.string() })),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** The language chosen in My Settings, or null: the pages follow the browser (issue 22). */
  locale: AccountLocale.nullable().optional(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** PATCH /api/me: a new e-mail or password needs the current password (quality bar 9). */
export const UpdateMeRequest = z
  .object({
    username: Username.optional(),
    email: Email.optional(),
    first_name: z.string().trim().min(1).max(80).optional(),
    last_name: z.string().trim().min(1).max(80).optional(),
    new_password: NewPassword.optional(),
    current_password: CurrentPassword.optional(),
  })
  .refine(
    (value) =>
      (value.email === undefined && value.new_password === undefined) || value.current_password !== undefined,
    {
      message: 'Enter your current password to change your e-mail or password',
      path: ['current_password'],
    },
  );
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export const ForgotUsernameRequest = z.object({ email: Email });
export const ResetPasswordRequest = z
  .object({ token: z.string().min(10).max(200), new_password: NewPassword, confirm_password: z.string() })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const VerifyEmailRequest = z.object({ token: z.string().min(10).max(200) });
