import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { anonymousActor, writeAudit, writePlatformAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { forbidden, unauthenticated } from '../errors/app-error';
import { addRouteHook } from '../http/route-hooks';
import type { Services } from '../platform/services';
import { isSuperAdminRole } from '@clinio/contracts';
import { verifyAccessToken, type AccessClaims } from './access-tokens';
import { bearerToken } from './bearer';
import { resolvePatientCaller } from './patient-cookie-auth';
import { AUDIENCES_FOR } from './route-access';

/** Paths under /api served by plugins that declare nothing (the OpenAPI browser). */
const EXEMPT = /^\/api\/docs(\/|$)/;

async function auditDenied(database: Database, request: FastifyRequest, claims: AccessClaims) {
  const actor = {
    ...anonymousActor(request),
    type:
      claims.aud === 'staff'
        ? ('staff' as const)
        : claims.aud === 'patient'
          ? ('patient' as const)
          : ('system_admin' as const),
    id: claims.sub,
    sessionId: claims.sid,
  };
  const event = {
    action: 'access.denied',
    resourceType: 'route',
    resourceId: request.routeOptions.url ?? null,
    outcome: 'denied' as const,
  };
  try {
    if (claims.tid)
      await database.withTenant(claims.tid, (tx) => writeAudit(tx, claims.tid ?? '', actor, event));
    else await writePlatformAudit(database.app, actor, event);
  } catch (error) {
    // The refusal stands even if its record cannot be written; the failure is logged.
    request.log.error({ err: error }, 'could not audit a refused request');
  }
}

/** A staff token whose role (as issued) cannot use the route. The session check re-reads the role. */
function lacksRoutePermission(request: FastifyRequest, claims: AccessClaims): boolean {
  if (claims.aud !== 'staff') return false;
  const { access, permission } = request.routeOptions.config;
  if (access === 'super_admin' && !isSuperAdminRole(claims.role)) return true;
  return permission !== undefined && !(claims.perms ?? []).includes(permission);
}

/**
 * Checks the access token of every non-public /api route in `onRequest`, before the body is read
 * or validated (so a bad body never turns a 401 into a 400): no token or a bad one is 401; a
 * valid token of the wrong kind (a patient on a staff route, staff on a system-admin route) or of
 * a role without the route's permission is 403 and audited. Sessions are checked by the guards,
 * inside the request's transaction, except on `patient_cookie` routes, whose caller (bearer or
 * refresh cookie) is resolved here too.
 */
export function registerRequestAuth(
  app: FastifyInstance,
  deps: Pick<Services, 'keys' | 'database' | 'config'>,
): void {
  app.decorateRequest('claims', null);
  app.decorateRequest('patientCaller', null);

  const checkToken: onRequestAsyncHookHandler = async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (token === null && access === 'patient_cookie') {
      request.patientCaller = await resolvePatientCaller(deps, request, null);
      return;
    }
    if (token === null) throw unauthenticated();
    const result = await verifyAccessToken(deps.keys.accessToken, token);
    if (!result.ok) {
      throw unauthenticated(
        result.reason === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'Invalid access token',
      );
    }
    if (!AUDIENCES_FOR[access].includes(result.claims.aud)) {
      await auditDenied(deps.database, request, result.claims);
      throw forbidden('This is not available to your kind of account');
    }
    if (lacksRoutePermission(request, result.claims)) {
      await auditDenied(deps.database, request, result.claims);
      throw forbidden('You do not have permission to do this');
    }
    request.claims = result.claims;
    if (access === 'patient_cookie') {
      request.patientCaller = await resolvePatientCaller(deps, request, result.claims);
    }
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    // Only routes that take a token pay for the check (ADR 027); it runs before the body is read.
    if (access !== undefined && access !== 'public') addRouteHook(route, 'onRequest', checkToken);
    if (!route.url.startsWith('/api/') || EXEMPT.test(route.url) || route.method === 'HEAD') return;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
  });
}
