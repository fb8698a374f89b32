import { createEventBus } from '@clinio/platform';
import { createFakeBackend, fail, ok } from '../testing/fake-backend';
import {
  jwt,
  patientProfile,
  staffProfile,
  storePatientSession,
  storeStaffSession,
  tokenPair,
} from '../testing/identity-fixtures';
import { createShellClients } from './clients';
import { restoreSession } from './restore-session';

function setup() {
  const backend = createFakeBackend();
  const clients = createShellClients({
    baseURL: 'http://api.test',
    bus: createEventBus(),
    onCall: () => undefined,
  });
  backend.install(clients.api);
  const restore = () => restoreSession({ api: clients.api, store: clients.store, tokens: clients.tokens });
  return { backend, restore, store: clients.store };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('preservedProfilePicture', JSON.stringify({ userId: 'u1', url: 'p.png' }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('is signed out, without a call, when no token is stored', async () => {
  const { backend, restore } = setup();
  await expect(restore()).resolves.toEqual({ status: 'signed-out' });
  expect(backend.requests).toHaveLength(0);
});

it('validates a staff session with /api/me and stores the answer', async () => {
  const { backend, restore, store } = setup();
  storeStaffSession({ profile: staffProfile({ username: 'old-name' }) });
  backend.on('GET /api/me', ok(staffProfile()));

  await expect(restore()).resolves.toEqual({ status: 'staff', profile: staffProfile() });
  expect(store.staffProfile()?.username).toBe('ada.lovelace');
  expect(backend.requests.map((request) => request.path)).toEqual(['/api/me']);
});

it('validates a patient session (patientData stored) with the patient profile', async () => {
  const { backend, restore, store } = setup();
  storePatientSession();
  const fresh = patientProfile({ first_name: 'Grace B.' });
  backend.on('GET /api/patients/profile', ok(fresh));

  await expect(restore()).resolves.toEqual({ status: 'patient', profile: fresh });
  expect(store.patientData()).toEqual(fresh);
  expect(backend.sent('GET /api/me')).toHaveLength(0);
});

describe('an expired access token (by exp; malformed counts as expired)', () => {
  it.each([
    ['expired', jwt(-10)],
    ['malformed', 'garbage'],
  ])('%s: refreshes first, then validates with the new token', async (_case, access) => {
    const { backend, restore, store } = setup();
    storeStaffSession({ access });
    const next = tokenPair('refresh-2');
    backend.on('POST /api/refresh-token', ok(next)).on('GET /api/me', ok(staffProfile()));

    await expect(restore()).resolves.toMatchObject({ status: 'staff' });
    expect(backend.requests.map((request) => request.path)).toEqual(['/api/refresh-token', '/api/me']);
    expect(backend.sent('GET /api/me')[0]?.headers.authorization).toBe(`Bearer ${next.access_token}`);
    expect(store.refreshToken()).toBe('refresh-2');
  });

  it('refreshes a patient session at the patient endpoint', async () => {
    const { backend, restore } = setup();
    storePatientSession({ access: jwt(-10) });
    backend
      .on('POST /api/patients/refresh-token', ok(tokenPair('patient-refresh-2')))
      .on('GET /api/patients/profile', ok(patientProfile()));
    await expect(restore()).resolves.toMatchObject({ status: 'patient' });
    expect(backend.sent('POST /api/refresh-token')).toHaveLength(0);
  });

  it('with no refresh token: clears the storage (but the kept keys) and signs out', async () => {
    const { backend, restore } = setup();
    storeStaffSession({ access: jwt(-10), refresh: null });
    await expect(restore()).resolves.toEqual({ status: 'signed-out' });
    expect(backend.requests).toHaveLength(0);
    expect(Object.keys(localStorage)).toEqual(['preservedProfilePicture']);
  });

  it('with a refused refresh: clears the storage and signs out', async () => {
    const { backend, restore } = setup();
    storeStaffSession({ access: jwt(-10) });
    backend.on('POST /api/refresh-token', fail(401, 'Your session has ended. Please sign in again.'));
    await expect(restore()).resolves.toEqual({ status: 'signed-out' });
    expect(backend.sent('GET /api/me')).toHaveLength(0);
    expect(Object.keys(localStorage)).toEqual(['preservedProfilePicture']);
  });
});

describe("a failed profile fetch ('Failed to fetch user profile')", () => {
  it('clears the session when the server refuses it', async () => {
    const { backend, restore } = setup();
    storeStaffSession();
    backend.on('GET /api/me', fail(401, 'Your session has ended. Please sign in again.'));
    await expect(restore()).resolves.toEqual({ status: 'signed-out' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch user profile'));
  });

  it('signs in from storage when the server cannot answer and a profile is stored', async () => {
    const { backend, restore } = setup();
    storeStaffSession();
    backend.on('GET /api/me', 'network');
    await expect(restore()).resolves.toEqual({ status: 'staff', profile: staffProfile() });
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });

  it('clears the session when the server cannot answer and nothing is stored', async () => {
    const { backend, restore } = setup();
    storeStaffSession({ profile: null });
    backend.on('GET /api/me', fail(503, 'The service is temporarily unavailable.'));
    await expect(restore()).resolves.toEqual({ status: 'signed-out' });
  });

  it('signs a patient in from the stored patientData when the server cannot answer', async () => {
    const { backend, restore } = setup();
    storePatientSession();
    backend.on('GET /api/patients/profile', 'network');
    await expect(restore()).resolves.toEqual({ status: 'patient', profile: patientProfile() });
  });
});
