import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../marketing';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

/** Field rules shared by every identity form and the API. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{2,39}$/;

export const Username = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .regex(
    USERNAME_PATTERN,
    'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  );

export const Email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

/** A password being set: length only here; the server adds the common-password and name checks. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked: never trimmed or truncated; bounded only against abuse. */
export const CurrentPassword = z.string().min(1, 'Password is required').max(1024, 'Password is too long');

export const PersonName = z.string().trim().min(1, 'Required').max(80, 'At most 80 characters');
export const OptionalPersonName = z.string().trim().max(80, 'At most 80 characters');
export const Phone = z
  .string()
  .trim()
  .max(40, 'At most 40 characters')
  .regex(/^[+()0-9 .-]*$/, 'Use digits, spaces and + ( ) . - only');

export const Uuid = z.uuid('Must be an id');

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a URL can be a record's id: a screen asks the server only then (anything
 * else is "not found", or a filter left out, without a call). The shape only; the server checks it.
 */
export const isUuid = (value: string): boolean => UUID_SHAPE.test(value);

/** The generic answer of calls that must not reveal whether an account exists. */
export const AcceptedResponse = z.object({ detail: z.string() });
export type AcceptedResponse = z.infer<typeof AcceptedResponse>;

/** A refinement for forms with new_password and confirm_password. */
export function passwordsMatch(value: { new_password: string; confirm_password: string }): boolean {
  return value.new_password === value.confirm_password;
}
export const PASSWORDS_MATCH = { message: 'Passwords do not match', path: ['confirm_password'] };

/**
 * The languages the product ships (issue 22): an account's own choice of language, which its
 * pages and the e-mails sent to it follow. The design system's `SUPPORTED_LOCALES` is this list.
 */
export const ACCOUNT_LOCALES = ['en', 'es'] as const;
export const AccountLocale = z.enum(ACCOUNT_LOCALES, { error: 'Choose English or Spanish' });
export type AccountLocale = z.infer<typeof AccountLocale>;

/** PUT /api/patients/profile/language and PUT /api/users/language. */
export const AccountLanguageRequest = z.object({ locale: AccountLocale });
export type AccountLanguageRequest = z.infer<typeof AccountLanguageRequest>;
