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
 * details): the schemas and the server word them in English for the API and its clients, and the
 * platform's English catalog holds the same words under `platform.field.*`. A page in another
 * language finds a rule's key by that English text and shows its translation. A rule with a value
 * inside ("… for {country}, …") is found by its text with the value in place, and the value is
 * passed on: a country code reads as the country's name in the page's language. A rule missing
 * from the catalog reads in English (platform-catalog.test.ts checks the patient's forms are
 * covered).
 */
interface FieldRules {
  exact: ReadonlyMap<string, PlatformKey>;
  templates: readonly { key: PlatformKey; pattern: RegExp; names: readonly string[] }[];
}
let fieldRules: FieldRules | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A compiled text with placeholders (Lingui's form: strings, and `[name]` for a plain value) as a
 * pattern with a group per value; null for a text with a plural or a select, which no rule uses.
 */
function templateOf(compiled: unknown): { pattern: RegExp; names: string[] } | null {
  if (!Array.isArray(compiled)) return null;
  const names: string[] = [];
  let pattern = '';
  for (const part of compiled as unknown[]) {
    if (typeof part === 'string') pattern += escapeRegExp(part);
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
      names.push(part[0]);
      pattern += '(.+?)';
    } else return null;
  }
  return { pattern: new RegExp(`^${pattern}$`), names };
}

/** The catalog's English rule texts, each with its key (read once, from the catalog itself). */
function rules(): FieldRules {
  if (fieldRules !== null) return fieldRules;
  const english = platformCatalog.i18nFor(DEFAULT_LOCALE);
  const exact = new Map<string, PlatformKey>();
  const templates: FieldRules['templates'][number][] = [];
  const compiled = englishTexts as Readonly<Record<string, unknown>>;
  for (const key of (Object.keys(englishTexts) as PlatformKey[]).filter((item) =>
    item.startsWith('platform.field.'),
  )) {
    const template = templateOf(compiled[key]);
    if (template === null) exact.set(english._(key), key);
    else templates.push({ key, ...template });
  }
  fieldRules = { exact, templates };
  return fieldRules;
}

/** The rule an English field message states, with the values inside it. */
function ruleOf(message: string): { key: PlatformKey; values: Record<string, string> } | undefined {
  const { exact, templates } = rules();
  const key = exact.get(message);
  if (key !== undefined) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match === null) continue;
    const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return { key: template.key, values };
  }
  return undefined;
}

/** The catalog key of an English field message, or undefined when the catalog lacks the rule. */
export function fieldKeyOf(message: string): PlatformKey | undefined {
  return ruleOf(message)?.key;
}

function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([formattingLocale(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A field's message in the page's language (English: as the schema or the server wrote it). The
 * server names the clinic after a rule when the patient's record is kept by several ("… (Demo
 * Family Clinic)"): the rule is translated and the name kept.
 */
export function fieldTextIn(t: Translate<PlatformKey>, locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const translated = (text: string) => {
    const rule = ruleOf(text);
    if (rule === undefined) return undefined;
    const values = { ...rule.values };
    if (values.country !== undefined) values.country = countryName(values.country, locale);
    return t(rule.key, values);
  };
  const whole = translated(message);
  if (whole !== undefined) return whole;
  const named = /^(.*) \(([^()]+)\)$/.exec(message);
  const rule = named === null ? undefined : translated(named[1] ?? '');
  return rule === undefined || named === null ? message : `${rule} (${named[2] ?? ''})`;
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
