import type {
  AuthorizationCallback,
  AuthorizationStart,
  IntegrationConnection,
  IntegrationProvider,
} from '@clinio/contracts';
import type { StaffContext, StaffPrincipal } from '../auth/staff-guard';
import { AppError, notFound } from '../errors/app-error';
import { appUrl, type Services } from '../platform/services';
import { integrationAdapters } from './adapters';
import {
  accessTokenFor,
  errorText,
  findConnection,
  presentConnection,
  PROVIDER_NAMES,
  type ConnectionRow,
} from './connections';
import { stopPushChannel } from './google-push';
import { codeChallengeOf, newCodeVerifier, newState, stateHash } from './pkce';
import { ProviderError, type OAuthClient } from './providers';
import { openToken, sealToken } from './tokens';
import { queueUpcomingVisits } from './visit-sync';

/**
 * OAuth 2.0 authorization code with PKCE (RFC 6749, RFC 7636; ADR 055). The state is bound to the
 * staff session that started it, lives ten minutes and is used once: its use commits on its own,
 * before the provider is asked, so a replay is refused even when the exchange then fails. The
 * connection is written only after the provider gave tokens and said who signed in: a failure
 * leaves nothing half-connected.
 */

const STATE_TTL_MS = 10 * 60_000;
export const STATE_REFUSED =
  'This connection link is not valid any more (already used, expired, or started in another session). Start again from the Integrations page.';

const SLUG = { google_calendar: 'google', zoom: 'zoom' } as const;

export function callbackUrl(services: Services, provider: IntegrationProvider): string {
  return appUrl(services, `/integrations/${SLUG[provider]}/callback`);
}

export function oauthClientOf(services: Services, provider: IntegrationProvider): OAuthClient {
  return integrationAdapters(services)[SLUG[provider]].oauth;
}

const ownerOf = (provider: IntegrationProvider, principal: StaffPrincipal) =>
  provider === 'google_calendar' ? principal.userId : null;

export async function startAuthorization(
  ctx: StaffContext,
  services: Services,
  provider: IntegrationProvider,
): Promise<AuthorizationStart> {
  const verifier = newCodeVerifier();
  const state = newState();
  await ctx.tx.deleteFrom('integration_oauth_states').where('expires_at', '<', new Date()).execute();
  await ctx.tx
    .insertInto('integration_oauth_states')
    .values({
      tenant_id: ctx.principal.tenantId,
      state_hash: stateHash(state),
      provider,
      session_id: ctx.principal.sessionId,
      user_id: ctx.principal.userId,
      code_verifier_sealed: sealToken(services.keys.encryption, verifier),
      expires_at: new Date(Date.now() + STATE_TTL_MS),
    })
    .execute();
  const url = oauthClientOf(services, provider).authorizeUrl({
    state,
    codeChallenge: codeChallengeOf(verifier),
    redirectUri: callbackUrl(services, provider),
  });
  return { url };
}

