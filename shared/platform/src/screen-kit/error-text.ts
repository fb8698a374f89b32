import {
  DEFAULT_LOCALE,
  formattingLocale,
  useLocale,
  useT,
  type Locale,
  type Translate,
} from '@clinio/design-system';
import { FIX_FIELDS_MESSAGE, UNKNOWN_MESSAGE } from '@clinio/contracts';
import { useMemo } from 'react';
import { ApiError } from '../api-error';
import { platformCatalog } from '../platform-catalog';

type PlatformKey = NonNullable<(typeof platformCatalog)['keys']>;

/**
 * Error codes whose meaning does not depend on the call (issue 22): the browser says them in the
 * reader's language. Codes that mean different things on different calls (`unauthenticated` is a
 * wrong password on sign-in and an ended session elsewhere) stay with the screen, which knows.
 */
const CODE_TEXTS: Readonly<Record<string, PlatformKey>> = {
  network_error: 'platform.error.network',
  slot_taken: 'platform.error.slotTaken',
  slot_unavailable: 'platform.error.slotUnavailable',
  notice_passed: 'platform.error.noticePassed',
  consent_required: 'platform.error.consentRequired',
  offer_closed: 'platform.error.offerClosed',
  rate_limited: 'platform.error.rateLimited',
  payment_failed: 'platform.error.paymentFailed',
  payload_too_large: 'platform.error.tooLarge',
  service_unavailable: 'platform.error.unavailable',
  upstream_failed: 'platform.error.upstream',
  internal_error: 'platform.error.internal',
};

/**
 * The field rules of the contracts a patient meets (sign-in, registration, recovery, contact
 * details), by their exact English text: the schemas word them in English for the API and its
 * clients, and a page in another language shows the catalog's text instead. A rule missing here
 * reads in English (platform-catalog.test.ts checks the patient's forms are covered).
 */
export const FIELD_TEXTS: Readonly<Record<string, PlatformKey>> = {
  Required: 'platform.field.required',
  'Username or email is required': 'platform.field.usernameOrEmailRequired',
  'Username is required': 'platform.field.usernameRequired',
  'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit':
    'platform.field.usernameShape',
  'Email is required': 'platform.field.emailRequired',
  'Email must be at most 254 characters': 'platform.field.emailTooLong',
  'Enter a valid email address': 'platform.field.emailInvalid',
  'Enter a valid e-mail address': 'platform.field.emailInvalidAlt',
  'Password is required': 'platform.field.passwordRequired',
  'Password is too long': 'platform.field.passwordTooLong',
  'Password must be at least 8 characters': 'platform.field.passwordTooShort',
  'Password must be at most 128 characters': 'platform.field.passwordOverMax',
  'Passwords do not match': 'platform.field.passwordsDiffer',
  'This password is too common; choose one that is harder to guess': 'platform.field.passwordCommon',
  'Password must not contain your username or e-mail name': 'platform.field.passwordHasName',
  'At most 40 characters': 'platform.field.max40',
  'At most 80 characters': 'platform.field.max80',
  'At most 100 characters': 'platform.field.max100',
  'At most 500 characters': 'platform.field.max500',
  'Use digits, spaces and + ( ) . - only': 'platform.field.phoneCharacters',
  'Enter a phone number using digits, spaces and + ( ) . - only': 'platform.field.phoneTyped',
  'Use the format YYYY-MM-DD': 'platform.field.dateFormat',
  'Enter a date between 1900 and today': 'platform.field.birthRange',
  'Choose English or Spanish': 'platform.field.localeChoice',
};

/** A field's message in the page's language (English: as the schema or the server wrote it). */
export function fieldTextIn(t: Translate<PlatformKey>, locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const key = FIELD_TEXTS[message];
  return key === undefined ? message : t(key);
}

/** The kit's own sentences, which reach the screen as English constants. */
const STANDARD_TEXTS: Readonly<Record<string, PlatformKey>> = {
  [FIX_FIELDS_MESSAGE]: 'platform.error.fixFields',
  [UNKNOWN_MESSAGE]: 'platform.error.unknown',
};

function listOf(value: unknown, locale: Locale): string {
  const items = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return new Intl.ListFormat(formattingLocale(locale), { type: 'conjunction' }).format(items);
}

/**
 * What a failed call says to the reader. In English: the server's `detail` (the spec's exact texts,
 * with their particulars). In another language: the catalog's text for the error's code, or for
 * the kit's standard sentence; the English detail only where the code has none.
 */
export function errorTextIn(
  t: Translate<PlatformKey>,
  locale: Locale,
  error: unknown,
  standard: string,
): string {
  if (locale === DEFAULT_LOCALE) return standard;
  const key = error instanceof ApiError && error.code !== null ? CODE_TEXTS[error.code] : undefined;
  if (key !== undefined) {
    const body: unknown = error instanceof ApiError ? error.response?.data : null;
    const consents =
      typeof body === 'object' && body !== null ? (body as { consents?: unknown }).consents : [];
    return t(key, { consents: listOf(consents, locale) });
  }
  const standardKey = STANDARD_TEXTS[standard];
  return standardKey === undefined ? standard : t(standardKey);
}

/** `errorTextIn` and `fieldTextIn` for the screen's language. */
export function useErrorText(): {
  errorText: (error: unknown, standard: string) => string;
  fieldText: (message: string) => string;
} {
  const t = useT(platformCatalog);
  const locale = useLocale();
  return useMemo(
    () => ({
      errorText: (error: unknown, standard: string) => errorTextIn(t, locale, error, standard),
      fieldText: (message: string) => fieldTextIn(t, locale, message),
    }),
    [t, locale],
  );
}
