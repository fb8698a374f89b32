import { randomBytes } from 'node:crypto';
import { twilioRest } from './twilio-rest';

/**
 * Numbers at the SMS provider (issue 18): search the ones for sale, buy one (its texts then come to
 * our inbound webhook), release one. Twilio's REST API, or a development stand-in that sells
 * fictional numbers (555-01xx), for the README's start.
 */
export interface AvailableNumber {
  e164: string;
  locality: string;
  region: string;
}

export interface NumberSearch {
  country: 'US' | 'CA';
  areaCode?: string | undefined;
  contains?: string | undefined;
}

export interface PhoneNumberProvider {
  search(query: NumberSearch): Promise<AvailableNumber[]>;
  /** Buys the number and points its incoming texts at `smsUrl`; answers the provider's id for it. */
  buy(e164: string, smsUrl: string): Promise<{ providerSid: string }>;
  release(providerSid: string): Promise<void>;
}

/** The provider refused or could not be reached; `reason` is safe to show (no credential in it). */
export class NumberProviderError extends Error {
  constructor(
    readonly reason: string,
    /** The provider said no (a number no longer for sale, say) rather than failing. */
    readonly refused: boolean,
  ) {
    super(reason);
    this.name = 'NumberProviderError';
  }
}

/** How many numbers one search answers. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * Twilio (ADR 049): `GET …/AvailablePhoneNumbers/{country}/Local.json?AreaCode=&Contains=&SmsEnabled=true`,
 * `POST …/IncomingPhoneNumbers.json` with `PhoneNumber` and `SmsUrl`, `DELETE
 * …/IncomingPhoneNumbers/{sid}.json`; HTTP basic auth with the account's sid and token.
 */
export function createTwilioNumbers(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
}): PhoneNumberProvider {
  const account = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const call = twilioRest(options, (message, refused) => new NumberProviderError(message, refused));
  return {
    async search(query) {
      const params = new URLSearchParams({ SmsEnabled: 'true', PageSize: String(SEARCH_PAGE_SIZE) });
      if (query.areaCode) params.set('AreaCode', query.areaCode);
      if (query.contains) params.set('Contains', query.contains);
      const answer = (await call(
        'GET',
        `${account}/AvailablePhoneNumbers/${query.country}/Local.json?${params.toString()}`,
      )) as { available_phone_numbers?: { phone_number?: string; locality?: string; region?: string }[] };
      return (answer.available_phone_numbers ?? []).flatMap((item) =>
        typeof item.phone_number === 'string'
          ? [{ e164: item.phone_number, locality: item.locality ?? '', region: item.region ?? '' }]
          : [],
      );
    },
    async buy(e164, smsUrl) {
      const answer = (await call(
        'POST',
        `${account}/IncomingPhoneNumbers.json`,
        new URLSearchParams({ PhoneNumber: e164, SmsUrl: smsUrl, SmsMethod: 'POST' }),
      )) as { sid?: string };
      if (typeof answer.sid !== 'string')
        throw new NumberProviderError('The SMS provider gave no number id', false);
      return { providerSid: answer.sid };
    },
    async release(providerSid) {
      await call('DELETE', `${account}/IncomingPhoneNumbers/${encodeURIComponent(providerSid)}.json`);
    },
  };
}

/**
 * No provider configured: numbers of the fictional 555-01xx range in the asked area code (860,
 * Hartford, by default), bought and released at once. Texts cannot reach them; the developer's
 * inbound test goes through the webhook (README).
 */
export function createDevelopmentNumbers(): PhoneNumberProvider {
  return {
    search(query) {
      const area = query.areaCode ?? '860';
      const all = Array.from(
        { length: 100 },
        (_unused, index) => `+1${area}55501${String(index).padStart(2, '0')}`,
      );
      const matching = query.contains
        ? all.filter((e164) => e164.slice(2).includes(query.contains ?? ''))
        : all;
      return Promise.resolve(
        matching.slice(0, SEARCH_PAGE_SIZE).map((e164) => ({
          e164,
          locality: 'Fictional (development)',
          region: query.country,
        })),
      );
    },
    buy() {
      return Promise.resolve({ providerSid: `PNDEV${randomBytes(15).toString('hex')}` });
    },
    release() {
      return Promise.resolve();
    },
  };
}
