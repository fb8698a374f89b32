import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

function countryOf(country: string | null | undefined): CountryCode | null {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : null;
}

/**
 * A stored E.164 number as staff of a clinic in `country` read it: the national format for a
 * number of that country (`(555) 123-4567` in the US), the international one otherwise
 * (`+44 20 7946 0958`). '' stays ''; a value that is not a phone number is shown as it is.
 * Uses libphonenumber's small metadata: formatting needs no more, and the shell ships it.
 */
export function formatPhone(e164: string, country: string | null | undefined): string {
  const value = e164.trim();
  if (value === '') return '';
  const parsed = parsePhoneNumberFromString(value);
  if (parsed === undefined) return value;
  const home = countryOf(country);
  return home !== null && parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}
