import { minorUnitDigits } from '@clinio/contracts';

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

/** Minor units as the text a person edits: 2500 USD -> '25.00'. */
export function amountText(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const whole = Math.floor(amountMinor / 10 ** digits);
  return `${String(whole)}.${String(amountMinor % 10 ** digits).padStart(digits, '0')}`;
}
