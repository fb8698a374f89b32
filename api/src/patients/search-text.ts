import { parseChartNumber } from '@clinio/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * What the patient search box holds (ADR 032), decided in plain TypeScript with no database: a
 * chart number, an e-mail, a date of birth in the clinic's format, phone digits or name tokens.
 * `search.ts` turns the answer into SQL; the benchmark (`pnpm bench`) and the export read it too.
 */

export type DateFormat = 'MDY' | 'DMY';

export type PatientSearch =
  /** Nothing to search (blank): the filtered list in the chosen order. */
  | { kind: 'none' }
  /** `P-000123`, `p123`: one chart number. */
  | { kind: 'chart'; chartNumber: number }
  /** Contains `@`: e-mail, lower case; from its start a prefix (typed so far), from `@` a substring. */
  | { kind: 'email'; email: string }
  /** A real calendar date, as YYYY-MM-DD. */
  | { kind: 'dob'; date: string }
  /** Phone digits; each alternative is matched on `phone_digits` by substring. */
  | { kind: 'phone'; digits: string[] }
  /** Name tokens folded like SQL `patient_fold`; every token must match, in any order. */
  | { kind: 'name'; tokens: string[] };

export interface NormaliseOptions {
  /** How the clinic writes dates (03/14/1985 is MDY, 14/03/1985 is DMY). Default MDY. */
  dateFormat?: DateFormat | undefined;
}

/**
 * Letters `unaccent` maps that Unicode decomposition leaves alone (ø, ł, ß, æ...): mirrored here so
 * that the TypeScript fold and `patient_fold` agree on them.
 */
const UNACCENT_EXTRAS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const EXTRAS = new RegExp(`[${Object.keys(UNACCENT_EXTRAS).join('')}]`, 'g');

/** `patient_fold` in TypeScript: lower case, accents removed, whitespace collapsed and trimmed. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(EXTRAS, (letter) => UNACCENT_EXTRAS[letter] ?? letter)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Countries whose people write the month first (03/14/1985). Everyone else: day first. */
const MONTH_FIRST = new Set(['US', 'PH', 'FM', 'MH', 'PW', 'BZ', 'GU', 'AS', 'MP', 'PR', 'VI', 'UM']);

/** The date format of a clinic in `country` (two letters; blank reads as the product default, MDY). */
export function dateFormatOf(country: string | null | undefined): DateFormat {
  const code = (country ?? '').trim().toUpperCase();
  return code === '' || MONTH_FIRST.has(code) ? 'MDY' : 'DMY';
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** `1985-03-14`, or `03/14/1985` / `14.03.1985` in the clinic's order; null when not a real date. */
export function readSearchDate(text: string, format: DateFormat): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!local) return null;
  const [first, second, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  return format === 'MDY' ? isoDate(year, first, second) : isoDate(year, second, first);
}

const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * The digit strings a typed phone number may be stored under. Stored numbers are E.164 (`phone_digits`
 * holds the country code and national number), so: the digits as typed; without a leading trunk
 * `0` (`020 7946 0958` -> `2079460958`); and, when the text names a country (`+44…`, `0044…`), its
 * national number alone (rows written before E.164, or typed with the wrong country code).
 */
function phoneAlternatives(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  const alternatives = new Set<string>([digits]);
  const international = text.startsWith('+') ? text : digits.startsWith('00') ? `+${digits.slice(2)}` : null;
  if (international !== null) {
    alternatives.delete(digits);
    const withCode = international.replace(/\D/g, '');
    alternatives.add(withCode);
    const parsed = parsePhoneNumberFromString(international);
    if (parsed !== undefined && parsed.nationalNumber.length >= 3) alternatives.add(parsed.nationalNumber);
  } else if (/^0[1-9]/.test(digits) && digits.length >= 4) {
    alternatives.add(digits.replace(/^0+/, ''));
  }
  return [...alternatives].filter((value) => value.length >= 3);
}

/**
 * What the search box holds, in order: a chart number, an e-mail, a date of birth, a phone number
 * (digits with + ( ) . - and spaces, at least 3 digits), else name tokens.
 */
export function normaliseSearch(text: string, opts: NormaliseOptions = {}): PatientSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };

  const chartNumber = parseChartNumber(trimmed);
  if (chartNumber !== null) return { kind: 'chart', chartNumber };

  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase().replace(/\s+/g, '') };

  const date = readSearchDate(trimmed, opts.dateFormat ?? 'MDY');
  if (date !== null) return { kind: 'dob', date };

  if (PHONE_TEXT.test(trimmed) && trimmed.replace(/\D/g, '').length >= 3) {
    const digits = phoneAlternatives(trimmed);
    if (digits.length > 0) return { kind: 'phone', digits };
  }

  // Commas and semicolons separate names ("Smith, John"); everything else is kept as SQL keeps it.
  const tokens = foldName(trimmed.replace(/[,;]+/g, ' '))
    .split(' ')
    .filter((token) => token !== '');
  // The same token twice adds nothing; keep at most 6 so a pasted paragraph stays cheap.
  const unique = [...new Set(tokens)].slice(0, 6);
  return unique.length === 0 ? { kind: 'none' } : { kind: 'name', tokens: unique };
}
