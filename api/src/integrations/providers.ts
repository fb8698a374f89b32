/**
 * What Clinio asks of each provider (ADR 055). Each has a development implementation (no account,
 * a local consent page) and a real one on plain fetch against the provider's documented API.
 */

export interface TokenSet {
  accessToken: string;
  /** Absent when the provider keeps the one it gave before (Google's refresh answers). */
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface AuthorizeInput {
  state: string;
  codeChallenge: string;
  redirectUri: string;
}

export interface OAuthClient {
  readonly mode: 'development' | 'live';
  authorizeUrl(input: AuthorizeInput): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Revokes the grant at the provider (disconnect). */
  revoke(token: string): Promise<void>;
  /** Who signed in: their e-mail address as the provider reports it. */
  account(accessToken: string): Promise<{ email: string }>;
}

export interface CalendarEvent {
  id: string;
  cancelled: boolean;
  /** Transparent events ("free") do not block time. */
  transparent: boolean;
  /** ISO instants; null for an all-day event (a date, not a time). */
  start: string | null;
  end: string | null;
  /** Set on the events Clinio wrote itself (a visit): they never block the visit's own time. */
  clinioAppointmentId: string | null;
}

export interface EventPage {
  events: CalendarEvent[];
  nextSyncToken: string;
}

export interface VisitEvent {
  appointmentId: string;
  summary: string;
  start: Date;
  end: Date;
}

export interface CalendarApi {
  listCalendars(token: string): Promise<{ id: string; name: string; primary: boolean }[]>;
  /**
   * The busy calendar's events: everything from `timeMin` on a full sync, or what changed since
   * `syncToken` (SyncTokenExpired when the provider wants a full sync again). Follows every page.
   */
  listEvents(
    token: string,
    calendarId: string,
    from: { syncToken: string } | { timeMin: Date },
  ): Promise<EventPage>;
  insertEvent(token: string, calendarId: string, event: VisitEvent): Promise<{ id: string }>;
  patchEvent(token: string, calendarId: string, eventId: string, event: VisitEvent): Promise<void>;
  deleteEvent(token: string, calendarId: string, eventId: string): Promise<void>;
  /**
   * Asks the provider to notify `channel.address` of every change to the calendar's events (a
   * push channel) until `expiration`; the notifications carry `channel.token` back.
   */
  watch(
    token: string,
    calendarId: string,
    channel: { id: string; address: string; token: string; ttlSeconds: number },
  ): Promise<{ resourceId: string; expiration: Date }>;
  /** Ends a push channel (disconnecting, or replaced by a new one). */
  stopWatch(token: string, channel: { id: string; resourceId: string }): Promise<void>;
}

export interface Meeting {
  id: string;
  joinUrl: string;
}

export interface MeetingsApi {
  createMeeting(token: string, input: { topic: string; start: Date; minutes: number }): Promise<Meeting>;
  updateMeeting(token: string, id: string, input: { start: Date; minutes: number }): Promise<void>;
  deleteMeeting(token: string, id: string): Promise<void>;
}

export interface GoogleAdapter {
  oauth: OAuthClient;
  calendar: CalendarApi;
}

export interface ZoomAdapter {
  oauth: OAuthClient;
  meetings: MeetingsApi;
}

export interface IntegrationAdapters {
  google: GoogleAdapter;
  zoom: ZoomAdapter;
}

/**
 * A provider's refusal or failure. `kind` decides what happens: `revoked` (401, invalid_grant)
 * marks the connection for a new consent and is not retried; `rate_limited` and `unavailable`
 * (429, 5xx, network) are retried by the job queue; `rejected` (another 4xx) is shown as it is.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'revoked' | 'rate_limited' | 'unavailable' | 'rejected' | 'not_found',
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The events list's sync token is no longer valid (Google answers 410): sync everything again. */
export class SyncTokenExpired extends Error {
  constructor() {
    super('The sync token expired');
    this.name = 'SyncTokenExpired';
  }
}

export function providerErrorOf(provider: string, status: number, oauthError?: string): ProviderError {
  if (status === 401 || oauthError === 'invalid_grant')
    return new ProviderError('revoked', status, `${provider} no longer accepts this connection`);
  if (status === 429) return new ProviderError('rate_limited', status, `${provider} asked us to slow down`);
  if (status === 404 || status === 410)
    return new ProviderError('not_found', status, `${provider}: not found`);
  if (status >= 500) return new ProviderError('unavailable', status, `${provider} is not answering`);
  return new ProviderError('rejected', status, `${provider} refused the request (HTTP ${status})`);
}
