import type * as PhoneLibraryModule from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useState } from 'react';

type PhoneLibrary = typeof PhoneLibraryModule;

let library: PhoneLibrary | null = null;
let loading: Promise<PhoneLibrary> | null = null;

/**
 * Loads libphonenumber (small metadata, ~27 KB gzipped) in its own chunk. The platform is shared
 * whole and loaded with the shell, so a static import would put it on the first load of every
 * page; only screens that show phone numbers need it.
 */
export function loadPhoneFormatting(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then((module) => {
    library = module;
    return module;
  });
  return loading.then(() => undefined);
}

function countryOf(country: string | null | undefined): CountryCode | null {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : null;
}

/**
 * A stored E.164 number as staff of a clinic in `country` read it: the national format for a
 * number of that country (`(202) 555-0143` in the US), the international one otherwise
 * (`+44 20 7946 0958`). '' stays ''; a value that is not a phone number is shown as it is, and so
 * is every number until the formatter has loaded (`usePhoneFormat` renders again once it has).
 */
export function formatPhone(e164: string, country: string | null | undefined): string {
  const value = e164.trim();
  if (value === '' || library === null) return value;
  const parsed = library.parsePhoneNumberFromString(value);
  if (parsed === undefined) return value;
  const home = countryOf(country);
  return home !== null && parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}

/** `formatPhone` for a component: loads the formatter once and renders the component again when it is there. */
export function usePhoneFormat(): typeof formatPhone {
  const [, setLoaded] = useState(library !== null);
  useEffect(() => {
    if (library !== null) return undefined;
    let isMounted = true;
    void loadPhoneFormatting().then(() => {
      if (isMounted) setLoaded(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return formatPhone;
}
