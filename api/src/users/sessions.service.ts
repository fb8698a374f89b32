import type { SessionSummary } from '@clinio/contracts';
import { sql } from 'kysely';
import type { StaffContext } from '../auth/staff-guard';
import { notFound } from '../errors/app-error';

/**
 * The caller's open sessions, newest activity first. A session idle past the clinic's timeout is
 * already dead (the guard and the refresh refuse it), so it is not listed as open.
 */
export async function listSessions(ctx: StaffContext): Promise<SessionSummary[]> {
  const rows = await ctx.tx
    .selectFrom('staff_sessions as s')
    .leftJoin('tenant_settings as ts', 'ts.tenant_id', 's.tenant_id')
    .select([
      's.id',
      's.device',
      's.browser',
      's.platform',
      's.ip_address',
      's.city',
      's.region',
      's.country',
      's.created_at',
      's.last_seen_at',
    ])
    .where('s.user_id', '=', ctx.principal.userId)
    .where('s.ended_at', 'is', null)
    .where(
      sql<boolean>`s.last_seen_at >= now() - make_interval(mins => coalesce(ts.session_timeout_minutes, 30))`,
    )
    .orderBy('s.last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    browser: row.browser,
    platform: row.platform,
    ip_address: row.ip_address,
    location: { city: row.city, region: row.region, country: row.country },
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === ctx.principal.sessionId,
  }));
}

/**
 * Ends one of the caller's own open sessions at once: its access token fails at the next request
 * (the guard reads the session row) and its refresh token is refused. Anyone else's session, an
 * ended one or an unknown id is the same 404 (quality bar 1).
 */
export async function endOwnSession(ctx: StaffContext, sessionId: string): Promise<{ detail: string }> {
  const ended = await ctx.tx
    .updateTable('staff_sessions')
    .set({ ended_at: new Date(), end_reason: 'remote_logout' })
    .where('id', '=', sessionId)
    .where('user_id', '=', ctx.principal.userId)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw notFound('Session not found');
  await ctx.audit({
    action: 'auth.session_ended',
    resourceType: 'session',
    resourceId: sessionId,
    outcome: 'success',
  });
  return { detail: 'The session was signed out.' };
}
