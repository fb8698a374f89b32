import { z } from 'zod';
import { CurrentPassword, Uuid } from './fields';

export const SystemLoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: CurrentPassword,
});

export const AdminInfo = z.object({ id: Uuid, username: z.string(), email: z.string(), name: z.string() });
export type AdminInfo = z.infer<typeof AdminInfo>;

/** Spec 7: the system administrator's own token and admin_info; no refresh token. */
export const SystemLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  admin_info: AdminInfo,
});
export type SystemLoginResponse = z.infer<typeof SystemLoginResponse>;

export const VerifyTokenResponse = z.object({ valid: z.literal(true), admin_info: AdminInfo });
