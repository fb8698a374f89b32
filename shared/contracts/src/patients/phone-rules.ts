/**
 * The server's rules for a typed phone number (api/src/patients/phone.ts reads it in the clinic's
 * country): their English words, which the platform's catalog holds too, so a patient's page in
 * another language can say them (ADR 060).
 */
export const PHONE_TYPED_MESSAGE = 'Enter a phone number using digits, spaces and + ( ) . - only';

/** A number that is not valid in `country` (a two-letter code) and carries no country code. */
export function phoneForCountryMessage(country: string): string {
  return `Enter a valid phone number for ${country}, or start with + and the country code`;
}
