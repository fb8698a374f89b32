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

export interface FakeTwilio {
  /** The API's base URL (SMS_API_URL). */
  url: string;
  accountSid: string;
  authToken: string;
  sent: FakeSms[];
  /** Answers the next sends with this HTTP status and Twilio error body instead of accepting. */
  refuseNext(status: number, code: number, message: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local server answering the part of Twilio's REST API the SMS adapter uses (ADR 049): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the
 * account's sid and auth token; 201 with the message resource (`sid`, `status: queued`), 401 on a
 * wrong credential, 400 with Twilio's `{ code, message, more_info, status }` on a refusal.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const sent: FakeSms[] = [];
  const refusals: { status: number; code: number; message: string }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        return;
      }
      if (request.headers.authorization !== expected) {
        answer(401, { code: 20003, message: 'Authenticate', status: 401 });
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
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    sent,
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
