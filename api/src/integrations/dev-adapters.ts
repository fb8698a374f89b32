import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { codeChallengeOf } from './pkce';
import {
  ProviderError,
  type CalendarApi,
  type CalendarEvent,
  type IntegrationAdapters,
  type MeetingsApi,
  type OAuthClient,
} from './providers';

/**
 * The development adapters (ADR 055): "Google" and "Zoom" without accounts. Consent is a local page
 * (`/api/integrations/dev/{google|zoom}/consent`) that returns to the real callback route with a code
 * signed by this server; the code carries its PKCE challenge, so the verifier is checked exactly as
 * a provider would. The development calendar is busy every day 15:00-16:00 UTC for three weeks.
 */

export type DevProvider = 'google' | 'zoom';
export const DEV_ACCOUNTS: Record<DevProvider, string> = {
  google: 'dev.calendar@clinio.local',
  zoom: 'dev.zoom@clinio.local',
};
const CODE_TTL_MS = 5 * 60_000;
const DAY = 86_400_000;

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(`integrations-dev:${body}`).digest('base64url');
}

/** A development authorization code: the provider, the challenge and the expiry, signed. */
export function devCode(key: Buffer, provider: DevProvider, challenge: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: provider, c: challenge, e: now + CODE_TTL_MS })).toString(
    'base64url',
  );
  return `dev.${body}.${sign(key, body)}`;
}

function checkDevCode(key: Buffer, provider: DevProvider, code: string, verifier: string): void {
  const [prefix, body, mac] = code.split('.');
  const refused = new ProviderError('rejected', 400, 'The development provider refused the code');
  if (prefix !== 'dev' || !body || !mac) throw refused;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    p: string;
    c: string;
    e: number;
  };
  if (claims.p !== provider || claims.e < Date.now() || claims.c !== codeChallengeOf(verifier)) throw refused;
}

function devOAuth(key: Buffer, appUrl: string, provider: DevProvider): OAuthClient {
  const tokens = () => ({
    accessToken: `devat.${randomBytes(24).toString('base64url')}`,
    refreshToken: `devrt.${randomBytes(24).toString('base64url')}`,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return {
    mode: 'development',
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({ state, code_challenge: codeChallenge, redirect_uri: redirectUri });
      return `${appUrl}/api/integrations/dev/${provider}/consent?${query.toString()}`;
    },
    exchangeCode({ code, codeVerifier }) {
      checkDevCode(key, provider, code, codeVerifier);
      return Promise.resolve(tokens());
    },
    refresh() {
      return Promise.resolve({ ...tokens(), refreshToken: null });
    },
    revoke: () => Promise.resolve(),
    account: () => Promise.resolve({ email: DEV_ACCOUNTS[provider] }),
  };
}

/** The development calendar's busy times: every day 15:00-16:00 UTC from yesterday for 21 days. */
export function devBusyEvents(now = Date.now()): CalendarEvent[] {
  const today = Math.floor(now / DAY) * DAY;
  return Array.from({ length: 22 }, (_, index) => {
    const day = today + (index - 1) * DAY;
    return {
      id: `dev-busy-${new Date(day).toISOString().slice(0, 10)}`,
      cancelled: false,
      transparent: false,
      start: new Date(day + 15 * 3600_000).toISOString(),
      end: new Date(day + 16 * 3600_000).toISOString(),
      clinioAppointmentId: null,
    };
  });
}

function devCalendar(): CalendarApi {
  const written = new Map<string, string>();
  return {
    listCalendars: () =>
      Promise.resolve([
        { id: 'primary', name: 'Development calendar', primary: true },
        { id: 'clinio-visits', name: 'Clinio visits', primary: false },
      ]),
    listEvents: () => Promise.resolve({ events: devBusyEvents(), nextSyncToken: `dev-sync.${Date.now()}` }),
    insertEvent(_token, _calendarId, event) {
      const id = `devevt${randomUUID().replaceAll('-', '')}`;
      written.set(id, event.appointmentId);
      return Promise.resolve({ id });
    },
    patchEvent: () => Promise.resolve(),
    deleteEvent(_token, _calendarId, eventId) {
      written.delete(eventId);
      return Promise.resolve();
    },
    // Never asked: push needs a public HTTPS address and the provider itself (calendar-sync.ts).
    watch: (_token, _calendarId, channel) =>
      Promise.resolve({
        resourceId: `devres-${channel.id}`,
        expiration: new Date(Date.now() + channel.ttlSeconds * 1000),
      }),
    stopWatch: () => Promise.resolve(),
  };
}

function devMeetings(appUrl: string): MeetingsApi {
  return {
    createMeeting() {
      const id = String(80_000_000_000 + Math.floor(Math.random() * 9_999_999_999));
      return Promise.resolve({ id, joinUrl: `${appUrl}/api/integrations/dev/zoom/meetings/${id}` });
    },
    updateMeeting: () => Promise.resolve(),
    deleteMeeting: () => Promise.resolve(),
  };
}

export function developmentAdapters(options: { key: Buffer; appUrl: string }): IntegrationAdapters {
  return {
    google: { oauth: devOAuth(options.key, options.appUrl, 'google'), calendar: devCalendar() },
    zoom: { oauth: devOAuth(options.key, options.appUrl, 'zoom'), meetings: devMeetings(options.appUrl) },
  };
}
