import { bearer, codeGrantFields, pkceAuthorizeUrl, providerCall, tokenSetOf } from './provider-http';
import { ProviderError, type MeetingsApi, type OAuthClient, type ZoomAdapter } from './providers';

/** Zoom's documented endpoints (OAuth for user-managed apps with PKCE, REST API v2). */
export const ZOOM_ENDPOINTS = {
  authorize: 'https://zoom.us/oauth/authorize',
  token: 'https://zoom.us/oauth/token',
  revoke: 'https://zoom.us/oauth/revoke',
  api: 'https://api.zoom.us/v2',
};
export type ZoomEndpoints = typeof ZOOM_ENDPOINTS;

const NAME = 'Zoom';

export function zoomAdapter(options: {
  clientId: string;
  clientSecret: string;
  endpoints?: Partial<ZoomEndpoints>;
}): ZoomAdapter {
  const urls = { ...ZOOM_ENDPOINTS, ...options.endpoints };
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const tokenCall = (fields: Record<string, string>, url = urls.token) =>
    providerCall<Record<string, unknown>>(NAME, url, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const json = (token: string, method: string, value: unknown) => ({
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });

  const oauth: OAuthClient = {
    mode: 'live',
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      return pkceAuthorizeUrl(urls.authorize, {
        clientId: options.clientId,
        redirectUri,
        state,
        codeChallenge,
      });
    },
    async exchangeCode(input) {
      return tokenSetOf(NAME, await tokenCall(codeGrantFields(input)));
    },
    async refresh(refreshToken) {
      return tokenSetOf(NAME, await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }));
    },
    async revoke(token) {
      await tokenCall({ token }, urls.revoke);
    },
    async account(accessToken) {
      const answer = await providerCall<{ email?: unknown }>(NAME, `${urls.api}/users/me`, {
        headers: bearer(accessToken),
      });
      return { email: typeof answer.email === 'string' ? answer.email : '' };
    },
  };

  const meetings: MeetingsApi = {
    async createMeeting(token, input) {
      const answer = await providerCall<{ id?: unknown; join_url?: unknown }>(
        NAME,
        `${urls.api}/users/me/meetings`,
        json(token, 'POST', {
          topic: input.topic,
          type: 2,
          start_time: input.start.toISOString(),
          duration: input.minutes,
          settings: { waiting_room: true, join_before_host: false },
        }),
      );
      if (
        (typeof answer.id !== 'number' && typeof answer.id !== 'string') ||
        typeof answer.join_url !== 'string'
      )
        throw new ProviderError('unavailable', 201, `${NAME} sent no meeting`);
      return { id: String(answer.id), joinUrl: answer.join_url };
    },
    async updateMeeting(token, id, input) {
      await providerCall(
        NAME,
        `${urls.api}/meetings/${encodeURIComponent(id)}`,
        json(token, 'PATCH', { start_time: input.start.toISOString(), duration: input.minutes }),
      );
    },
    async deleteMeeting(token, id) {
      try {
        await providerCall(NAME, `${urls.api}/meetings/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          headers: bearer(token),
        });
      } catch (error) {
        if (!(error instanceof ProviderError && error.kind === 'not_found')) throw error;
      }
    },
  };
  return { oauth, meetings };
}
