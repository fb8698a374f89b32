import type { FastifyRequest } from 'fastify';
import { anonymousActor, writeAudit, writePlatformAudit, type AuditActor } from '../audit/audit';
import { AppError, unauthenticated } from '../errors/app-error';
import type { Services } from '../platform/services';
import { verifyAccessToken, type AccessClaims } from './access-tokens';
import { assertCsrf, assertSameSiteOrigin, readRefreshCookie } from './cookies';
import { checkPatientSession, patientContext, type PatientContext } from './patient-guard';
import { findPatientSessionByRefreshToken } from './patient-tokens';
import { bearerToken } from './request-auth';

/** Same record as the global check writes for a token of the wrong kind (quality bar 13). */
async function auditWrongKind(
  services: Services,
  request: FastifyRequest,
  claims: AccessClaims,
): Promise<void> {
  const actor: AuditActor = {
    ...anonymousActor(request),
    type: claims.aud === 'staff' ? 'staff' : 'system_admin',
    id: claims.sub,
    sessionId: claims.sid,
  };
  const event = {
    action: 'access.denied',
    resourceType: 'route',
    resourceId: request.routeOptions.url ?? null,
    outcome: 'denied' as const,
  };
  const tenantId = claims.tid;
  try {
    if (tenantId !== null) {
      await services.database.withTenant(tenantId, (tx) => writeAudit(tx, tenantId, actor, event));
    } else {
      await writePlatformAudit(services.database.app, actor, event);
    }
  } catch (error) {
    // The refusal stands even if its record cannot be written (e.g. a tenant since deleted).
    request.log.error({ err: error }, 'could not audit a refused request');
  }
}

export type PatientCaller = PatientContext & { via: 'bearer' | 'cookie' };

/**
 * The patient behind a call that the spec makes without a bearer token (clinic authorization):
 * a patient bearer token when one is sent, else the HttpOnly patient refresh cookie (looked up,
 * not rotated). These routes are `access: 'public'` for the global preHandler, so the bearer is
 * verified here with the same rules: bad or expired → 401, another audience → 403.
 */
export async function resolvePatientCaller(
  services: Services,
  request: FastifyRequest,
): Promise<PatientCaller> {
  const { database, config, keys } = services;
  const bearer = bearerToken(request);
  if (bearer !== null) {
    const result = await verifyAccessToken(keys.accessToken, bearer);
    if (!result.ok) {
      throw unauthenticated(
        result.reason === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'Invalid access token',
      );
    }
    if (result.claims.aud !== 'patient') {
      await auditWrongKind(services, request, result.claims);
      throw new AppError(403, 'permission_denied', 'This is not available to your kind of account');
    }
    const principal = await checkPatientSession(database.app, config, request, {
      loginId: result.claims.sub,
      sessionId: result.claims.sid,
    });
    return { ...patientContext(database, request, principal), via: 'bearer' };
  }
  const cookie = readRefreshCookie(request, 'patient');
  if (cookie === null) throw unauthenticated();
  const found = await findPatientSessionByRefreshToken(services, cookie);
  if (found === null) throw unauthenticated('Your session has ended. Please sign in again.');
  if ('ended' in found) {
    throw unauthenticated(
      found.ended === 'idle_timeout'
        ? 'You were signed out after a period of inactivity.'
        : 'Your session has ended. Please sign in again.',
    );
  }
  // The cookie lookup proved the session is open; this records the activity like any request.
  const principal = await checkPatientSession(database.app, config, request, found);
  return { ...patientContext(database, request, principal), via: 'cookie' };
}

/**
 * Quality bar 10 for a state change: always a same-site Origin; when the caller was identified by
 * the cookie, also the session's CSRF token in X-CSRF-Token (a bearer token is not ambient).
 */
export async function resolvePatientCallerForChange(
  services: Services,
  request: FastifyRequest,
): Promise<PatientCaller> {
  assertSameSiteOrigin(request, services.config);
  const caller = await resolvePatientCaller(services, request);
  if (caller.via === 'cookie') {
    try {
      assertCsrf(request, services.keys, 'patient', caller.principal.sessionId);
    } catch (error) {
      await caller.audit({
        action: 'access.denied',
        resourceType: 'route',
        resourceId: request.routeOptions.url ?? null,
        outcome: 'denied',
      });
      throw error;
    }
  }
  return caller;
}
