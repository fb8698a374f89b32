import type { IntegrationConnection, IntegrationProvider } from '@clinio/contracts';
import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/database';
import type { IntegrationConnections } from '../db/schema/generated';
import { ProviderError, type OAuthClient } from './providers';
import { openToken, sealToken } from './tokens';

export type ConnectionRow = Selectable<IntegrationConnections>;

export const PROVIDER_NAMES: Record<IntegrationProvider, string> = {
  google_calendar: 'Google Calendar',
  zoom: 'Zoom',
};

/** A token that expires within this margin is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export function presentConnection(row: ConnectionRow): IntegrationConnection {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    account_email: row.account_email,
    calendar_id: row.calendar_id,
    calendar_name: row.calendar_name,
    last_sync_at: row.last_sync_at?.toISOString() ?? null,
    last_error: row.last_error,
    last_error_at: row.last_error_at?.toISOString() ?? null,
    connected_at: row.created_at.toISOString(),
  };
}

/** The caller's Google connection, or Zoom's (the clinic's one). */
export function findConnection(
  tx: TenantTx,
  provider: IntegrationProvider,
  staffId: string | null,
): Promise<ConnectionRow | undefined> {
  let query = tx.selectFrom('integration_connections').selectAll().where('provider', '=', provider);
  if (staffId !== null) query = query.where('staff_id', '=', staffId);
  return query.executeTakeFirst();
}

export function connectionById(tx: TenantTx, id: string): Promise<ConnectionRow | undefined> {
  return tx.selectFrom('integration_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Words a person can act on, never the provider's body (it may echo a token). */
export function errorText(provider: IntegrationProvider, error: unknown): string {
  const name = PROVIDER_NAMES[provider];
  if (!(error instanceof ProviderError)) return `${name} could not be reached. Clinio will try again.`;
  switch (error.kind) {
    case 'revoked':
      return `${name} no longer accepts this connection (access was revoked or expired). Connect again.`;
    case 'rate_limited':
      return `${name} asked Clinio to slow down (HTTP 429). Clinio will try again.`;
    case 'unavailable':
      return `${name} is not answering${error.status > 0 ? ` (HTTP ${error.status})` : ''}. Clinio will try again.`;
    default:
      return `${name} refused the request (HTTP ${error.status}).`;
  }
}

export async function recordFailure(tx: TenantTx, row: ConnectionRow, error: unknown): Promise<void> {
  const revoked = error instanceof ProviderError && error.kind === 'revoked';
  await tx
    .updateTable('integration_connections')
    .set({
      last_error: errorText(row.provider, error).slice(0, 500),
      last_error_at: new Date(),
      ...(revoked ? { status: 'error' as const } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
}

/**
 * A usable access token for the connection: the stored one, or a refreshed one (written back,
 * sealed) when it expires within a minute. A refused refresh throws ProviderError('revoked').
 */
export async function accessTokenFor(
  tx: TenantTx,
  key: Buffer,
  oauth: OAuthClient,
  row: ConnectionRow,
  now = Date.now(),
): Promise<string> {
  if (row.status === 'error')
    throw new ProviderError('revoked', 401, `${PROVIDER_NAMES[row.provider]} needs a new consent`);
  const expires = row.token_expires_at?.getTime() ?? Number.POSITIVE_INFINITY;
  if (expires - now > REFRESH_MARGIN_MS || row.refresh_token_sealed === null)
    return openToken(key, row.access_token_sealed);
  const fresh = await oauth.refresh(openToken(key, row.refresh_token_sealed));
  await tx
    .updateTable('integration_connections')
    .set({
      access_token_sealed: sealToken(key, fresh.accessToken),
      ...(fresh.refreshToken === null ? {} : { refresh_token_sealed: sealToken(key, fresh.refreshToken) }),
      token_expires_at: fresh.expiresAt,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  return fresh.accessToken;
}