/** Marks the state used, in its own committed transaction; answers its PKCE verifier. */
async function consumeState(
  services: Services,
  principal: StaffPrincipal,
  provider: IntegrationProvider,
  state: string,
): Promise<string> {
  const sealed = await services.database.withTenant(principal.tenantId, (tx) =>
    tx
      .updateTable('integration_oauth_states')
      .set({ used_at: new Date() })
      .where('state_hash', '=', stateHash(state))
      .where('provider', '=', provider)
      .where('session_id', '=', principal.sessionId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('code_verifier_sealed')
      .executeTakeFirst(),
  );
  if (sealed === undefined) throw new AppError(400, 'oauth_state_invalid', STATE_REFUSED);
  return openToken(services.keys.encryption, sealed.code_verifier_sealed);
}

function connectFailed(provider: IntegrationProvider, error: unknown): AppError {
  const reason =
    error instanceof ProviderError && error.kind === 'revoked'
      ? `${PROVIDER_NAMES[provider]} did not accept the sign-in.`
      : errorText(provider, error).replace(' Clinio will try again.', '.');
  return new AppError(502, 'upstream_failed', `${reason} Nothing was connected; please connect again.`);
}

export async function completeAuthorization(
  ctx: StaffContext,
  services: Services,
  provider: IntegrationProvider,
  body: AuthorizationCallback,
): Promise<IntegrationConnection> {
  const verifier = await consumeState(services, ctx.principal, provider, body.state);
  const client = oauthClientOf(services, provider);
  const redirectUri = callbackUrl(services, provider);
  let tokens;
  let account;
  try {
    tokens = await client.exchangeCode({ code: body.code, codeVerifier: verifier, redirectUri });
    account = await client.account(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw connectFailed(provider, error);
  }
  const key = services.keys.encryption;
  const staffId = ownerOf(provider, ctx.principal);
  const sealed = {
    status: 'connected' as const,
    account_email: account.email.slice(0, 320),
    access_token_sealed: sealToken(key, tokens.accessToken),
    refresh_token_sealed: tokens.refreshToken === null ? null : sealToken(key, tokens.refreshToken),
    token_expires_at: tokens.expiresAt,
    last_error: null,
    last_error_at: null,
    sync_token: null,
    connected_by: ctx.principal.userId,
    updated_at: new Date(),
  };
  const existing = await findConnection(ctx.tx, provider, staffId);
  let row: ConnectionRow;
  if (existing === undefined) {
    row = await ctx.tx
      .insertInto('integration_connections')
      .values({
        tenant_id: ctx.principal.tenantId,
        provider,
        staff_id: staffId,
        ...sealed,
        ...(provider === 'google_calendar' ? { calendar_id: 'primary', calendar_name: null } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    row = await ctx.tx
      .updateTable('integration_connections')
      .set(sealed)
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await ctx.audit({
    action: 'integration.connected',
    resourceType: 'integration_connection',
    resourceId: row.id,
    outcome: 'success',
  });
  if (provider === 'google_calendar') {
    await services.jobs.enqueue(ctx.tx, 'integrations.calendar_sync', {
      tenantId: ctx.principal.tenantId,
      connectionId: row.id,
    });
  }
  await queueUpcomingVisits(services, ctx.tx, ctx.principal.tenantId, staffId);
  return presentConnection(row);
}

/**
 * Disconnect: the grant is revoked at the provider and the connection, its busy times and its
 * links are deleted. A provider that does not answer gets the revocation through the job queue
 * (the token sealed in the job), so the clinic is never kept connected by the provider's outage.
 */
export async function disconnect(
  ctx: StaffContext,
  services: Services,
  provider: IntegrationProvider,
): Promise<{ disconnected: true }> {
  const row = await findConnection(ctx.tx, provider, ownerOf(provider, ctx.principal));
  if (row === undefined) throw notFound(`${PROVIDER_NAMES[provider]} is not connected`);
  const sealedToken = row.refresh_token_sealed ?? row.access_token_sealed;
  if (provider === 'google_calendar' && row.push_channel_id !== null) {
    const google = integrationAdapters(services).google;
    const token = await accessTokenFor(ctx.tx, services.keys.encryption, google.oauth, row).catch(() => null);
    if (token !== null) await stopPushChannel(services, row, token);
  }
  try {
    await oauthClientOf(services, provider).revoke(openToken(services.keys.encryption, sealedToken));
  } catch (error) {
    const retry =
      error instanceof ProviderError && (error.kind === 'unavailable' || error.kind === 'rate_limited');
    if (retry) await services.jobs.enqueue(ctx.tx, 'integrations.revoke', { provider, sealed: sealedToken });
  }
  await ctx.tx.deleteFrom('integration_connections').where('id', '=', row.id).execute();
  await ctx.audit({
    action: 'integration.disconnected',
    resourceType: 'integration_connection',
    resourceId: row.id,
    outcome: 'success',
  });
  return { disconnected: true };
}

/** The `integrations.revoke` job: a revocation the provider did not take at disconnect. */
export async function runRevokeJob(
  services: Services,
  data: { provider: IntegrationProvider; sealed: string },
): Promise<void> {
  try {
    await oauthClientOf(services, data.provider).revoke(openToken(services.keys.encryption, data.sealed));
  } catch (error) {
    // Already revoked or refused: nothing more to do. Outages throw, and the queue retries.
    if (error instanceof ProviderError && (error.kind === 'unavailable' || error.kind === 'rate_limited'))
      throw error;
  }
}
