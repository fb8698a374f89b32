import { parseDeviceInfo, type LoginResponse, type TokenResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { anonymousActor, writeAudit, writePlatformAudit, type AuditActor } from '../audit/audit';
import { hasSessionFrom, signIn, type SignInAccount, type SignInAudience } from '../auth/password-sign-in';
import { hashToken } from '../auth/opaque-tokens';
import { issueStaffTokens, startStaffSession } from '../auth/staff-tokens';
import { createThrottle, tooManyAttempts } from '../auth/throttle';
import { accountThrottledNotice } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { decrypt } from '../security/crypto-box';
import { verifyTotp } from '../auth/totp';
import { AppError, forbidden } from '../errors/app-error';
import type { Services } from '../platform/services';

interface LoginRow {
  tenant_id: string;
  user_id: string;
  username: string | null;
  email: string;
  password_hash: string | null;
  status: string;
  totp_enabled: boolean;
}

const INVALID = 'Invalid username or password';
const CHALLENGE_AUDIENCE = 'staff-2fa';
const CHALLENGE_TTL = '5m';

function staffActor(request: FastifyRequest, row: LoginRow, sessionId: string | null = null): AuditActor {
  return { ...anonymousActor(request), type: 'staff', id: row.user_id, sessionId };
}

async function findLoginRow(services: Services, identifier: string): Promise<LoginRow | undefined> {
  const result = await sql<LoginRow>`select * from auth_staff_by_identifier(${identifier})`.execute(
    services.database.app,
  );
  return result.rows[0];
}

async function completeLogin(
  services: Services,
  request: FastifyRequest,
  row: LoginRow,
): Promise<TokenResponse> {
  return services.database.withTenant(row.tenant_id, async (tx) => {
    const tenant = await tx.selectFrom('tenants').select('status').executeTakeFirstOrThrow();
    if (tenant.status !== 'active') throw forbidden('This clinic account is suspended. Contact support.');
    const sessionId = await startStaffSession(tx, { tenantId: row.tenant_id, userId: row.user_id, request });
    const tokens = await issueStaffTokens(services, tx, {
      tenantId: row.tenant_id,
      userId: row.user_id,
      sessionId,
    });
    const signedIn = await tx
      .updateTable('staff_users')
      .set({ last_login_at: new Date() })
      .where('id', '=', row.user_id)
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const role = await tx
      .selectFrom('roles')
      .select('name')
      .where('id', '=', signedIn.role_id)
      .executeTakeFirst();
    const actor = { ...staffActor(request, row, sessionId), role: role?.name ?? null };
    await writeAudit(tx, row.tenant_id, actor, {
      action: 'auth.login',
      resourceType: 'session',
      resourceId: sessionId,
      outcome: 'success',
    });
    return tokens;
  });
}

/** The staff audience of the shared password step: accounts by username or e-mail, across tenants. */
function staffAudience(
  services: Services,
  request: FastifyRequest,
): SignInAudience<StaffAccount, LoginResponse> {
  return {
    kind: 'staff',
    find: async (identifier) => {
      const row = await findLoginRow(services, identifier);
      return row && { ...row, id: row.user_id, passwordHash: row.password_hash };
    },
    refusal: (row) => {
      // An invitation not yet accepted signs nobody in, with the answer of a wrong password.
      if (row.status === 'invited') return new AppError(401, 'unauthenticated', INVALID);
      if (row.status === 'deactivated')
        return new AppError(
          403,
          'permission_denied',
          'Your account is deactivated. Ask your clinic administrator.',
        );
      return null;
    },
    open: async (row) => {
      if (!row.totp_enabled) return completeLogin(services, request, row);
      const challenge = await new SignJWT({ tid: row.tenant_id })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(CHALLENGE_AUDIENCE)
        .setSubject(row.user_id)
        .setIssuedAt()
        .setExpirationTime(CHALLENGE_TTL)
        .sign(services.keys.accessToken);
      return { two_factor_required: true, challenge_token: challenge, method: 'totp' };
    },
    recordFailure: (row, reason) =>
      recordFailure(services, request, row, reason === 'throttled' ? 'auth.login_throttled' : 'auth.login'),
    isUsualDevice: (row) =>
      services.database.withTenant(row.tenant_id, (tx) =>
        hasSessionFrom(tx, {
          table: 'staff_sessions',
          ownerColumn: 'user_id',
          ownerId: row.user_id,
          ip: request.ip,
          userAgent: parseDeviceInfo(request.headers['user-agent']).userAgent,
        }),
      ),
    notifyOwner: async (row, minutes) => {
      await services.database.withTenant(row.tenant_id, (tx) =>
        notify(tx, row.tenant_id, [row.user_id], accountThrottledNotice({ minutes })),
      );
    },
    ownerOf: async (row) => {
      const user = await services.database.withTenant(row.tenant_id, (tx) =>
        tx
          .selectFrom('staff_users')
          .select(['email', 'first_name', 'username', 'locale'])
          .where('id', '=', row.user_id)
          .executeTakeFirstOrThrow(),
      );
      return {
        email: user.email,
        name: user.first_name || (user.username ?? ''),
        resetPath: '/forgot-password',
        locale: user.locale ?? 'en',
      };
    },
  };
}

type StaffAccount = LoginRow & SignInAccount;

/**
 * Staff sign-in (quality bar 8, ADR 024): the shared steps, with the staff account's own rules
 * (an invitation not yet accepted, a deactivated account) and either the two-factor challenge or
 * the session.
 */
export function loginStaff(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string },
): Promise<LoginResponse> {
  return signIn(services, request, staffAudience(services, request), input);
}

