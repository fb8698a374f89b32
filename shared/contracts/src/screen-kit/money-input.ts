import { minorUnitDigits } from './money';

/**
 * What a person types as an amount ('25', '25.5', '1,250.00') in minor units of `currency`, or
 * null when it is not an amount with at most the currency's digits. Exact: no float arithmetic.
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const clean = text.trim().replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(clean);
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * Minor units as the text a person edits: 2500 USD -> '25.00', or '25,00' for a reader of a
 * language that writes a decimal comma.
 */
export function amountText(amountMinor: number, currency: string, language = 'en'): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const whole = Math.floor(amountMinor / 10 ** digits);
  const mark = DECIMAL_COMMA.has(language) ? ',' : '.';
  return `${String(whole)}${mark}${String(amountMinor % 10 ** digits).padStart(digits, '0')}`;
}

/** The screen languages that write '1.250,50' rather than '1,250.50'. */
const DECIMAL_COMMA: ReadonlySet<string> = new Set(['es']);

/**
 * An amount typed in the screen's language: in Spanish '1.250,50' and '25,5' are 1250.50 and
 * 25.50 (a point groups thousands, a comma marks the decimals); otherwise as `parseAmount`.
 */
export function parseLocalAmount(text: string, currency: string, language: string): number | null {
  if (!DECIMAL_COMMA.has(language)) return parseAmount(text, currency);
  const parts = text.trim().replace(/\./g, '').split(',');
  return parts.length > 2 ? null : parseAmount(parts.join('.'), currency);
}
