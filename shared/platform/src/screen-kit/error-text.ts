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
import englishTexts from '../messages/en.json';
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
 * details): the schemas word them in English for the API and its clients, and the platform's
 * English catalog holds the same words under `platform.field.*`. A page in another language finds
 * a rule's key by that English text and shows its translation. A rule missing from the catalog
 * reads in English (platform-catalog.test.ts checks the patient's forms are covered).
 */
let fieldKeys: ReadonlyMap<string, PlatformKey> | null = null;

/** The catalog's English rule texts, each with its key (read once, from the catalog itself). */
export function fieldKeyOf(message: string): PlatformKey | undefined {
  if (fieldKeys === null) {
    const english = platformCatalog.i18nFor(DEFAULT_LOCALE);
    fieldKeys = new Map(
      (Object.keys(englishTexts) as PlatformKey[])
        .filter((key) => key.startsWith('platform.field.'))
        .map((key) => [english._(key), key]),
    );
  }
  return fieldKeys.get(message);
}

/** A field's message in the page's language (English: as the schema or the server wrote it). */
export function fieldTextIn(t: Translate<PlatformKey>, locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const key = fieldKeyOf(message);
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
