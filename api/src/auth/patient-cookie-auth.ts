import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors/app-error';
import type { Services } from '../platform/services';
import type { AccessClaims } from './access-tokens';
import { assertCsrf, assertSameSiteOrigin, readRefreshCookie } from './cookies';
import { checkPatientSession, patientContext, type PatientContext } from './patient-guard';
import { findPatientSessionByRefreshToken } from './patient-tokens';

export type PatientCaller = PatientContext & { via: 'bearer' | 'cookie' };

type CallerDeps = Pick<Services, 'database' | 'config' | 'keys'>;

const isChange = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

async function fromCookie(deps: CallerDeps, request: FastifyRequest): Promise<PatientCaller> {
  const cookie = readRefreshCookie(request, 'patient');
  if (cookie === null) throw unauthenticated();
  const found = await findPatientSessionByRefreshToken(deps, cookie);
  if (found === null) throw unauthenticated('Your session has ended. Please sign in again.');
  if ('ended' in found) {
    throw unauthenticated(
      found.ended === 'idle_timeout'
        ? 'You were signed out after a period of inactivity.'
        : 'Your session has ended. Please sign in again.',
    );
  }
  // The cookie lookup proved the session is open; this records the activity like any request.
  const principal = await checkPatientSession(deps.database.app, deps.config, request, found);
  const caller: PatientCaller = { ...patientContext(deps.database, request, principal), via: 'cookie' };
  if (!isChange(request)) return caller;
  try {
    assertCsrf(request, deps.keys, 'patient', principal.sessionId);
  } catch (error) {
    await caller.audit({
      action: 'access.denied',
      resourceType: 'route',
      resourceId: request.routeOptions.url ?? null,
      outcome: 'denied',
    });
    throw error;
  }
  return caller;
}

/**
 * The patient behind a `patient_cookie` route (spec 7's clinic authorization and CSRF token, which
 * the browser calls without a bearer token), resolved by the request's authentication before the
 * body is read. `claims`: a verified patient bearer token, when one was sent; else the HttpOnly
 * patient refresh cookie is looked up (not rotated). Quality bar 10: always a same-site Origin; a
 * state change identified by the cookie also needs the session's CSRF token in X-CSRF-Token (a
 * bearer token is not ambient).
 */
export async function resolvePatientCaller(
  deps: CallerDeps,
  request: FastifyRequest,
  claims: AccessClaims | null,
): Promise<PatientCaller> {
  assertSameSiteOrigin(request, deps.config);
  if (claims === null) return fromCookie(deps, request);
  const principal = await checkPatientSession(deps.database.app, deps.config, request, {
    loginId: claims.sub,
    sessionId: claims.sid,
  });
  return { ...patientContext(deps.database, request, principal), via: 'bearer' };
}

/** The caller of a `patient_cookie` route, for its handler. */
export function patientCallerOf(request: FastifyRequest): PatientCaller {
  if (request.patientCaller === null) throw unauthenticated();
  return request.patientCaller;
}
