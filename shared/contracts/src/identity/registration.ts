import { z } from 'zod';
import { Email, NewPassword, OptionalPersonName, Phone, PersonName, Username, Uuid } from './fields';

/** /register: a new clinic account, its first branch and its super admin, on the trial plan. */
export const ClinicRegistrationRequest = z
  .object({
    clinic_name: z.string().trim().min(2, 'Clinic name is required').max(160),
    branch_name: z.string().trim().max(160).default(''),
    timezone: z.string().trim().min(1).max(64).default('UTC'),
    first_name: PersonName,
    last_name: PersonName,
    username: Username,
    email: Email,
    phone: Phone.default(''),
    password: NewPassword,
    confirm_password: z.string(),
    accept_terms: z.literal(true, 'Accept the terms to create an account'),
  })
  .refine((value) => value.password === value.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type ClinicRegistrationRequest = z.input<typeof ClinicRegistrationRequest>;

export const ClinicRegistrationResponse = z.object({
  detail: z.string(),
  tenant_id: Uuid,
  clinic_id: Uuid,
  /** Where the e-mail verification went (the address the user typed). */
  email: z.string(),
});
export type ClinicRegistrationResponse = z.infer<typeof ClinicRegistrationResponse>;

/** What the invitation link shows before the person accepts it. */
export const InvitationPreview = z.object({
  email: z.string(),
  clinic_name: z.string(),
  role_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** /staff-register: accept an invitation. */
export const StaffRegistrationRequest = z
  .object({
    token: z.string().min(10).max(200),
    username: Username,
    first_name: PersonName,
    last_name: PersonName,
    password: NewPassword,
    confirm_password: z.string(),
  })
  .refine((value) => value.password === value.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type StaffRegistrationRequest = z.infer<typeof StaffRegistrationRequest>;

export const StaffInviteRequest = z.object({
  email: Email,
  first_name: OptionalPersonName.default(''),
  last_name: OptionalPersonName.default(''),
  role_id: Uuid,
  branch_ids: z.array(Uuid).min(1, 'Choose at least one branch').max(50),
});
export type StaffInviteRequest = z.input<typeof StaffInviteRequest>;
