import { ApiError } from '@clinio/platform';
import { createFakeBackend, fail, ok } from '../testing/fake-backend';
import { jwt, patientProfile, tokenPair } from '../testing/identity-fixtures';
import { createShellClients } from './clients';
import { createEventBus } from '@clinio/platform';
import { REFRESH_LEAD_SECONDS, refreshDelayMs } from './token-manager';

const NOW = Date.UTC(2026, 0, 10, 9, 0, 0);

function setup() {
  const backend = createFakeBackend();
  const bus = createEventBus();
  const clients = createShellClients({ baseURL: 'http://api.test', bus, onCall: () => undefined });
  backend.install(clients.api);
  return { backend, ...clients, bus };
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('refreshDelayMs', () => {
  it('is the time until a minute before expiry, never negative, null for a malformed token', () => {
    expect(refreshDelayMs(jwt(900, NOW), NOW)).toBe((900 - REFRESH_LEAD_SECONDS) * 1000);
    expect(refreshDelayMs(jwt(30, NOW), NOW)).toBe(0);
    expect(refreshDelayMs(jwt(-5, NOW), NOW)).toBe(0);
    expect(refreshDelayMs('not-a-jwt', NOW)).toBeNull();
  });
});

describe('refresh', () => {
  it('posts the stored refresh token with credentials (the HttpOnly cookie) and stores the new pair', async () => {
    const { backend, tokens, store } = setup();
    store.saveTokens({ access_token: jwt(10, NOW), refresh_token: 'r1' });
    const next = tokenPair('r2', NOW);
    backend.on('POST /api/refresh-token', ok(next));

    await expect(tokens.refresh()).resolves.toBe(next.access_token);

    const [request] = backend.sent('POST /api/refresh-token');
    expect(request?.body).toEqual({ refresh_token: 'r1' });
    expect(request?.withCredentials).toBe(true);
    expect(request?.headers.authorization).toBeUndefined();
    expect(store.accessToken()).toBe(next.access_token);
    expect(store.refreshToken()).toBe('r2');
  });

  it('uses the patient endpoint when patientData is stored', async () => {
    const { backend, tokens, store } = setup();
    store.saveTokens({ access_token: jwt(10, NOW), refresh_token: 'p1' });
    store.savePatientData(patientProfile());
    backend.on('POST /api/patients/refresh-token', ok(tokenPair('p2', NOW)));

    await tokens.refresh();
    expect(backend.sent('POST /api/patients/refresh-token')).toHaveLength(1);
    expect(backend.sent('POST /api/refresh-token')).toHaveLength(0);
  });

  it('is a single flight: concurrent callers share one call', async () => {
    const { backend, tokens, store } = setup();
    store.saveTokens({ access_token: jwt(10, NOW), refresh_token: 'r1' });
    backend.on('POST /api/refresh-token', ok(tokenPair('r2', NOW)));

    const results = await Promise.all([tokens.refresh(), tokens.refresh(), tokens.getAccessToken()]);
    expect(backend.sent('POST /api/refresh-token')).toHaveLength(1);
    expect(new Set(results).size).toBe(1);

    // A later one is a new call.
    await tokens.refresh();
    expect(backend.sent('POST /api/refresh-token')).toHaveLength(2);
  });

  it('rejects without a refresh token, and when the server refuses, without the global 401', async () => {
    const { backend, tokens, store, bus } = setup();
    const unauthorized = jest.fn();
    bus.subscribe('auth.unauthorized', unauthorized);
    await expect(tokens.refresh()).rejects.toThrow('No refresh token found');

    store.saveTokens({ access_token: jwt(10, NOW), refresh_token: 'r1' });
    backend.on('POST /api/refresh-token', fail(401, 'Your session has ended. Please sign in again.'));
    await expect(tokens.refresh()).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(store.refreshToken()).toBe('r1');
  });

  it("takes another tab's result when that tab rotated the token first", async () => {
    const { backend, tokens, store } = setup();
    store.saveTokens({ access_token: jwt(10, NOW), refresh_token: 'r1' });
    const theirs = tokenPair('r2', NOW);
    backend.on('POST /api/refresh-token', () => {
      store.saveTokens(theirs);
      return fail(401, 'Your session has ended. Please sign in again.');
    });
    await expect(tokens.refresh()).resolves.toBe(theirs.access_token);
  });
});

describe('getAccessToken (what every call asks for)', () => {
  it('gives a fresh token as it is, without a refresh', async () => {
    const { backend, tokens, store } = setup();
    const access = jwt(900, NOW);
    store.saveTokens({ access_token: access, refresh_token: 'r1' });
    await expect(tokens.getAccessToken()).resolves.toBe(access);
    expect(backend.requests).toHaveLength(0);
  });

  it('refreshes a token about to expire before the call leaves, once for concurrent calls', async () => {
    const { backend, api, store } = setup();
    store.saveTokens({ access_token: jwt(REFRESH_LEAD_SECONDS - 1, NOW), refresh_token: 'r1' });
    const next = tokenPair('r2', NOW);
    backend.on('POST /api/refresh-token', ok(next)).on('GET /api/me', ok({})).on('GET /api/clinics', ok([]));

    await Promise.all([api.get('/api/me'), api.get('/api/clinics')]);

    expect(backend.sent('POST /api/refresh-token')).toHaveLength(1);
    expect(backend.requests.map((request) => request.path)).toEqual([
      '/api/refresh-token',
      '/api/me',
      '/api/clinics',
    ]);
    expect(backend.sent('GET /api/me')[0]?.headers.authorization).toBe(`Bearer ${next.access_token}`);
    expect(backend.sent('GET /api/clinics')[0]?.headers.authorization).toBe(`Bearer ${next.access_token}`);
  });

  it('sends the old token when the refresh fails, so the server decides', async () => {
    const { backend, tokens, store } = setup();
    const old = jwt(5, NOW);
    store.saveTokens({ access_token: old, refresh_token: 'r1' });
    backend.on('POST /api/refresh-token', 'network');
    await expect(tokens.getAccessToken()).resolves.toBe(old);
  });

  it('gives null with no token stored', async () => {
    const { tokens } = setup();
    await expect(tokens.getAccessToken()).resolves.toBeNull();
  });
});
