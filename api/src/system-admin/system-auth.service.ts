import type { AdminInfo, SystemLoginResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { writePlatformAudit } from '../audit/audit';
import { signAccessToken } from '../auth/access-tokens';
import { hashToken } from '../auth/opaque-tokens';
import { verifyPassword } from '../auth/passwords';
import {
  endSystemSession,
  systemActor,
  type SystemContext,
  type SystemPrincipal,
} from '../auth/system-guard';
import { createThrottle } from '../auth/throttle';
import { AppError } from '../errors/app-error';
import type { Services } from '../platform/services';

const INVALID = 'Invalid username or password';

function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Spec 7: POST /api/system-auth/login answers the administrator's own access token and
 * admin_info; there is no refresh token, so the session lives as long as the access token.
 * Quality bar 8: one message for an unknown name and a wrong password, the same argon2 work
 * either way, failures throttled per typed name, every attempt in the platform audit log.
 */
export async function loginSystemAdmin(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string },
): Promise<SystemLoginResponse> {
  const { database, config, keys } = services;
  const db = database.app;
  const identifier = input.username.trim().toLowerCase();
  const throttle = createThrottle(db, config.loginMaxFailures);
  const key = `system:${hashToken(identifier)}`;
  const lockedFor = await throttle.lockedFor(key);
  const admin = await db
    .selectFrom('system_admins')
    .select(['id', 'username', 'email', 'name', 'password_hash', 'status'])
    .where('username_normalized', '=', identifier)
    .executeTakeFirst();
  const fail = (action: string) =>
    writePlatformAudit(db, systemActor(request, admin?.id ?? null, null), {
      action,
      resourceType: 'system_session',
      outcome: 'failure',
    });
  if (lockedFor > 0) {
    await fail('system.login_throttled');
    throw tooManyAttempts(lockedFor);
  }
  const passwordOk = await verifyPassword(admin?.password_hash ?? null, input.password);
  if (!admin || !passwordOk) {
    await throttle.recordFailure(key);
    await fail('system.login');
    throw new AppError(401, 'unauthenticated', INVALID);
  }
  if (admin.status !== 'active') {
    await fail('system.login');
    throw new AppError(403, 'permission_denied', 'This administrator account is disabled.');
  }
  await throttle.clear(key);
  const sessionId = await db.transaction().execute(async (tx) => {
    const session = await tx
      .insertInto('system_sessions')
      .values({
        admin_id: admin.id,
        ip_address: request.ip,
        user_agent: (request.headers['user-agent'] ?? '').slice(0, 200),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('system_admins')
      .set({ last_login_at: new Date() })
      .where('id', '=', admin.id)
      .execute();
    await writePlatformAudit(tx, systemActor(request, admin.id, session.id), {
      action: 'system.login',
      resourceType: 'system_session',
      resourceId: session.id,
      outcome: 'success',
    });
    return session.id;
  });
  const { token, expiresIn } = await signAccessToken(
    keys.accessToken,
    { aud: 'system', sub: admin.id, sid: sessionId, tid: null },
    config.accessTokenTtlSeconds,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    admin_info: { id: admin.id, username: admin.username, email: admin.email, name: admin.name },
  };
}

export function adminInfoOf(principal: SystemPrincipal): AdminInfo {
  return {
    id: principal.adminId,
    username: principal.username,
    email: principal.email,
    name: principal.name,
  };
}

/** The token check of spec 4.7, on load of the system-admin area. */
export async function verifySystemToken(ctx: SystemContext): Promise<{ valid: true; admin_info: AdminInfo }> {
  await ctx.audit({
    action: 'system.verify_token',
    resourceType: 'system_session',
    resourceId: ctx.principal.sessionId,
    outcome: 'success',
  });
  return { valid: true, admin_info: adminInfoOf(ctx.principal) };
}

/** Ends the session at once: the access token is refused from the next request. */
export async function logoutSystemAdmin(ctx: SystemContext): Promise<{ detail: string }> {
  await endSystemSession(ctx.database.app, ctx.principal.sessionId, 'logout');
  await ctx.audit({
    action: 'system.logout',
    resourceType: 'system_session',
    resourceId: ctx.principal.sessionId,
    outcome: 'success',
  });
  return { detail: 'Signed out' };
}
