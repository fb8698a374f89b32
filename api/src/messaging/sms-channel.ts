import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../storage/write-atomically';
import { createDevelopmentA2p, createTwilioA2p, DEV_REVIEW_SECONDS, type A2pRegistry } from './a2p-registry';
import {
  createDevelopmentNumbers,
  createTwilioNumbers,
  type PhoneNumberProvider,
} from './phone-number-provider';
import { twilioAuthorization } from './twilio-rest';

export interface SmsMessage {
  /** Our message's id (the outbox names its file by it). */
  id: string;
  to: string;
  from: string;
  body: string;
  /** Where the provider reports this message's delivery status (signed). */
  statusCallback: string;
}

export interface SmsResult {
  providerId: string;
  /** The development outbox "delivers" at once; a provider reports it later by callback. */
  delivered: boolean;
}

/** A send the provider refused or that could not reach it; `retry` when trying again is safe. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsChannel {
  send(message: SmsMessage): Promise<SmsResult>;
  /** The numbers the clinic can buy, and buying and releasing them, at the same provider. */
  numbers: PhoneNumberProvider;
  /** US A2P 10DLC brand and campaign registration at the same provider (ADR 063). */
  a2p: A2pRegistry;
  /** Where messages go, for the start-up log (never the token). */
  describe(): string;
}

/**
 * A Twilio-style REST API (ADR 049): `POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded `To`, `From`, `Body`, `StatusCallback`, HTTP basic auth with the account's sid and
 * token; answers the message's `sid`. A refusal (4xx) is final, with the provider's code and
 * message as the reason; a 5xx, 429 or a connection refused before anything was sent is retried.
 */
export function createTwilioSms(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
}): SmsChannel {
  const base = options.apiUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  // Not twilioRest: a send that timed out may have gone, so only a refused connection is retried.
  const authorization = twilioAuthorization(options);
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            To: message.to,
            From: message.from,
            Body: message.body,
            StatusCallback: message.statusCallback,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        // Refused before a byte was sent: safe to try again. A timeout may have been accepted.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        throw new SmsSendError(`SMS provider unreachable (${code ?? 'timeout'})`, code === 'ECONNREFUSED');
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && typeof answer.sid === 'string') return { providerId: answer.sid, delivered: false };
      const reason = `Provider refused (${response.status}${answer.code ? `, ${answer.code}` : ''}): ${answer.message ?? response.statusText}`;
      throw new SmsSendError(reason.slice(0, 300), response.status >= 500 || response.status === 429);
    },
    numbers: createTwilioNumbers(options),
    a2p: createTwilioA2p(options),
    describe: () => `SMS API ${new URL(base).host}`,
  };
}

/**
 * No provider configured: each message is written to DATA_DIR/sms-outbox as JSON (to, from, body),
 * one file per send (time and message id), so a developer reads what was "sent" (README). It counts as
 * delivered at once.
 */
export function createOutboxSms(options: { dir: string; reviewSeconds?: number }): SmsChannel {
  return {
    async send(message) {
      await mkdir(options.dir, { recursive: true });
      const body = {
        id: message.id,
        to: message.to,
        from: message.from,
        body: message.body,
        sentAt: new Date(),
      };
      await writeAtomically(
        path.join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.json`),
        `${JSON.stringify(body, null, 2)}\n`,
      );
      return { providerId: `SMOUTBOX${randomUUID().replace(/-/g, '').slice(0, 24)}`, delivered: true };
    },
    numbers: createDevelopmentNumbers(),
    a2p: createDevelopmentA2p(options.reviewSeconds ?? DEV_REVIEW_SECONDS),
    describe: () => `development SMS outbox ${options.dir}`,
  };
}
