import { parseDeviceInfo } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import { act } from '@testing-library/react';
import { failureOf } from '../testing/failure-of';
import { createFakeBackend, fail, ok } from '../testing/fake-backend';
import { settle, useFakeClock } from '../testing/fake-clock';
import {
  IDS,
  SESSION_ID,
  patientProfile,
  patientSession,
  staffProfile,
  storeStaffSession,
  tokenPair,
} from '../testing/identity-fixtures';
import { TEST_API_BASE, renderSession } from '../testing/render-session';
import { CREDENTIALS, signedInStaff, staffBackend } from '../testing/staff-session';

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

describe('start-up', () => {
  it('is signed out at once when nothing is stored', () => {
    const session = renderSession();
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.backend.requests).toHaveLength(0);
  });

  it('is loading while a stored session is checked', async () => {
    storeStaffSession();
    const session = renderSession({ backend: staffBackend() });
    expect(session.auth().snapshot.status).toBe('loading');
    await settle();
    expect(session.auth().snapshot.status).toBe('staff');
  });

  it('restores a staff session into the snapshot the routing and remotes get', async () => {
    storeStaffSession();
    const backend = staffBackend().on(
      'GET /api/me',
      ok(staffProfile({ profile_picture: `/api/staff/${IDS.user}/profile-picture?sig=abc` })),
    );
    const session = renderSession({ backend });
    await settle();

    expect(session.auth().snapshot).toEqual({
      status: 'staff',
      user: {
        id: IDS.user,
        username: 'ada.lovelace',
        email: 'ada@clinic.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profilePicture: `${TEST_API_BASE}/api/staff/${IDS.user}/profile-picture?sig=abc`,
        role: { name: 'admin', permissions: ['staff_read', 'patients_read'] },
      },
      tenantId: IDS.tenant,
      clinicId: IDS.clinic,
      branchId: IDS.branch,
    });
    expect(session.auth().staffProfile?.clinic_name).toBe('Harbour Clinic');
  });
});

