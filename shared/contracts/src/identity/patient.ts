import { z } from 'zod';
import { TokenResponse } from './auth';
import {
  AccountLocale,
  CurrentPassword,
  Email,
  NewPassword,
  Phone,
  PersonName,
  Username,
  Uuid,
} from './fields';

export const PatientLoginRequest = z.object({
  /** Username or e-mail. */
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: CurrentPassword,
});
export type PatientLoginRequest = z.infer<typeof PatientLoginRequest>;

export const PatientClinic = z.object({
  clinic_id: Uuid,
  clinic_name: z.string(),
  patient_id: Uuid,
  authorized_at: z.string(),
});
export type PatientClinic = z.infer<typeof PatientClinic>;

/** Spec 3: patient session data: patient_id plus profile fields, and the synthetic role. */
export const PatientProfile = z.object({
  id: Uuid,
  patient_id: Uuid,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  email_verified: z.boolean(),
  role: z.object({ name: z.literal('Patient'), permissions: z.array(z.string()) }),
  clinics: z.array(PatientClinic),
  /** The language chosen in the portal, or null: the pages follow the browser (issue 22). */
  locale: AccountLocale.nullable().optional(),
});
export type PatientProfile = z.infer<typeof PatientProfile>;

/** Patient sign-in and registration answer the tokens and the profile (stored as patientData). */
export const PatientSessionResponse = TokenResponse.extend({ patient: PatientProfile });
export type PatientSessionResponse = z.infer<typeof PatientSessionResponse>;

export const PatientRegistrationRequest = z
  .object({
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    username: Username,
    phone_number: Phone.default(''),
    date_of_birth: z.iso
      .date('Use the format YYYY-MM-DD')
      .refine(
        (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
        'Enter a date between 1900 and today',
      )
      .optional(),
    password: NewPassword,
    confirm_password: z.string(),
  })
  .refine((value) => value.password === value.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type PatientRegistrationRequest = z.input<typeof PatientRegistrationRequest>;

/** The clinic's authorization code; clinic_id may be left out when the code is all the patient has. */
export const AuthorizeClinicRequest = z.object({
  auth_code: z
    .string()
    .trim()
    .min(4, 'Enter the clinic code')
    .max(40)
    .transform((code) => code.toUpperCase()),
  clinic_id: Uuid.optional(),
});
export type AuthorizeClinicRequest = z.input<typeof AuthorizeClinicRequest>;

export const AuthorizeClinicResponse = PatientClinic;
export type AuthorizeClinicResponse = z.infer<typeof AuthorizeClinicResponse>;