async function recordFailure(
  services: Services,
  request: FastifyRequest,
  row: LoginRow | undefined,
  action: string,
) {
  const event = { action, resourceType: 'session', outcome: 'failure' as const };
  if (row)
    await services.database.withTenant(row.tenant_id, (tx) =>
      writeAudit(tx, row.tenant_id, staffActor(request, row), event),
    );
  else await writePlatformAudit(services.database.app, anonymousActor(request), event);
}

/** The second step: the challenge from the first, and a TOTP code or a recovery code. */
export async function loginStaffTwoFactor(
  services: Services,
  request: FastifyRequest,
  input: { challenge_token: string; code: string },
): Promise<TokenResponse> {
  let userId: string;
  let tenantId: string;
  try {
    const { payload } = await jwtVerify(input.challenge_token, services.keys.accessToken, {
      algorithms: ['HS256'],
      audience: CHALLENGE_AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string') throw new Error('bad challenge');
    userId = payload.sub;
    tenantId = payload.tid;
  } catch {
    throw new AppError(401, 'unauthenticated', 'This sign-in attempt has expired. Please sign in again.');
  }
  const throttle = createThrottle(services.database.app, services.config.loginMaxFailures);
  const key = `totp:${userId}`;
  const lockedFor = await throttle.lockedFor(key);
  if (lockedFor > 0) throw tooManyAttempts(lockedFor);

  const accepted = await services.database.withTenant(tenantId, async (tx) => {
    const user = await tx
      .selectFrom('staff_users')
      .select(['id', 'username', 'email', 'status', 'totp_secret', 'totp_last_step', 'recovery_codes'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status !== 'active' || user.totp_secret === null) return null;
    const code = input.code.replace(/\s/g, '').toUpperCase();
    const totp = verifyTotp(decrypt(services.keys.encryption, user.totp_secret), code, {
      lastUsedStep: user.totp_last_step === null ? null : Number(user.totp_last_step),
    });
    if (totp.ok) {
      // Conditional update: of two requests with the same code, one records the step first.
      const result = await tx
        .updateTable('staff_users')
        .set({ totp_last_step: totp.step })
        .where('id', '=', userId)
        .where((eb) =>
          eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(totp.step))]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? user : null;
    }
    const hashed = hashToken(code);
    if (user.recovery_codes.includes(hashed)) {
      await tx
        .updateTable('staff_users')
        .set({ recovery_codes: user.recovery_codes.filter((item) => item !== hashed) })
        .where('id', '=', userId)
        .execute();
      return user;
    }
    return null;
  });
  const row: LoginRow = {
    tenant_id: tenantId,
    user_id: userId,
    username: null,
    email: '',
    password_hash: null,
    status: 'active',
    totp_enabled: true,
  };
  if (!accepted) {
    await throttle.recordFailure(key);
    await recordFailure(services, request, row, 'auth.login_2fa');
    throw new AppError(401, 'unauthenticated', 'That code is not valid. Try the current code from your app.');
  }
  await throttle.clear(key);
  return completeLogin(services, request, row);
}
