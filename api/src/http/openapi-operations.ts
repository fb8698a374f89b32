import type { FastifySchema, RouteOptions } from 'fastify';
import { ApiErrorBody } from '@clinio/contracts';
import { z } from 'zod';
import { REFRESH_COOKIE } from '../auth/cookies';

/** The credentials an operation may take, as the OpenAPI document names them. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token of a staff, patient or system-administrator session (`POST /api/login`, ' +
      '`/api/patients/login`, `/api/system-auth/login`). Each operation accepts one audience; another is 403.',
  },
  staffRefreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE.staff.name,
    description: 'The HttpOnly refresh cookie of a staff session, exchanged for new tokens.',
  },
  patientRefreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE.patient.name,
    description: 'The HttpOnly refresh cookie of a patient session.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'The CSRF token of the session (`GET /api/csrf-token`, `GET /api/patients/csrf-token`).',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

/** What an operation takes, from the route's declared access (ADR 023). */
export function securityOf(route: Pick<RouteOptions, 'config' | 'method'>): SecurityRequirement[] {
  const { access, refreshCookie, csrf, signedFile } = route.config ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  // A signed URL is its own proof (no credential); without one, a staff bearer token.
  if (signedFile !== undefined) return [{}, { bearerAuth: [] }];
  if (access === undefined || access === 'public') {
    if (refreshCookie === 'staff') return [{ staffRefreshCookie: [] }];
    if (refreshCookie === 'patient') return [{ patientRefreshCookie: [] }];
    return [];
  }
  const bearer: SecurityRequirement = csrf ? { bearerAuth: [], csrfToken: [] } : { bearerAuth: [] };
  if (access !== 'patient_cookie') return [bearer];
  return [
    bearer,
    isChange(method) ? { patientRefreshCookie: [], csrfToken: [] } : { patientRefreshCookie: [] },
  ];
}

/**
 * The error answers every operation can give, from what the route declares: 400 when it
 * validates input, 401/403 when it takes credentials, 404 when its path names something, 429
 * when it is rate-limited, and 503 for all (draining or database outage, with Retry-After).
 * Statuses the route documents itself (409, 413…) are kept.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'config' | 'schema'>): number[] {
  const schema: FastifySchema = route.schema ?? {};
  const { access, refreshCookie, rateLimit, signedFile } = route.config ?? {};
  const statuses: number[] = [];
  if (schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined)
    statuses.push(400);
  const isGuarded = access !== undefined && access !== 'public';
  if (isGuarded || refreshCookie !== undefined || signedFile !== undefined) statuses.push(401, 403);
  if (schema.params !== undefined) statuses.push(404);
  if (rateLimit !== undefined && rateLimit !== false) statuses.push(429);
  statuses.push(503);
  return statuses;
}

const ERROR_MEANING: Record<number, string> = {
  400: 'The request is not valid: `validation_error` (with `fields`) or `bad_request`',
  401: 'No valid credentials, or the session has ended: `unauthenticated`',
  403: 'Not allowed for this caller: `permission_denied` or `feature_locked` (with the plan needed)',
  404: "Nothing with this id, or another tenant's (the same answer): `not_found`",
  409: 'The change conflicts with the current state: `conflict`',
  413: 'The body is too large: `payload_too_large`',
  415: 'The content type is not accepted: `unsupported_media_type`',
  429: 'Too many requests: `rate_limited`',
  503: 'Restarting or the database is unavailable: `service_unavailable`, with Retry-After',
};

/** An error answer as documented: always JSON `{ detail, code }`, whatever the success type. */
function errorResponse(status: number) {
  return {
    description: ERROR_MEANING[status] ?? 'The request was refused',
    content: { 'application/json': { schema: ApiErrorBody } },
  };
}

/** The 200 of a route that answers a file's bytes. */
function fileResponse(type: string) {
  return {
    description: `The file (${type})`,
    content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}

/** The route's schema as the document shows it: its security and every error answer. */
export function documentedSchema(route: Pick<RouteOptions, 'config' | 'schema' | 'method'>): FastifySchema {
  const schema = route.schema ?? {};
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = new Set([...errorStatusesOf(route), ...Object.keys(declared).map(Number)]);
  const errors = [...statuses].filter((status) => status >= 400).sort();
  const file = route.config?.signedFile;
  return {
    ...schema,
    security: securityOf(route),
    response: {
      ...(file === undefined ? {} : { 200: fileResponse(file) }),
      ...declared,
      ...Object.fromEntries(errors.map((status) => [status, errorResponse(status)])),
    },
  };
}
