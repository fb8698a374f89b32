import { parseErrorReportingDsn } from '@clinio/contracts';
import type { ErrorReport } from './error-event';

/** Sends error events somewhere, or nowhere when error reporting is not configured. */
export interface ErrorReporter {
  readonly isEnabled: boolean;
  send(event: ErrorReport): Promise<void>;
}

export const NO_ERROR_REPORTER: ErrorReporter = { isEnabled: false, send: () => Promise.resolve() };

export const ENVELOPE_CONTENT_TYPE = 'application/x-sentry-envelope';
const SDK = { name: 'clinio.shell', version: '1.0.0' };
/** Browsers refuse a keepalive request larger than 64 KiB; larger reports go without it. */
const KEEPALIVE_MAX_BYTES = 60_000;
const DEFAULT_BACKOFF_MS = 60_000;

/**
 * One event in Sentry's envelope format: the envelope header (event id, DSN, send time, SDK), the
 * item header (type 'event', its length in bytes) and the event as JSON, one per line.
 */
export function serializeEnvelope(event: ErrorReport, options: { dsn: string; sentAt: Date }): string {
  const payload = JSON.stringify(event);
  const header = {
    event_id: event.event_id,
    dsn: options.dsn,
    sent_at: options.sentAt.toISOString(),
    sdk: SDK,
  };
  const item = {
    type: 'event',
    length: new TextEncoder().encode(payload).length,
    content_type: 'application/json',
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}`;
}

/** How long a 429 asks us to wait: X-Sentry-Rate-Limits, else Retry-After, in milliseconds. */
function backoffOf(response: Response): number {
  const limits = response.headers.get('x-sentry-rate-limits');
  const retryAfter = response.headers.get('retry-after');
  const seconds = Number((limits ?? retryAfter ?? '').split(':')[0]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_BACKOFF_MS;
}

/**
 * The error-reporting adapter: POSTs each event as an envelope to the DSN's envelope endpoint
 * (ADR 019). Failures are swallowed (reporting must never break the page); a 429 pauses sending
 * for as long as the service asks.
 */
export function createEnvelopeReporter(options: {
  dsn: string;
  fetch?: typeof fetch;
  now?: () => number;
}): ErrorReporter {
  const target = parseErrorReportingDsn(options.dsn);
  if (target === null) {
    console.warn('[monitoring] the error-reporting DSN is not usable; error reporting is off');
    return NO_ERROR_REPORTER;
  }
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let pausedUntil = 0;
  return {
    isEnabled: true,
    async send(event) {
      if (now() < pausedUntil) return;
      const body = serializeEnvelope(event, { dsn: options.dsn, sentAt: new Date(now()) });
      try {
        const response = await send(target.envelopeUrl, {
          method: 'POST',
          headers: { 'Content-Type': ENVELOPE_CONTENT_TYPE },
          body,
          credentials: 'omit',
          keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES,
        });
        if (response.status === 429) pausedUntil = now() + backoffOf(response);
      } catch {
        // Offline or blocked: the report is lost, the page goes on.
      }
    },
  };
}
