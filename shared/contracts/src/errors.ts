import { z } from 'zod';

const FieldError = z.object({ field: z.string(), message: z.string() });

/**
 * Every non-2xx answer of the API has this body. Clients switch on `code`, never on `detail`.
 * Validation errors add `fields`; some codes add their own keys (e.g. the plan that unlocks a
 * locked feature).
 */
export const ApiErrorBody = z
  .object({
    detail: z.string(),
    code: z.string(),
    fields: z.array(FieldError).optional(),
  })
  .catchall(z.unknown());
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** A 400 with code `validation_error` says which fields failed and why. */
export const ValidationErrorBody = z.object({
  detail: z.string(),
  code: z.literal('validation_error'),
  fields: z.array(FieldError),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** The per-field messages of a validation error body, or an empty object for anything else. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const parsed = ValidationErrorBody.safeParse(body);
  if (!parsed.success) return {};
  const result: Record<string, string> = {};
  for (const { field, message } of parsed.data.fields) result[field] ??= message;
  return result;
}

/** The stable error codes of the API. New codes are added here, never invented in a handler. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthenticated',
  'permission_denied',
  'feature_locked',
  'not_found',
  'method_not_allowed',
  'conflict',
  /** A new patient looks like an existing record: the body lists `duplicates`; resend with `allow_duplicate`. */
  'possible_duplicate',
  /** Scheduling (ADR 036): the provider, or the room, already has a live appointment at that time. */
  'slot_taken',
  'room_taken',
  /** Scheduling: the appointment changed since the client read it (`version`); reload and retry. */
  'stale_appointment',
  /** Scheduling: occurrences that cannot be booked as asked; the body lists `occurrences` with their conflicts. */
  'booking_conflicts',
  /** Portal and waitlist (ADR 040): the time is not bookable online (notice, days ahead, hours, taken). */
  'slot_unavailable',
  /** Portal (ADR 040): the clinic's cancel notice has passed; the patient must call the clinic. */
  'notice_passed',
  /** Portal (ADR 050): the visit's type needs consents the patient has not signed, or that expired. */
  'consent_required',
  /** Waitlist (ADR 040): the offer's link was already used, declined or its hold expired. */
  'offer_closed',
  /** Billing (ADR 048): the Idempotency-Key was sent before with another body (422). */
  'idempotency_key_reused',
  /** Billing (ADR 048): the invoice's state does not allow this (issued, void, more than its balance). */
  'invoice_state',
  /** Billing: the card was declined or the payment provider refused the request. */
  'payment_failed',
  /** Integrations (ADR 055): the OAuth state is unknown, used, expired or another session's. */
  'oauth_state_invalid',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'upstream_failed',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

interface ErrorSource {
  status: number;
  statusText?: string | undefined;
  body?: unknown;
}

function readStringField(body: unknown, field: 'detail' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value === 'string' && value.trim() !== '') return value;
  // FastAPI-style validation details arrive as a list of { msg }.
  if (field === 'detail' && Array.isArray(value)) {
    const messages = value
      .map((item: unknown) =>
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>).msg : item,
      )
      .filter((msg): msg is string => typeof msg === 'string' && msg !== '');
    if (messages.length > 0) return messages.join('; ');
  }
  return undefined;
}

/**
 * Spec section 8: the message of a failed call is the server's detail, else its message, else the
 * status text, else 'HTTP error! status: {code}'.
 */
export function errorMessageFromResponse({ status, statusText, body }: ErrorSource): string {
  return (
    readStringField(body, 'detail') ??
    readStringField(body, 'message') ??
    (statusText !== undefined && statusText.trim() !== '' ? statusText : undefined) ??
    httpErrorMessage(status)
  );
}

/** The fixed text that consent, form and workflow calls show for any failure. */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

export type TracingStatus =
  | 'ok'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'already_exists'
  | 'failed_precondition'
  | 'resource_exhausted'
  | 'invalid_argument'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline_exceeded'
  | 'internal_error'
  | 'unknown_error';

/** Spec section 8: the span status recorded for an HTTP status. */
export function tracingStatusFromHttp(status: number): TracingStatus {
  if (status >= 200 && status < 400) return 'ok';
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 409:
      return 'already_exists';
    case 413:
      return 'failed_precondition';
    case 429:
      return 'resource_exhausted';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline_exceeded';
    default:
      break;
  }
  if (status >= 400 && status < 500) return 'invalid_argument';
  if (status >= 500 && status < 600) return 'internal_error';
  return 'unknown_error';
}
