import { PHONE_TYPED_MESSAGE, phoneForCountryMessage } from '@clinio/contracts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** A phone number as typed, read in the clinic's country: E.164 to store, or the reason it cannot be. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; message: string };

const FALLBACK_COUNTRY: CountryCode = 'US';

/** The clinic's two-letter country, or the fallback when it has none (or one we cannot read). */
export function phoneCountryOf(country: string | null | undefined): CountryCode {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : FALLBACK_COUNTRY;
}

/**
 * Reads what a person typed (`(555) 123-4567`, `+44 20 7946 0958`, `0044 20…`) as a phone number of
 * `country` unless it carries its own country code; '' stays '' (no number). Valid numbers only:
 * a number with the wrong length for its country is refused with a message naming the format.
 */
export function readPhone(text: string, country: CountryCode): PhoneReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, e164: '' };
  if (!/^[+()0-9 .\-/]*$/.test(trimmed) || trimmed.replace(/\D/g, '').length < 4) {
    return { ok: false, message: PHONE_TYPED_MESSAGE };
  }
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(international, country);
  if (parsed === undefined || !parsed.isValid()) {
    return { ok: false, message: phoneForCountryMessage(country) };
  }
  return { ok: true, e164: parsed.number };
}

/** How staff of a clinic in `country` read a stored E.164 number: national format at home, else international. */
export function displayPhone(e164: string, country: CountryCode): string {
  if (e164 === '') return '';
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed === undefined) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
