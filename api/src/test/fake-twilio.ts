import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the fake provider accepted, as it arrived. */
export interface FakeSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
}

/** A number the fake provider sold, with where its texts go. */
export interface FakeOwnedNumber {
  sid: string;
  e164: string;
  smsUrl: string;
  released: boolean;
}

/** One resource the fake made through the 10DLC registration API (TrustHub and Messaging). */
export interface FakeRegistration {
  sid: string;
  /** The collection it was posted to, e.g. `/v1/CustomerProfiles` or `/v1/Services/MG…/PhoneNumbers`. */
  path: string;
  /** The form as posted (repeated fields, such as MessageSamples, in order). */
  fields: Record<string, string[]>;
  /** BrandRegistrations: PENDING, APPROVED, FAILED; Usa2p campaigns: PENDING, VERIFIED, FAILED. */
  status: string;
  failureReason: string | null;
}

export interface FakeTwilio {
  /** Every registration resource made, in order (brand steps, services, numbers, campaigns). */
  registrations: FakeRegistration[];
  /** Sets the review outcome of a brand (BN…) or campaign (QE…). */
  review(sid: string, status: string, failureReason?: string): void;
  /** Answers the next registration POSTs with this HTTP status and Twilio error instead. */
  refuseNextRegistration(status: number, code: number, message: string): void;
  /** Numbers bought through `IncomingPhoneNumbers.json`, released ones kept and marked. */
  owned: FakeOwnedNumber[];
  /** The numbers for sale (SMS-capable, local), as `AvailablePhoneNumbers` lists them. */
  forSale: { e164: string; locality: string; region: string }[];
  /** The API's base URL (SMS_API_URL). */
  url: string;
  accountSid: string;
  authToken: string;
  /** The API's settings pointed at this server (SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN). */
  env: Record<'SMS_API_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN', string>;
  sent: FakeSms[];
  /** Answers the next sends with this HTTP status and Twilio error body instead of accepting. */
  refuseNext(status: number, code: number, message: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local server answering the part of Twilio's REST API the SMS adapter uses (ADR 049): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the
 * account's sid and auth token; 201 with the message resource (`sid`, `status: queued`), 401 on a
 * wrong credential, 400 with Twilio's `{ code, message, more_info, status }` on a refusal. And the
 * numbers: `GET …/AvailablePhoneNumbers/US/Local.json` (AreaCode, Contains, PageSize), `POST
 * …/IncomingPhoneNumbers.json` (PhoneNumber, SmsUrl; 21422 when it is not for sale) and `DELETE
 * …/IncomingPhoneNumbers/{sid}.json` (204).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const sent: FakeSms[] = [];
  const owned: FakeOwnedNumber[] = [];
  const forSale = ['0142', '0143', '0144'].map((last) => ({
    e164: `+1860555${last}`,
    locality: 'Hartford',
    region: 'CT',
  }));
  const refusals: { status: number; code: number; message: string }[] = [];
  const registrations: FakeRegistration[] = [];
  const registrationRefusals: { status: number; code: number; message: string }[] = [];
  const PREFIX: [RegExp, string][] = [
    [/^\/v1\/CustomerProfiles$/, 'BU'],
    [/^\/v1\/TrustProducts$/, 'BU'],
    [/^\/v1\/EndUsers$/, 'IT'],
    [/^\/v1\/(CustomerProfiles|TrustProducts)\/BU[0-9a-f]{32}\/EntityAssignments$/, 'BV'],
    [/^\/v1\/a2p\/BrandRegistrations$/, 'BN'],
    [/^\/v1\/Services$/, 'MG'],
    [/^\/v1\/Services\/MG[0-9a-f]{32}\/PhoneNumbers$/, 'PN'],
    [/^\/v1\/Services\/MG[0-9a-f]{32}\/Compliance\/Usa2p$/, 'QE'],
  ];
  /** TrustHub and Messaging resources (ADR 063); answers true when the request was one of them. */
  const registration = (
    method: string,
    url: URL,
    raw: string,
    answer: (status: number, body: unknown) => void,
  ): boolean => {
    if (!url.pathname.startsWith('/v1/')) return false;
    if (method === 'POST') {
      const refusal = registrationRefusals.shift();
      if (refusal) {
        answer(refusal.status, { ...refusal, more_info: 'https://www.twilio.com/docs/errors' });
        return true;
      }
      const form = new URLSearchParams(raw);
      const fields: Record<string, string[]> = {};
      for (const [name, value] of form) (fields[name] ??= []).push(value);
      const made = PREFIX.find(([pattern]) => pattern.test(url.pathname));
      if (made === undefined) {
        // An update of a bundle (Status=pending-review): the resource must exist.
        const bundle = /^\/v1\/(CustomerProfiles|TrustProducts)\/(BU[0-9a-f]{32})$/.exec(url.pathname);
        const known = bundle && registrations.find((item) => item.sid === bundle[2]);
        if (!known) {
          answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
          return true;
        }
        known.status = form.get('Status') ?? known.status;
        answer(200, { sid: known.sid, status: known.status });
        return true;
      }
      if (made[1] === 'QE') {
        const brand = registrations.find((item) => item.sid === form.get('BrandRegistrationSid'));
        if (brand?.status !== 'APPROVED') {
          answer(400, {
            code: 21717,
            message: 'Brand Registration SID for US A2P Campaign Use Case is Not Registered or Not Valid',
            status: 400,
          });
          return true;
        }
      }
      const sid = `${made[1]}${randomBytes(16).toString('hex')}`;
      const status = made[1] === 'BN' || made[1] === 'QE' ? 'PENDING' : 'draft';
      registrations.push({ sid, path: url.pathname, fields, status, failureReason: null });
      answer(201, { sid, account_sid: accountSid, status, campaign_status: status });
      return true;
    }
    const fetched = /\/(BN[0-9a-f]{32}|QE[0-9a-f]{32})$/.exec(url.pathname);
    const known = fetched && registrations.find((item) => item.sid === fetched[1]);
    if (method !== 'GET' || !known) {
      answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      return true;
    }
    if (known.sid.startsWith('BN'))
      answer(200, { sid: known.sid, status: known.status, failure_reason: known.failureReason });
    else
      answer(200, {
        sid: known.sid,
        campaign_status: known.status,
        errors: known.failureReason ? [{ code: 30896, description: known.failureReason }] : [],
      });
    return true;
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      const account = `/2010-04-01/Accounts/${accountSid}`;
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.headers.authorization !== expected) {
        answer(401, { code: 20003, message: 'Authenticate', status: 401 });
        return;
      }
      if (registration(request.method ?? 'GET', url, raw, answer)) return;
      if (request.method === 'GET' && url.pathname === `${account}/AvailablePhoneNumbers/US/Local.json`) {
        const area = url.searchParams.get('AreaCode');
        const contains = url.searchParams.get('Contains');
        const listed = forSale
          .filter((item) => area === null || item.e164.startsWith(`+1${area}`))
          .filter((item) => contains === null || item.e164.slice(2).includes(contains))
          .slice(0, Number(url.searchParams.get('PageSize') ?? 50));
        answer(200, {
          available_phone_numbers: listed.map((item) => ({
            friendly_name: item.e164,
            phone_number: item.e164,
            locality: item.locality,
            region: item.region,
            iso_country: 'US',
            capabilities: { voice: true, SMS: true, MMS: true },
          })),
          uri: url.pathname,
        });
        return;
      }
      if (request.method === 'POST' && url.pathname === `${account}/IncomingPhoneNumbers.json`) {
        const form = new URLSearchParams(raw);
        const e164 = form.get('PhoneNumber') ?? '';
        const index = forSale.findIndex((item) => item.e164 === e164);
        if (index < 0) {
          answer(400, { code: 21422, message: 'PhoneNumber requested is not available', status: 400 });
          return;
        }
        forSale.splice(index, 1);
        const sid = `PN${randomBytes(16).toString('hex')}`;
        owned.push({ sid, e164, smsUrl: form.get('SmsUrl') ?? '', released: false });
        answer(201, { sid, phone_number: e164, account_sid: accountSid, sms_url: form.get('SmsUrl') });
        return;
      }
      const releasing = /^\/2010-04-01\/Accounts\/[^/]+\/IncomingPhoneNumbers\/([^/]+)\.json$/.exec(
        url.pathname,
      );
      if (request.method === 'DELETE' && releasing && url.pathname.startsWith(account)) {
        const number = owned.find((item) => item.sid === releasing[1] && !item.released);
        if (number === undefined) {
          answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
          return;
        }
        number.released = true;
        response.writeHead(204).end();
        return;
      }
      if (request.method !== 'POST' || url.pathname !== `${account}/Messages.json`) {
        answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        return;
      }
      const refusal = refusals.shift();
      if (refusal) {
        answer(refusal.status, { ...refusal, more_info: 'https://www.twilio.com/docs/errors' });
        return;
      }
      const form = new URLSearchParams(raw);
      const sid = `SM${randomBytes(16).toString('hex')}`;
      sent.push({
        sid,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback') ?? '',
      });
      answer(201, {
        sid,
        status: 'queued',
        to: form.get('To'),
        from: form.get('From'),
        account_sid: accountSid,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    accountSid,
    authToken,
    env: { SMS_API_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken },
    sent,
    owned,
    forSale,
    registrations,
    review(sid, status, failureReason) {
      const known = registrations.find((item) => item.sid === sid);
      if (known === undefined) throw new Error(`No registration ${sid}`);
      known.status = status;
      known.failureReason = failureReason ?? null;
    },
    refuseNextRegistration(status, code, message) {
      registrationRefusals.push({ status, code, message });
    },
    refuseNext(status, code, message, times = 1) {
      for (let index = 0; index < times; index += 1) refusals.push({ status, code, message });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
