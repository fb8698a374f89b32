import {
  bearer,
  codeGrantFields,
  jsonBody,
  pkceAuthorizeUrl,
  providerCall,
  tokenSetOf,
} from './provider-http';
import {
  ProviderError,
  SyncTokenExpired,
  type CalendarApi,
  type CalendarEvent,
  type GoogleAdapter,
  type OAuthClient,
  type VisitEvent,
} from './providers';

/** Google's documented endpoints (OAuth 2.0 for web server apps, Calendar API v3, OpenID userinfo). */
export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  calendar: 'https://www.googleapis.com/calendar/v3',
};
export type GoogleEndpoints = typeof GOOGLE_ENDPOINTS;

export const GOOGLE_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
].join(' ');

const NAME = 'Google Calendar';

interface GoogleEvent {
  id?: string;
  status?: string;
  transparency?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  extendedProperties?: { private?: Record<string, string> };
}

function eventOf(item: GoogleEvent): CalendarEvent | null {
  if (typeof item.id !== 'string') return null;
  return {
    id: item.id,
    cancelled: item.status === 'cancelled',
    transparent: item.transparency === 'transparent',
    start: item.start?.dateTime ?? null,
    end: item.end?.dateTime ?? null,
    clinioAppointmentId: item.extendedProperties?.private?.clinioAppointmentId ?? null,
  };
}

function eventBody(event: VisitEvent) {
  return {
    summary: event.summary,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    extendedProperties: { private: { clinioAppointmentId: event.appointmentId } },
  };
}

export function googleAdapter(options: {
  clientId: string;
  clientSecret: string;
  endpoints?: Partial<GoogleEndpoints>;
}): GoogleAdapter {
  const urls = { ...GOOGLE_ENDPOINTS, ...options.endpoints };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      ...fields,
    }),
  });
  const events = (calendarId: string) =>
    `${urls.calendar}/calendars/${encodeURIComponent(calendarId)}/events`;

  const oauth: OAuthClient = {
    mode: 'live',
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      return pkceAuthorizeUrl(
        urls.authorize,
        { clientId: options.clientId, redirectUri, state, codeChallenge },
        { scope: GOOGLE_SCOPES, access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      );
    },
    async exchangeCode(input) {
      return tokenSetOf(NAME, await providerCall(NAME, urls.token, form(codeGrantFields(input))));
    },
    async refresh(refreshToken) {
      const fields = { grant_type: 'refresh_token', refresh_token: refreshToken };
      return tokenSetOf(NAME, await providerCall(NAME, urls.token, form(fields)));
    },
    async revoke(token) {
      await providerCall(NAME, urls.revoke, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
    },
    async account(accessToken) {
      const answer = await providerCall<{ email?: unknown }>(NAME, urls.userinfo, {
        headers: bearer(accessToken),
      });
      return { email: typeof answer.email === 'string' ? answer.email : '' };
    },
  };

  const calendar: CalendarApi = {
    async listCalendars(token) {
      const answer = await providerCall<{
        items?: { id: string; summary?: string; summaryOverride?: string; primary?: boolean }[];
      }>(NAME, `${urls.calendar}/users/me/calendarList?minAccessRole=writer&maxResults=250`, {
        headers: bearer(token),
      });
      return (answer.items ?? []).map((item) => ({
        id: item.id,
        name: item.summaryOverride ?? item.summary ?? item.id,
        primary: item.primary === true,
      }));
    },
    async listEvents(token, calendarId, from) {
      const found: CalendarEvent[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const query = new URLSearchParams({ singleEvents: 'true', maxResults: '250' });
        if ('syncToken' in from) query.set('syncToken', from.syncToken);
        else query.set('timeMin', from.timeMin.toISOString());
        if (pageToken !== undefined) query.set('pageToken', pageToken);
        let answer: { items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string };
        try {
          answer = await providerCall(NAME, `${events(calendarId)}?${query.toString()}`, {
            headers: bearer(token),
          });
        } catch (error) {
          if (error instanceof ProviderError && error.status === 410) throw new SyncTokenExpired();
          throw error;
        }
        for (const item of answer.items ?? []) {
          const event = eventOf(item);
          if (event !== null) found.push(event);
        }
        if (answer.nextPageToken) {
          pageToken = answer.nextPageToken;
          continue;
        }
        if (!answer.nextSyncToken) throw new ProviderError('unavailable', 200, `${NAME} sent no sync token`);
        return { events: found, nextSyncToken: answer.nextSyncToken };
      }
      throw new ProviderError('unavailable', 200, `${NAME} sent too many pages`);
    },
    async insertEvent(token, calendarId, event) {
      const answer = await providerCall<{ id?: unknown }>(NAME, events(calendarId), {
        method: 'POST',
        ...jsonBody(eventBody(event)),
        headers: { ...bearer(token), 'content-type': 'application/json' },
      });
      if (typeof answer.id !== 'string')
        throw new ProviderError('unavailable', 200, `${NAME} sent no event id`);
      return { id: answer.id };
    },
    async patchEvent(token, calendarId, eventId, event) {
      await providerCall(NAME, `${events(calendarId)}/${encodeURIComponent(eventId)}`, {
        method: 'PATCH',
        ...jsonBody(eventBody(event)),
        headers: { ...bearer(token), 'content-type': 'application/json' },
      });
    },
    async deleteEvent(token, calendarId, eventId) {
      try {
        await providerCall(NAME, `${events(calendarId)}/${encodeURIComponent(eventId)}`, {
          method: 'DELETE',
          headers: bearer(token),
        });
      } catch (error) {
        // Already gone (deleted by hand in Google): the wanted state is reached.
        if (!(error instanceof ProviderError && error.kind === 'not_found')) throw error;
      }
    },
    async watch(token, calendarId, channel) {
      const answer = await providerCall<{ resourceId?: unknown; expiration?: unknown }>(
        NAME,
        `${events(calendarId)}/watch`,
        {
          method: 'POST',
          ...jsonBody({
            id: channel.id,
            type: 'web_hook',
            address: channel.address,
            token: channel.token,
            params: { ttl: String(channel.ttlSeconds) },
          }),
          headers: { ...bearer(token), 'content-type': 'application/json' },
        },
      );
      // Google writes the expiry as milliseconds since the epoch, in a string.
      const expiration = Number(answer.expiration);
      if (typeof answer.resourceId !== 'string' || !Number.isFinite(expiration))
        throw new ProviderError('unavailable', 200, `${NAME} sent no channel`);
      return { resourceId: answer.resourceId, expiration: new Date(expiration) };
    },
    async stopWatch(token, channel) {
      try {
        await providerCall(NAME, `${urls.calendar}/channels/stop`, {
          method: 'POST',
          ...jsonBody({ id: channel.id, resourceId: channel.resourceId }),
          headers: { ...bearer(token), 'content-type': 'application/json' },
        });
      } catch (error) {
        // Expired or stopped already: the wanted state is reached.
        if (!(error instanceof ProviderError && error.kind === 'not_found')) throw error;
      }
    },
  };
  return { oauth, calendar };
}
