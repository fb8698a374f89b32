import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleAdapter } from './google-adapter';
import type { IntegrationAdapters } from './providers';
import { zoomAdapter } from './zoom-adapter';

/**
 * A local HTTP server answering the parts of Google's and Zoom's APIs Clinio uses (ADR 055), as
 * their documentation describes them: the OAuth token and revoke endpoints (PKCE checked), Google's
 * userinfo, calendar list and events (list with syncToken and pages, insert, patch, delete), push
 * channels (events.watch, channels.stop) and Zoom's users/me and meetings. Tests point the real adapters at it; nothing talks to the internet.
 * `failNext(path, status)` makes the next call to a path fail like the provider would.
 */

interface StoredEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  transparency?: 'transparent';
  start: { dateTime: string };
  end: { dateTime: string };
  extendedProperties?: { private?: Record<string, string> };
  seq: number;
  calendarId: string;
}

export interface FakeChannel {
  id: string;
  calendarId: string;
  address: string;
  token: string;
  resourceId: string;
  expiration: number;
  stopped: boolean;
}

export interface FakeProviders {
  url: string;
  adapters: IntegrationAdapters;
  /** A code the "consent page" would give for this challenge. */
  issueCode(provider: 'google' | 'zoom', challenge: string): string;
  /** A busy event in the primary calendar, as the owner would add it in Google. */
  addBusy(start: string, end: string, extra?: Partial<StoredEvent>): string;
  cancelEvent(id: string): void;
  events(calendarId?: string): StoredEvent[];
  meetings: Map<string, { start_time: string; duration: number; topic: string }>;
  /** Push channels made with events.watch, by channel id. */
  channels: Map<string, FakeChannel>;
  revoked: string[];
  /** Every request's method and path, for assertions. */
  calls: string[];
  failNext(path: string, status: number, body?: unknown): void;
  /** Refresh tokens stop working (the user revoked access at the provider). */
  revokeAll(): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const codes = new Map<string, { provider: string; challenge: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const stored: StoredEvent[] = [];
  const meetings = new Map<string, { start_time: string; duration: number; topic: string }>();
  const failures = new Map<string, { status: number; body: unknown }>();
  const revoked: string[] = [];
  const channels = new Map<string, FakeChannel>();
  const calls: string[] = [];
  let seq = 0;

  const issueTokens = () => {
    const at = `at_${randomBytes(12).toString('hex')}`;
    const rt = `rt_${randomBytes(12).toString('hex')}`;
    access.add(at);
    refresh.add(rt);
    return { access_token: at, refresh_token: rt, expires_in: 3599, token_type: 'Bearer' };
  };
  const authorized = (req: IncomingMessage) =>
    access.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));

  async function handle(req: IncomingMessage, res: ServerResponse, fakeUrl: string) {
    const url = new URL(req.url ?? '/', fakeUrl);
    const path = url.pathname;
    calls.push(`${req.method} ${path}`);
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      json(res, failure.status, failure.body);
      return;
    }
    const raw = await bodyOf(req);
    if (path === '/google/token' || path === '/zoom/token') {
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!code || code.challenge !== challenge || !form.get('redirect_uri')) {
          json(res, 400, { error: 'invalid_grant' });
          return;
        }
        json(res, 200, issueTokens());
        return;
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refresh.has(form.get('refresh_token') ?? '')) {
          json(res, 400, { error: 'invalid_grant' });
          return;
        }
        const at = `at_${randomBytes(12).toString('hex')}`;
        access.add(at);
        json(res, 200, { access_token: at, expires_in: 3599 });
        return;
      }
      json(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (path === '/google/revoke' || path === '/zoom/revoke') {
      const token = new URLSearchParams(raw).get('token') ?? '';
      revoked.push(token);
      refresh.delete(token);
      json(res, 200, {});
      return;
    }
    if (!authorized(req)) {
      json(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      return;
    }
    if (path === '/google/userinfo') {
      json(res, 200, { sub: '1', email: 'dr.grey@example.com' });
      return;
    }
    if (path === '/zoom/api/users/me') {
      json(res, 200, { id: 'u1', email: 'clinic@example.com' });
      return;
    }
    if (path === '/google/calendar/users/me/calendarList') {
      json(res, 200, {
        items: [
          { id: 'dr.grey@example.com', summary: 'dr.grey@example.com', primary: true },
          { id: 'visits@group.calendar.google.com', summary: 'Clinic visits' },
        ],
      });
      return;
    }
    const watch = /^\/google\/calendar\/calendars\/([^/]+)\/events\/watch$/.exec(path);
    if (watch && req.method === 'POST') {
      const body = JSON.parse(raw) as {
        id: string;
        type: string;
        address: string;
        token: string;
        params?: { ttl?: string };
      };
      if (body.type !== 'web_hook' || !body.address.startsWith('https://')) {
        json(res, 400, { error: { code: 400, message: 'WebHook callback must be HTTPS' } });
        return;
      }
      const channel: FakeChannel = {
        id: body.id,
        calendarId: decodeURIComponent(watch[1] ?? ''),
        address: body.address,
        token: body.token,
        resourceId: `res${(seq += 1)}`,
        expiration: Date.now() + Number(body.params?.ttl ?? '604800') * 1000,
        stopped: false,
      };
      channels.set(channel.id, channel);
      json(res, 200, {
        kind: 'api#channel',
        id: channel.id,
        resourceId: channel.resourceId,
        token: channel.token,
        expiration: String(channel.expiration),
      });
      return;
    }
    if (path === '/google/calendar/channels/stop' && req.method === 'POST') {
      const body = JSON.parse(raw) as { id: string; resourceId: string };
      const channel = channels.get(body.id);
      if (!channel || channel.resourceId !== body.resourceId || channel.stopped) {
        json(res, 404, { error: { code: 404 } });
        return;
      }
      channel.stopped = true;
      res.writeHead(204).end();
      return;
    }
    const events = /^\/google\/calendar\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (events) {
      const calendarId = decodeURIComponent(events[1] ?? '');
      const eventId = events[2] === undefined ? undefined : decodeURIComponent(events[2]);
      const inCalendar = (event: StoredEvent) =>
        event.calendarId === calendarId ||
        (calendarId === 'primary' && event.calendarId === 'dr.grey@example.com');
      if (req.method === 'GET' && eventId === undefined) {
        const syncToken = url.searchParams.get('syncToken');
        if (syncToken !== null && !/^sync-\d+$/.test(syncToken)) {
          json(res, 410, { error: { code: 410 } });
          return;
        }
        const since = syncToken === null ? -1 : Number(syncToken.slice(5));
        const changed = stored.filter(
          (event) => inCalendar(event) && event.seq > since && (since >= 0 || event.status !== 'cancelled'),
        );
        // Two pages when there is more than one event, to prove the adapter follows nextPageToken.
        const offset = Number(url.searchParams.get('pageToken') ?? '0');
        const page = changed.slice(offset, offset + 1);
        const more = offset + 1 < changed.length;
        json(res, 200, {
          items: page.map(({ seq: _seq, calendarId: _calendar, ...event }) => event),
          ...(more ? { nextPageToken: String(offset + 1) } : { nextSyncToken: `sync-${seq}` }),
        });
        return;
      }
      if (req.method === 'POST' && eventId === undefined) {
        const body = JSON.parse(raw) as Omit<StoredEvent, 'id' | 'seq' | 'status' | 'calendarId'>;
        const event: StoredEvent = { ...body, id: `evt${(seq += 1)}`, status: 'confirmed', seq, calendarId };
        stored.push(event);
        json(res, 200, event);
        return;
      }
      const event = stored.find(
        (item) => item.id === eventId && inCalendar(item) && item.status !== 'cancelled',
      );
      if (!event) {
        json(res, 404, { error: { code: 404 } });
        return;
      }
      if (req.method === 'PATCH') {
        Object.assign(event, JSON.parse(raw), { seq: (seq += 1) });
        json(res, 200, event);
        return;
      }
      if (req.method === 'DELETE') {
        Object.assign(event, { status: 'cancelled', seq: (seq += 1) });
        res.writeHead(204).end();
        return undefined;
      }
    }
    if (path === '/zoom/api/users/me/meetings' && req.method === 'POST') {
      const body = JSON.parse(raw) as { start_time: string; duration: number; topic: string };
      const id = String(90_000_000_000 + (seq += 1));
      meetings.set(id, body);
      json(res, 201, { id: Number(id), join_url: `https://zoom.example.test/j/${id}` });
      return;
    }
    const meeting = /^\/zoom\/api\/meetings\/(\d+)$/.exec(path);
    if (meeting) {
      const id = meeting[1] ?? '';
      const found = meetings.get(id);
      if (!found) {
        json(res, 404, { code: 3001, message: 'Meeting does not exist' });
        return;
      }
      if (req.method === 'PATCH') Object.assign(found, JSON.parse(raw));
      else if (req.method === 'DELETE') meetings.delete(id);
      res.writeHead(204).end();
      return undefined;
    }
    json(res, 404, { error: 'not found' });
  }

  let base = '';
  const server: Server = createServer((req, res) => {
    handle(req, res, base).catch(() => json(res, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const google = googleAdapter({
    clientId: 'google-client-id',
    clientSecret: 'google-client-secret',
    endpoints: {
      authorize: `${base}/google/authorize`,
      token: `${base}/google/token`,
      revoke: `${base}/google/revoke`,
      userinfo: `${base}/google/userinfo`,
      calendar: `${base}/google/calendar`,
    },
  });
  const zoom = zoomAdapter({
    clientId: 'zoom-client-id',
    clientSecret: 'zoom-client-secret',
    endpoints: {
      authorize: `${base}/zoom/authorize`,
      token: `${base}/zoom/token`,
      revoke: `${base}/zoom/revoke`,
      api: `${base}/zoom/api`,
    },
  });
  return {
    url: base,
    adapters: { google, zoom },
    issueCode(provider, challenge) {
      const code = `code_${randomBytes(8).toString('hex')}`;
      codes.set(code, { provider, challenge });
      return code;
    },
    addBusy(start, end, extra = {}) {
      const event: StoredEvent = {
        id: `busy${(seq += 1)}`,
        status: 'confirmed',
        start: { dateTime: start },
        end: { dateTime: end },
        seq,
        calendarId: 'dr.grey@example.com',
        ...extra,
      };
      stored.push(event);
      return event.id;
    },
    cancelEvent(id) {
      const event = stored.find((item) => item.id === id);
      if (event) Object.assign(event, { status: 'cancelled', seq: (seq += 1) });
    },
    events: (calendarId) =>
      stored.filter((event) => calendarId === undefined || event.calendarId === calendarId),
    meetings,
    channels,
    revoked,
    calls,
    failNext(path, status, body = { error: { code: status } }) {
      failures.set(path, { status, body });
    },
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
