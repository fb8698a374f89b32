import { INACTIVITY_START_DELAY_MS } from '@clinio/contracts';
import { act } from '@testing-library/react';
import { fail, ok } from '../testing/fake-backend';
import { advance, settle, useFakeClock } from '../testing/fake-clock';
import { staffProfile, tokenPair } from '../testing/identity-fixtures';
import { signedInStaff } from '../testing/staff-session';

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

describe('validity check (every 5 minutes and when the tab becomes visible)', () => {
  it('asks /api/me in the background unless the user was active since the last check', async () => {
    const session = await signedInStaff();
    const checks = () => session.backend.sent('GET /api/me').slice(1);

    await advance(5 * 60_000);
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.headers['x-clinio-background']).toBe('1');

    await advance(60_000);
    act(() => session.activity.record());
    await advance(4 * 60_000);
    expect(checks()).toHaveLength(2);
    expect(checks()[1]?.headers['x-clinio-background']).toBeUndefined();
  });

  it('checks when the tab becomes visible', async () => {
    const session = await signedInStaff();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(session.backend.sent('GET /api/me')).toHaveLength(2);
  });

  it('keeps a changed profile', async () => {
    const session = await signedInStaff();
    session.backend.on('GET /api/me', ok(staffProfile({ username: 'ada.l' })));
    await advance(5 * 60_000);
    expect(session.auth().snapshot.user?.username).toBe('ada.l');
  });
});

describe('proactive refresh (15-minute tokens)', () => {
  it('refreshes a minute before expiry, again and again, so an active user stays signed in', async () => {
    const session = await signedInStaff();

    await advance(13 * 60_000);
    expect(session.backend.sent('POST /api/refresh-token')).toHaveLength(0);
    await advance(60_000);
    expect(session.backend.sent('POST /api/refresh-token')).toHaveLength(1);
    await advance(14 * 60_000);
    expect(session.backend.sent('POST /api/refresh-token')).toHaveLength(2);
    expect(session.auth().snapshot.status).toBe('staff');
  });

  it('shares one refresh between the timer and calls leaving at the same moment', async () => {
    const session = await signedInStaff();
    session.backend.on('POST /api/refresh-token', ok(tokenPair('refresh-2'))).on('GET /api/clinics', ok([]));
    await advance(14 * 60_000 - 1);
    const calls = Promise.all([
      session.clients.api.get('/api/clinics'),
      session.clients.api.get('/api/clinics'),
    ]);
    await advance(1);
    await act(() => calls);
    expect(session.backend.sent('POST /api/refresh-token')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const session = await signedInStaff();
    session.backend.on('POST /api/refresh-token', fail(401, 'Your session has ended. Please sign in again.'));
    await advance(14 * 60_000);
    expect(session.auth().snapshot.status).toBe('signed-out');
    expect(session.path()).toBe('/');
  });
});

it('starts the inactivity timer 2 s after sign-in (the timeout fetch comes first)', async () => {
  const session = await signedInStaff();
  const warnings: number[] = [];
  session.bus.subscribe('session.warning', ({ secondsLeft }) => warnings.push(secondsLeft));
  await advance(INACTIVITY_START_DELAY_MS + 27 * 60_000 - 1);
  expect(warnings).toEqual([]);
  await advance(1);
  // The fetched 30 minutes: the warning lead is min(5, 10 %) = 3 minutes.
  expect(warnings).toEqual([180]);
});
