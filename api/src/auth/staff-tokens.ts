import { parseDeviceInfo, type TokenResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { Services } from '../platform/services';
import { signAccessToken } from './access-tokens';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** A refresh token replayed within this window is a race between two tabs, not a theft. */
const REUSE_GRACE_SECONDS = 10;

export async function startStaffSession(
  tx: TenantTx,
  options: { tenantId: string; userId: string; request: FastifyRequest },
): Promise<string> {
  const device = parseDeviceInfo(options.request.headers['user-agent']);
  const row = await tx
    .insertInto('staff_sessions')
    .values({
      tenant_id: options.tenantId,
      user_id: options.userId,
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

/** A fresh access token and a new refresh token of the session. */
export async function issueStaffTokens(
  services: Services,
  tx: TenantTx,
  options: { tenantId: string; userId: string; sessionId: string },
): Promise<TokenResponse> {
  const role = await tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select(['r.name', 'r.permissions'])
    .where('u.id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const { token, expiresIn } = await signAccessToken(
    services.keys.accessToken,
    {
      aud: 'staff',
      sub: options.userId,
      sid: options.sessionId,
      tid: options.tenantId,
      role: role.name,
      perms: role.permissions,
    },
    services.config.accessTokenTtlSeconds,
  );
  const refresh = newOpaqueToken();
  await tx
    .insertInto('staff_refresh_tokens')
    .values({
      tenant_id: options.tenantId,
      token_hash: hashToken(refresh),
      session_id: options.sessionId,
      expires_at: new Date(Date.now() + services.config.refreshTokenTtlDays * 86_400_000),
    })
    .execute();
  return { access_token: token, refresh_token: refresh, token_type: 'bearer', expires_in: expiresIn };
}

export async function endStaffSession(tx: TenantTx, sessionId: string, reason: string): Promise<void> {
  await tx
    .updateTable('staff_sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenResponse; tenantId: string; userId: string; sessionId: string }
  | { kind: 'reuse'; tenantId: string; userId: string; sessionId: string }
  | { kind: 'refused' };

/**
 * Rotation with reuse detection (quality bar 6): the token is marked used in the same statement
 * that finds it, so of two concurrent refreshes one wins. A token replayed later than a short
 * grace window ends its session: every token of the family stops working.
 */
export async function rotateStaffRefreshToken(services: Services, rawToken: string): Promise<RefreshOutcome> {
  const hash = hashToken(rawToken);
  const found = await sql<{
    tenant_id: string;
    session_id: string;
  }>`select * from auth_staff_refresh_token(${hash})`
    .execute(services.database.app)
    .then((result) => result.rows[0]);
  if (!found) return { kind: 'refused' };
  return services.database.withTenant(found.tenant_id, async (tx) => {
    const claimed = await tx
      .updateTable('staff_refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('session_id')
      .executeTakeFirst();
    const session = await tx
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_users as u', (join) =>
        join.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
      )
      .leftJoin('tenant_settings as ts', 'ts.tenant_id', 's.tenant_id')
      .select([
        's.id',
        's.user_id',
        's.ended_at',
        'u.status',
        sql<boolean>`s.last_seen_at < now() - make_interval(mins => coalesce(ts.session_timeout_minutes, 30))`.as(
          'is_idle',
        ),
      ])
      .where('s.id', '=', found.session_id)
      .executeTakeFirst();
    if (!session) return { kind: 'refused' } as const;
    const identity = { tenantId: found.tenant_id, userId: session.user_id, sessionId: session.id };
    if (!claimed) {
      const token = await tx
        .selectFrom('staff_refresh_tokens')
        .select([
          'used_at',
          sql<boolean>`used_at > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`.as('recent'),
        ])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      // Expired but never used, or a benign race between two tabs: refuse without consequences.
      if (!token || token.used_at === null || token.recent) return { kind: 'refused' } as const;
      await endStaffSession(tx, session.id, 'refresh_reuse');
      return { kind: 'reuse', ...identity } as const;
    }
    if (session.ended_at !== null || session.status !== 'active' || session.is_idle) {
      await endStaffSession(tx, session.id, session.is_idle ? 'idle_timeout' : 'ended');
      return { kind: 'refused' } as const;
    }
    const tokens = await issueStaffTokens(services, tx, identity);
    return { kind: 'rotated', tokens, ...identity } as const;
  });
}
