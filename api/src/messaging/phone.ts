import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** A phone number as E.164 (`+15551234567`), or null when it is not a valid number. */
export function toE164(raw: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(raw, defaultCountry);
  return parsed !== undefined && parsed.isValid() ? parsed.number : null;
}

/** Whether an E.164 number is in the North American plan's US (10DLC rules apply). */
export function isUsNumber(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.country === 'US';
}
