import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { forbidden, notFound } from '../errors/app-error';
import { systemJobHandle } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import type { Keys } from '../security/secrets';
import { integrationAdapters } from './adapters';
import type { ConnectionRow } from './connections';

/**
 * Google Calendar push notifications (issue 21, ADR 055). Where the product has a public HTTPS
 * address and talks to Google itself, each connected calendar is watched (events.watch) after its
 * sync; Google's notification of a change queues that calendar's incremental sync at once.
 * Polling every five minutes stays, for a lost notification or a channel that could not be made.
 */
export const PUSH_PATH = '/api/webhooks/google/calendar';
/** A week, Google's longest for a calendar's events; renewed a day before it ends. */
const CHANNEL_TTL_SECONDS = 7 * 86_400;
const RENEW_BEFORE_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pushEnabled(services: Services): boolean {
  return (
    integrationAdapters(services).google.oauth.mode === 'live' &&
    services.config.publicAppUrl.startsWith('https://')
  );
}

/** What Google echoes in X-Goog-Channel-Token: a MAC of the channel's id, so nothing is stored. */
export function channelToken(keys: Keys, channelId: string): string {
  return createHmac('sha256', keys.urlSigning).update(`google-push:${channelId}`).digest('base64url');
}

/**
 * After a sync: the calendar watched by a channel that lasts at least another day. A new channel
 * replaces the old one, which is then stopped. A channel Google will not make (an address it does
 * not accept) leaves the calendar to polling; the sync itself has succeeded.
 */
export async function ensurePushChannel(
  services: Services,
  tx: TenantTx,
  row: ConnectionRow,
  accessToken: string,
  calendarId: string,
): Promise<void> {
  if (!pushEnabled(services)) return;
  if (row.push_expires_at !== null && row.push_expires_at.getTime() - Date.now() > RENEW_BEFORE_MS) return;
  const { calendar } = integrationAdapters(services).google;
  const id = randomUUID();
  let made: { resourceId: string; expiration: Date };
  try {
    made = await calendar.watch(accessToken, calendarId, {
      id,
      address: `${services.config.publicAppUrl}${PUSH_PATH}`,
      token: channelToken(services.keys, id),
      ttlSeconds: CHANNEL_TTL_SECONDS,
    });
  } catch {
    return;
  }
  if (row.push_channel_id !== null && row.push_resource_id !== null)
    await calendar
      .stopWatch(accessToken, { id: row.push_channel_id, resourceId: row.push_resource_id })
      .catch(() => undefined);
  await tx
    .updateTable('integration_connections')
    .set({
      push_channel_id: id,
      push_resource_id: made.resourceId.slice(0, 1024),
      push_expires_at: made.expiration,
    })
    .where('id', '=', row.id)
    .execute();
}

/** Disconnecting: the calendar's channel ended at Google (best effort: it expires anyway). */
export async function stopPushChannel(
  services: Services,
  row: ConnectionRow,
  accessToken: string,
): Promise<void> {
  if (row.push_channel_id === null || row.push_resource_id === null) return;
  await integrationAdapters(services)
    .google.calendar.stopWatch(accessToken, { id: row.push_channel_id, resourceId: row.push_resource_id })
    .catch(() => undefined);
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * `POST /api/webhooks/google/calendar`: Google's notification names its channel and carries the
 * channel's token. An unknown channel is 404 (Google stops sending), a wrong token 403; the
 * channel's first message (`sync`) only says it works; any other queues the calendar's sync.
 */
export async function receiveGooglePush(
  services: Services,
  headers: { channelId?: string | undefined; token?: string | undefined; state?: string | undefined },
): Promise<void> {
  const channelId = headers.channelId ?? '';
  if (!UUID.test(channelId)) throw notFound('Unknown notification channel');
  const { rows } = await sql<{ tenant_id: string; connection_id: string }>`
    select * from integrations_connection_for_channel(${channelId}::uuid)`.execute(services.database.app);
  const found = rows[0];
  if (found === undefined) throw notFound('Unknown notification channel');
  if (!sameText(headers.token ?? '', channelToken(services.keys, channelId)))
    throw forbidden('The notification is not signed for this channel');
  if (headers.state === 'sync') return;
  await services.jobs.enqueue(systemJobHandle(services.database), 'integrations.calendar_sync', {
    tenantId: found.tenant_id,
    connectionId: found.connection_id,
  });
}
