/** The number of minor units in one major unit of `currency` (2 for USD, 0 for JPY, 3 for KWD). */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export interface MoneyOptions {
  /** Integer minor units (cents): money is never a float on the wire. */
  amountMinor: number;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
  /** Defaults to the browser's (or server's) own locale. */
  locale?: string | undefined;
}

/** 12345 USD -> '$123.45'; 500 JPY -> '¥500'; a value that is not a whole number -> '—'. */
export function formatMoney({ amountMinor, currency, locale }: MoneyOptions): string {
  if (!Number.isSafeInteger(amountMinor)) return '—';
  let digits: number;
  try {
    digits = minorUnitDigits(currency);
  } catch {
    return '—';
  }
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(amountMinor / 10 ** digits);
}