describe('staff sign-in (spec 4.1)', () => {
  it('stores the tokens, loads /api/me, sends the login notification, then fetches the timeout', async () => {
    const session = await signedInStaff();

    expect(session.backend.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/login',
      'GET /api/me',
      'POST /api/users/login-notification',
      'GET /api/users/session-timeout',
    ]);
    const [login] = session.backend.sent('POST /api/login');
    expect(login?.body).toEqual(CREDENTIALS);
    expect(login?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userProfile') ?? 'null')).toEqual(staffProfile());
    expect(session.backend.sent('GET /api/me')[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(session.backend.sent('POST /api/users/login-notification')[0]?.body).toEqual({
      session_id: SESSION_ID,
      ip_address: null,
      user_agent: navigator.userAgent,
      device_info: parseDeviceInfo(navigator.userAgent),
    });
    expect(session.auth().snapshot.status).toBe('staff');
    // The page that asked chooses where to go.
    expect(session.path()).toBe('/dashboard');
  });

  it('hands back the two-factor challenge, and signs in with the code', async () => {
    const challenge = { two_factor_required: true, challenge_token: 'challenge-1', method: 'totp' };
    const backend = staffBackend()
      .on('POST /api/login', ok(challenge))
      .on('POST /api/login/2fa', ok(tokenPair()));
    const session = renderSession({ backend });
    await settle();

    const result = await act(() => session.auth().loginStaff(CREDENTIALS));
    expect(result).toEqual({ kind: 'two-factor', challenge });
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(backend.sent('GET /api/me')).toHaveLength(0);

    await act(() => session.auth().completeTwoFactor('challenge-1', '123456'));
    expect(backend.sent('POST /api/login/2fa')[0]?.body).toEqual({
      challenge_token: 'challenge-1',
      code: '123456',
    });
    expect(session.auth().snapshot.status).toBe('staff');
  });

  it("rejects with the server's message on a wrong password, without the global logout", async () => {
    const backend = staffBackend().on('POST /api/login', fail(401, 'Invalid username or password'));
    const session = renderSession({ backend, path: '/login' });
    await settle();

    await expect(act(() => session.auth().loginStaff(CREDENTIALS))).rejects.toThrow(
      'Invalid username or password',
    );
    expect(session.path()).toBe('/login');
    expect(session.auth().snapshot.status).toBe('signed-out');
  });

  it.each([
    ['refused', fail(401, 'Your session has ended. Please sign in again.')],
    ['unanswered', 'network' as const],
  ])("says 'Failed to fetch user profile' and clears the auth when /api/me is %s", async (_case, reply) => {
    const backend = staffBackend().on('GET /api/me', reply);
    const session = renderSession({ backend, path: '/login' });
    await settle();

    const failure = await failureOf(() => session.auth().loginStaff(CREDENTIALS));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('Failed to fetch user profile');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.path()).toBe('/login');
  });

  it('signs in even when the login notification fails', async () => {
    const backend = staffBackend().on('POST /api/users/login-notification', fail(500, 'boom'));
    const session = await signedInStaff(backend);
    expect(session.auth().snapshot.status).toBe('staff');
  });
});

describe('accepting a staff invitation', () => {
  it('adopts the session the registration answers, as a sign-in does', async () => {
    const backend = staffBackend().on('POST /api/staff-register', ok(tokenPair()));
    const session = renderSession({ backend, path: '/staff-register' });
    await settle();

    const request = {
      token: 'i'.repeat(43),
      username: 'ada.lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'a long passphrase',
      confirm_password: 'a long passphrase',
    };
    await act(() => session.auth().acceptInvitation(request));

    const [accept] = backend.sent('POST /api/staff-register');
    expect(accept?.body).toEqual(request);
    expect(accept?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(backend.sent('GET /api/me')).toHaveLength(1);
    expect(backend.sent('POST /api/users/login-notification')).toHaveLength(1);
    expect(session.auth().snapshot.status).toBe('staff');
  });

  it("rejects with the server's field errors and stays signed out", async () => {
    const backend = staffBackend().on('POST /api/staff-register', fail(409, 'This username is taken'));
    const session = renderSession({ backend, path: '/staff-register' });
    await settle();
    const failure = await failureOf(() =>
      session.auth().acceptInvitation({
        token: 'i'.repeat(43),
        username: 'ada',
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'a long passphrase',
        confirm_password: 'a long passphrase',
      }),
    );
    expect(failure.message).toBe('This username is taken');
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.path()).toBe('/staff-register');
  });
});

describe('patient sign-in and registration', () => {
  it.each([
    ['loginPatient', '/api/patients/login'],
    ['registerPatient', '/api/patients/register'],
  ] as const)('%s stores the tokens and patientData', async (action, path) => {
    const backend = createFakeBackend().on(`POST ${path}`, ok(patientSession()));
    const session = renderSession({ backend });
    await settle();

    if (action === 'loginPatient')
      await act(() => session.auth().loginPatient({ username: 'grace', password: 'pw' }));
    else
      await act(() =>
        session.auth().registerPatient({
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@mail.example',
          username: 'grace',
          password: 'a long passphrase',
          confirm_password: 'a long passphrase',
        }),
      );

    expect(backend.sent(`POST ${path}`)[0]?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('refresh_token')).toBe('patient-refresh-1');
    expect(JSON.parse(localStorage.getItem('patientData') ?? 'null')).toEqual(patientProfile());
    expect(session.auth().snapshot).toMatchObject({ status: 'patient', tenantId: null, clinicId: null });
    expect(session.auth().snapshot.user?.role).toEqual({
      name: 'Patient',
      permissions: ['patient_read', 'patient_update'],
    });
    expect(session.auth().patientProfile).toEqual(patientProfile());
  });
});

describe('logout (spec 4.1)', () => {
  it("asks for a CSRF token, posts the logout with it, keeps only the kept keys and returns to '/'", async () => {
    const session = await signedInStaff();
    const access = localStorage.getItem('access_token');
    localStorage.setItem('preservedProfilePicture', JSON.stringify({ userId: IDS.user, url: 'p.png' }));
    localStorage.setItem(`appointments-tab-order-${IDS.user}`, '["week"]');
    localStorage.setItem('featureCache', '{}');

    await act(() => session.auth().logout());

    const [logout] = session.backend.sent('POST /api/logout');
    expect(logout?.headers['x-csrf-token']).toBe('csrf-1');
    expect(logout?.headers.authorization).toBe(`Bearer ${access}`);
    expect(Object.keys(localStorage).sort()).toEqual([
      `appointments-tab-order-${IDS.user}`,
      'preservedProfilePicture',
    ]);
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.path()).toBe('/');
  });

  it('logs out locally even when the server calls fail', async () => {
    const backend = staffBackend().on('GET /api/csrf-token', fail(401, 'Your session has ended.'));
    const session = await signedInStaff(backend);
    await act(() => session.auth().logout());
    expect(backend.sent('POST /api/logout')).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(session.path()).toBe('/');
  });

  it("logs out globally, to '/', on a 401 from any call, without calling the server", async () => {
    const backend = staffBackend().on(
      'GET /api/patients',
      fail(401, 'You were signed out after a period of inactivity.'),
    );
    const session = await signedInStaff(backend);

    await act(() => session.clients.api.get('/api/patients').catch(() => undefined));
    await settle();

    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.path()).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(backend.sent('GET /api/csrf-token')).toHaveLength(0);
  });

  it("logs out when a remote asks for it ('auth.logout-requested')", async () => {
    const session = await signedInStaff();
    act(() => session.bus.publish('auth.logout-requested', { reason: 'user' }));
    await settle();
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.backend.sent('POST /api/logout')).toHaveLength(1);
  });
});
