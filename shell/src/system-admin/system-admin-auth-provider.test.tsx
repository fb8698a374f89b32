import { createEventBus } from '@clinio/platform';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSystemAdminAuth, type SystemAdminAuthApi } from '../auth/auth-context';
import { createShellClients } from '../auth/clients';
import { failureOf } from '../testing/failure-of';
import { createFakeBackend, fail, ok, type FakeBackend } from '../testing/fake-backend';
import { ADMIN_INFO } from '../testing/identity-fixtures';
import { SystemAdminAuthProvider } from './system-admin-auth-provider';

const LOGIN = {
  access_token: 'system-token-1',
  token_type: 'bearer',
  expires_in: 3600,
  admin_info: ADMIN_INFO,
};

function renderProvider(backend: FakeBackend) {
  const clients = createShellClients({
    baseURL: 'http://api.test',
    bus: createEventBus(),
    onCall: () => undefined,
  });
  backend.install(clients.systemApi, 'system');
  const seen: { current: SystemAdminAuthApi | null } = { current: null };
  function Probe() {
    seen.current = useSystemAdminAuth();
    return null;
  }
  render(
    <MemoryRouter>
      <SystemAdminAuthProvider api={clients.systemApi}>
        <Probe />
      </SystemAdminAuthProvider>
    </MemoryRouter>,
  );
  return () => seen.current!;
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('starts signed out, with no call, when no system token is stored', async () => {
  const backend = createFakeBackend();
  const admin = renderProvider(backend);
  await settle();
  expect(admin()).toMatchObject({ status: 'signed-out', admin: null });
  expect(backend.requests).toHaveLength(0);
});

it('verifies a stored token on load with that token, and signs in', async () => {
  localStorage.setItem('system_admin_token', 'system-token-1');
  localStorage.setItem('access_token', 'a-staff-token');
  const backend = createFakeBackend().on(
    'GET /api/system-auth/verify-token',
    ok({ valid: true, admin_info: ADMIN_INFO }),
  );
  const admin = renderProvider(backend);
  expect(admin().status).toBe('checking');
  await settle();
  expect(admin()).toMatchObject({ status: 'signed-in', admin: ADMIN_INFO });
  expect(backend.requests[0]?.headers.authorization).toBe('Bearer system-token-1');
});

it('clears the stored credentials when the verification fails', async () => {
  localStorage.setItem('system_admin_token', 'stale');
  localStorage.setItem('system_admin_info', JSON.stringify(ADMIN_INFO));
  const backend = createFakeBackend().on('GET /api/system-auth/verify-token', fail(401, 'Token expired'));
  const admin = renderProvider(backend);
  await settle();
  expect(admin().status).toBe('signed-out');
  expect(localStorage.getItem('system_admin_token')).toBeNull();
  expect(localStorage.getItem('system_admin_info')).toBeNull();
});

it('signs in: stores the token and admin_info', async () => {
  const backend = createFakeBackend().on('POST /api/system-auth/login', ok(LOGIN));
  const admin = renderProvider(backend);
  await act(() => admin().login('root', 'secret'));
  expect(backend.requests[0]?.body).toEqual({ username: 'root', password: 'secret' });
  expect(admin()).toMatchObject({ status: 'signed-in', admin: ADMIN_INFO });
  expect(localStorage.getItem('system_admin_token')).toBe('system-token-1');
});

it.each([
  ['the server detail', fail(401, 'Invalid username or password'), 'Invalid username or password'],
  ["'Login failed' without a detail", { status: 500, data: '<html>' }, 'Login failed'],
  ["'Network error' without an answer", 'network' as const, 'Network error'],
])('a failed login says %s', async (_case, reply, message) => {
  const backend = createFakeBackend().on('POST /api/system-auth/login', reply);
  const admin = renderProvider(backend);
  const error = await failureOf(() => admin().login('root', 'wrong'));
  expect(error.message).toBe(message);
  expect(admin().status).toBe('signed-out');
});

it.each([
  ['succeeds', ok({ detail: 'Signed out' })],
  ['fails', fail(500, 'boom')],
  ['cannot be reached', 'network' as const],
])('logout clears the credentials when the server call %s', async (_case, reply) => {
  const backend = createFakeBackend()
    .on('POST /api/system-auth/login', ok(LOGIN))
    .on('POST /api/system-auth/logout', reply);
  const admin = renderProvider(backend);
  await act(() => admin().login('root', 'secret'));

  await act(() => admin().logout());

  expect(backend.sent('POST /api/system-auth/logout')[0]?.headers.authorization).toBe(
    'Bearer system-token-1',
  );
  expect(admin()).toMatchObject({ status: 'signed-out', admin: null });
  expect(localStorage.getItem('system_admin_token')).toBeNull();
  expect(localStorage.getItem('system_admin_info')).toBeNull();
});
