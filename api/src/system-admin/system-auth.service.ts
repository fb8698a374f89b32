import type { AdminInfo, SystemLoginResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { writePlatformAudit } from '../audit/audit';
import { signAccessToken } from '../auth/access-tokens';
import { hasSessionFrom, signIn, type SignInAccount, type SignInAudience } from '../auth/password-sign-in';
import {
  endSystemSession,
  systemActor,
  type SystemContext,
  type SystemPrincipal,
} from '../auth/system-guard';
import { forbidden } from '../errors/app-error';
import type { Services } from '../platform/services';

interface AdminAccount extends SignInAccount {
  username: string;
  email: string;
  name: string;
  status: string;
}

const userAgentOf = (request: FastifyRequest) => (request.headers['user-agent'] ?? '').slice(0, 200);

/** The system-administrator audience of the shared password step: by username only. */
function systemAudience(
  services: Services,
  request: FastifyRequest,
): SignInAudience<AdminAccount, SystemLoginResponse> {
  const db = services.database.app;
  return {
    kind: 'system',
    find: (identifier) =>
      db
        .selectFrom('system_admins')
        .select(['id', 'username', 'email', 'name', 'password_hash as passwordHash', 'status'])
        .where('username_normalized', '=', identifier)
        .executeTakeFirst(),
    refusal: (admin) =>
      admin.status === 'active' ? null : forbidden('This administrator account is disabled.'),
    open: (admin) => openSystemSession(services, request, admin),
    recordFailure: (admin, reason) =>
      writePlatformAudit(db, systemActor(request, admin?.id ?? null, null), {
        action: reason === 'throttled' ? 'system.login_throttled' : 'system.login',
        resourceType: 'system_session',
        outcome: 'failure',
      }),
    isUsualDevice: (admin) =>
      hasSessionFrom(db, {
        table: 'system_sessions',
        ownerColumn: 'admin_id',
        ownerId: admin.id,
        ip: request.ip,
        userAgent: userAgentOf(request),
      }),
    ownerOf: (admin) =>
      Promise.resolve({
        email: admin.email,
        name: admin.name || admin.username,
        resetPath: null,
        locale: 'en',
      }),
  };
}

/**
 * Spec 7: POST /api/system-auth/login answers the administrator's own access token and
 * admin_info; there is no refresh token, so the session lives as long as the access token. The
 * steps are the shared ones (quality bar 8, ADR 024); every attempt is in the platform audit log.
 */
export function loginSystemAdmin(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string },
): Promise<SystemLoginResponse> {
  return signIn(services, request, systemAudience(services, request), input);
}

/** A new system session and its access token, audited as a sign-in. */
async function openSystemSession(
  services: Services,
  request: FastifyRequest,
  admin: AdminAccount,
): Promise<SystemLoginResponse> {
  const { database, config, keys } = services;
  const db = database.app;
  const sessionId = await db.transaction().execute(async (tx) => {
    const session = await tx
      .insertInto('system_sessions')
      .values({
        admin_id: admin.id,
        ip_address: request.ip,
        user_agent: userAgentOf(request),
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
