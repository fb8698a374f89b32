import type {} from '@fastify/cookie';
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { forbidden, unauthenticated } from '../errors/app-error';
import type { Keys } from '../security/secrets';
import type { Audience } from './access-tokens';
import { safeEqual } from './opaque-tokens';

/** The refresh token also travels as an HttpOnly cookie, scoped to the API paths that use it. */
export const REFRESH_COOKIE: Record<'staff' | 'patient', { name: string; path: string }> = {
  staff: { name: 'clinio_refresh', path: '/api' },
  patient: { name: 'clinio_patient_refresh', path: '/api/patients' },
};

/**
 * Secure when the product's public address is https, and whenever the request itself arrived over
 * TLS: directly, or through a proxy of TRUST_PROXY that says so in X-Forwarded-Proto (Fastify
 * reads that header only from those addresses, so a client cannot switch it off or on).
 */
function isSecure(reply: FastifyReply, config: Config): boolean {
  return config.secureCookies || reply.request.protocol === 'https';
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  kind: 'staff' | 'patient',
  token: string,
): void {
  void reply.setCookie(REFRESH_COOKIE[kind].name, token, {
    path: REFRESH_COOKIE[kind].path,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(reply, config),
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config, kind: 'staff' | 'patient'): void {
  void reply.clearCookie(REFRESH_COOKIE[kind].name, {
    path: REFRESH_COOKIE[kind].path,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(reply, config),
  });
}

export function readRefreshCookie(request: FastifyRequest, kind: 'staff' | 'patient'): string | null {
  const value = request.cookies[REFRESH_COOKIE[kind].name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The CSRF token of a session: derived, so nothing is stored and it dies with the session. */
export function csrfTokenFor(keys: Keys, audience: Audience, sessionId: string): string {
  return createHmac('sha256', keys.csrf).update(`${audience}:${sessionId}`).digest('base64url');
}

export function assertCsrf(request: FastifyRequest, keys: Keys, audience: Audience, sessionId: string): void {
  const header = request.headers['x-csrf-token'];
  if (typeof header !== 'string' || !safeEqual(header, csrfTokenFor(keys, audience, sessionId))) {
    throw forbidden('Missing or invalid CSRF token');
  }
}

/** Quality bar 10: a state change carried by a cookie must come from our own pages. */
export function assertSameSiteOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const allowed = new Set([new URL(config.publicAppUrl).origin, ...config.corsOrigins]);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!allowed.has(origin)) throw forbidden('Cross-site request refused');
}

/** The answer to a refresh that cannot go on: the cookie is missing, does not match, or its session ended. */
export function refusedRefresh(): never {
  throw unauthenticated('Your session has ended. Please sign in again.');
}

/**
 * The refresh token a refresh call presents (spec 7, both audiences): the HttpOnly cookie, sent
 * from our own pages (quality bar 10), and the body's copy, when sent, equal to it. A token read
 * from storage by a script is not enough.
 */
export function presentedRefreshToken(
  request: FastifyRequest,
  config: Config,
  kind: 'staff' | 'patient',
  bodyToken: string | undefined,
): string {
  assertSameSiteOrigin(request, config);
  const cookie = readRefreshCookie(request, kind);
  if (cookie === null || (bodyToken !== undefined && !safeEqual(bodyToken, cookie))) refusedRefresh();
  return cookie;
}
