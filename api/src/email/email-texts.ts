import { PRODUCT_NAME } from '@clinio/contracts';
import { fillText, type ApiLocale } from '../i18n/locale';
import english from './catalog/en.json';
import spanish from './catalog/es.json';

/**
 * The patient's e-mails in their language (issue 22): `{placeholder}` texts like the booking
 * page's, so the English catalog holds the texts every existing test reads.
 */
export type EmailTextKey = keyof typeof english;

// Spanish has every English key (the assignment) and nothing else (the constant), or it fails to compile.
const es: Record<EmailTextKey, string> = spanish;
type ExtraSpanishKeys = Exclude<keyof typeof spanish, EmailTextKey>;
export const SPANISH_HAS_NO_EXTRA_KEYS: [ExtraSpanishKeys] extends [never] ? true : false = true;

const TEXTS: Readonly<Record<ApiLocale, Readonly<Record<EmailTextKey, string>>>> = { en: english, es };

/** A text of the e-mail catalog, `{product}` always filled. */
export function emailText(
  locale: ApiLocale,
  key: EmailTextKey,
  values: Readonly<Record<string, string>> = {},
): string {
  return fillText(TEXTS[locale][key], { product: PRODUCT_NAME, ...values });
}

const DATE_TAGS: Readonly<Record<ApiLocale, string>> = { en: 'en-GB', es: 'es-ES' };

/**
 * A visit's time as an e-mail writes it, in the branch's zone and the reader's language:
 * "Tuesday 3 March 2026, 09:00" or "martes, 3 de marzo de 2026, 9:00".
 */
export function emailDateTime(instant: Date, timeZone: string, locale: ApiLocale = 'en'): string {
  return new Intl.DateTimeFormat(DATE_TAGS[locale], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
