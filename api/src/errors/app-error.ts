import type { ErrorCode } from '@clinio/contracts';

/** The one error type services throw. The handler turns it into `{ detail, code }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, code: ErrorCode, detail: string, extra: Record<string, unknown> = {}) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (detail: string) => new AppError(400, 'bad_request', detail);
export const unauthenticated = (detail = 'Authentication required') =>
  new AppError(401, 'unauthenticated', detail);
/**
 * The one 403: `permission_denied`, or `feature_locked` with the body that names the plan
 * (ADR 016). Never `new AppError(403, ...)` by hand.
 */
export const forbidden = (
  detail = 'You do not have permission to do this',
  options: { code?: 'permission_denied' | 'feature_locked'; extra?: Record<string, unknown> } = {},
) => new AppError(403, options.code ?? 'permission_denied', detail, options.extra);
/** Same body for "does not exist" and "belongs to another tenant" (quality bar 1). */
export const notFound = (detail = 'Not found') => new AppError(404, 'not_found', detail);

/** For services: the row, or the one 404 (same body whether missing or another tenant's). */
export function assertFound<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw notFound(`${what} not found`);
  return value;
}
export const conflict = (detail: string) => new AppError(409, 'conflict', detail);
export const serviceUnavailable = (
  detail = 'The service is temporarily unavailable. Please try again shortly.',
) => new AppError(503, 'service_unavailable', detail);
