import { randomUUID } from 'node:crypto';
import type { LoggerOptions } from 'pino';

/** Fields that never reach a log line: credentials and the patient fields of the product. */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'token',
  'access_token',
  'refresh_token',
  'csrfToken',
  'secret',
  'totp',
  'code',
  'email',
  'phone',
  'phone_number',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'date_of_birth',
  'dateOfBirth',
  'address',
  'notes',
  'patient_signature',
  'consent_text',
  'consent_text_es',
  'translations',
];

const SENSITIVE = new Set(SENSITIVE_KEYS.map((key) => key.toLowerCase()));
const MAX_DEPTH = 6;
/** Keys with a serializer of their own below (it decides what is safe to write). */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * A copy of a log object with every sensitive key's value replaced, at any depth. It runs only
 * when a line is actually written (pino's `formatters.log`), so disabled levels cost nothing.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  if (value instanceof Error) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (depth === 0 && SERIALIZED.has(key)) copy[key] = entry;
    else copy[key] = SENSITIVE.has(key.toLowerCase()) ? '[redacted]' : redactForLog(entry, depth + 1);
  }
  return copy;
}

/** Query parameters whose values are safe to log; every other value becomes '[redacted]'. */
const SAFE_QUERY_KEYS = new Set([
  'page',
  'tab',
  'view',
  'filter',
  'sort',
  'limit',
  'skip',
  '_t',
  'active_only',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE = /^[A-Za-z0-9_-]{24,}$/;

/** Ids stay (they help debugging and are not secrets); token-like path segments do not. */
function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) ? '[redacted]' : segment))
    .join('/');
}

/** A URL for the log: the path, and query values only where they cannot carry patient data. */
export function redactUrl(url: string): string {
  const [rawPath, query] = url.split('?', 2);
  const path = redactPath(rawPath ?? '');
  if (query === undefined || query === '') return path;
  const params = new URLSearchParams(query);
  const kept = [...params.entries()].map(
    ([key, value]) =>
      `${encodeURIComponent(key)}=${SAFE_QUERY_KEYS.has(key) ? encodeURIComponent(value) : '[redacted]'}`,
  );
  return `${path}?${kept.join('&')}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed X-Request-Id from a proxy, or makes a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Errors keep what helps debugging and drop what may carry data: PostgreSQL puts row values in
 * `detail`, and query parameters must never be logged.
 */
export function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, constraint, table } = error as Error & {
    code?: unknown;
    constraint?: unknown;
    table?: unknown;
  };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(constraint !== undefined ? { constraint } : {}),
    ...(table !== undefined ? { table } : {}),
    stack: error.stack ?? '',
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => redactForLog(object) as Record<string, unknown> },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        requestId: request.id,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
