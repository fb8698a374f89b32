import { parseDeviceInfo, type TokenResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Services } from '../platform/services';
import { signAccessToken } from './access-tokens';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** A refresh token replayed within this window is a race between two tabs, not a theft. */
const REUSE_GRACE_SECONDS = 10;

/**
 * Patient sessions, refresh tokens and one-time tokens are global (a patient login is a person,
 * not a tenant's row), so these helpers work on the request handle without a tenant.
 */
export async function startPatientSession(
  db: Db,
  options: { loginId: string; request: FastifyRequest },
): Promise<string> {
  const device = parseDeviceInfo(options.request.headers['user-agent']);
  const row = await db
    .insertInto('patient_sessions')
    .values({
      login_id: options.loginId,
      ip_address: options.request.ip,
      user_agent: device.userAgent,
      device: device.device,
      browser: device.browser,
      platform: device.platform,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh access token (audience patient, no tenant) and a new refresh token of the session. */
export async function issuePatientTokens(
  services: Services,
  db: Db,
  options: { loginId: string; sessionId: string },
): Promise<TokenResponse> {
  const { token, expiresIn } = await signAccessToken(
    services.keys.accessToken,
    { aud: 'patient', sub: options.loginId, sid: options.sessionId, tid: null },
    services.config.accessTokenTtlSeconds,
  );
  const refresh = newOpaqueToken();
  await db
    .insertInto('patient_refresh_tokens')
    .values({
      token_hash: hashToken(refresh),
      session_id: options.sessionId,
      expires_at: new Date(Date.now() + services.config.refreshTokenTtlDays * 86_400_000),
    })
    .execute();
  return { access_token: token, refresh_token: refresh, token_type: 'bearer', expires_in: expiresIn };
}

export async function endPatientSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('patient_sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The session behind a refresh token, with what decides whether it may still be used. */
function sessionQuery(db: Db, timeoutMinutes: number) {
  return db
    .selectFrom('patient_sessions as s')
    .innerJoin('patient_logins as l', 'l.id', 's.login_id')
    .select([
      's.id',
      's.login_id',
      's.ended_at',
      'l.status',
      sql<boolean>`s.last_seen_at < now() - make_interval(mins => ${timeoutMinutes})`.as('is_idle'),
    ]);
}

export type PatientRefreshOutcome =
  | { kind: 'rotated'; tokens: TokenResponse; loginId: string; sessionId: string }
  | { kind: 'reuse'; loginId: string; sessionId: string }
  | { kind: 'refused' };

/**
 * Rotation with reuse detection (quality bar 6): the token is marked used in the statement that
 * claims it, so of concurrent refreshes one wins. A token replayed after a short grace window
 * ends its session, so every token of the family stops working.
 */
export async function rotatePatientRefreshToken(
  services: Services,
  rawToken: string,
): Promise<PatientRefreshOutcome> {
  const hash = hashToken(rawToken);
  const timeout = services.config.patientSessionTimeoutMinutes;
  return services.database.app.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('patient_refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('session_id')
      .executeTakeFirst();
    const token = claimed
      ? null
      : await tx
          .selectFrom('patient_refresh_tokens')
          .select([
            'session_id',
            'used_at',
            sql<boolean>`used_at > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`.as('recent'),
          ])
          .where('token_hash', '=', hash)
          .executeTakeFirst();
    const sessionId = claimed?.session_id ?? token?.session_id;
    if (sessionId === undefined) return { kind: 'refused' } as const;
    const session = await sessionQuery(tx, timeout).where('s.id', '=', sessionId).executeTakeFirst();
    if (!session) return { kind: 'refused' } as const;
    const identity = { loginId: session.login_id, sessionId: session.id };
    if (!claimed) {
      // Expired but never used, or a benign race between two tabs: refuse without consequences.
      if (!token || token.used_at === null || token.recent) return { kind: 'refused' } as const;
      await endPatientSession(tx, session.id, 'refresh_reuse');
      return { kind: 'reuse', ...identity } as const;
    }
    if (session.ended_at !== null || session.status !== 'active' || session.is_idle) {
      await endPatientSession(tx, session.id, session.is_idle ? 'idle_timeout' : 'ended');
      return { kind: 'refused' } as const;
    }
    // Not activity: a refresh may come from a timer, so it does not extend the idle window.
    const tokens = await issuePatientTokens(services, tx, identity);
    return { kind: 'rotated', tokens, ...identity } as const;
  });
}

/**
 * The session a refresh cookie belongs to, without rotating it: the token must be unused and
 * unexpired, the session open and not idle, the login active. Used by the cookie-authenticated
 * calls (CSRF token, clinic authorization), which also need the CSRF header.
 */
export async function findPatientSessionByRefreshToken(
  services: Pick<Services, 'database' | 'config'>,
  rawToken: string,
): Promise<{ loginId: string; sessionId: string } | { ended: 'idle_timeout' | 'ended' } | null> {
  const db = services.database.app;
  const row = await sessionQuery(db, services.config.patientSessionTimeoutMinutes)
    .innerJoin('patient_refresh_tokens as t', 't.session_id', 's.id')
    .where('t.token_hash', '=', hashToken(rawToken))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row || row.ended_at !== null) return null;
  if (row.status !== 'active' || row.is_idle) {
    const reason = row.is_idle ? 'idle_timeout' : 'ended';
    await endPatientSession(db, row.id, reason === 'ended' ? 'disabled' : reason);
    return { ended: reason };
  }
  return { loginId: row.login_id, sessionId: row.id };
}
