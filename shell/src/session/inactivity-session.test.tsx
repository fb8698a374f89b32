import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Reply } from '../testing/fake-backend';
import { advance, settle, useFakeClock } from '../testing/fake-clock';
import { patientSession, tokenPair } from '../testing/identity-fixtures';
import { renderSession } from '../testing/render-session';
import { signedInStaff, staffBackend } from '../testing/staff-session';

const MINUTE = 60_000;
const START_DELAY = 2000;

/** A staff member signed in; the session-timeout answer never comes, unless `timeout` is given. */
function signIn(timeout: Reply | null = null) {
  return signedInStaff(
    staffBackend().on('GET /api/users/session-timeout', () => timeout ?? new Promise<Reply>(() => undefined)),
  );
}

const warningText = () => screen.queryByText(/^Your session will expire in/)?.textContent ?? null;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
});
afterEach(() => jest.useRealTimers());

it('warns 25 minutes after sign-in (2 s start delay), counting down from 300 s', async () => {
  await signIn();
  await advance(START_DELAY + 25 * MINUTE - 1000);
  expect(warningText()).toBeNull();
  await advance(1000);
  expect(await screen.findByRole('alertdialog', { name: 'Session Timeout Warning' })).toBeInTheDocument();
  expect(warningText()).toBe('Your session will expire in 5:00 due to inactivity.');
  await advance(1000);
  expect(warningText()).toBe('Your session will expire in 4:59 due to inactivity.');
});

it('uses the clinic timeout once fetched: 10 minutes, warned 1 minute before', async () => {
  await signIn(ok({ session_timeout_minutes: 10 }));
  await advance(START_DELAY + 9 * MINUTE);
  expect(warningText()).toBe('Your session will expire in 1:00 due to inactivity.');
});

it.each([
  ['a mouse move', () => fireEvent.mouseMove(document.body)],
  ['a key press', () => fireEvent.keyPress(document.body, { key: 'a', charCode: 97 })],
  ['a scroll inside a panel', () => fireEvent.scroll(document.body)],
])('postpones the warning after %s', async (_what, interact) => {
  await signIn();
  await advance(START_DELAY + 20 * MINUTE);
  act(() => {
    interact();
  });
  await advance(24 * MINUTE);
  expect(warningText()).toBeNull();
  await advance(MINUTE);
  expect(warningText()).not.toBeNull();
});

it("counts a remote's session.touch() as activity", async () => {
  const session = await signIn();
  await advance(START_DELAY + 20 * MINUTE);
  act(() => session.bus.publish('session.activity', { at: Date.now() }));
  await advance(24 * MINUTE);
  expect(warningText()).toBeNull();
});

it("'Stay Logged In' closes it, tells the server the user is here, and restarts the clock", async () => {
  const session = await signIn();
  await advance(START_DELAY + 25 * MINUTE);
  const checksBefore = session.backend.sent('GET /api/me').length;

  await user().click(await screen.findByRole('button', { name: 'Stay Logged In' }));
  await settle();

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  const touch = session.backend.sent('GET /api/me')[checksBefore];
  expect(touch?.headers['x-clinio-background']).toBeUndefined();
  await advance(24 * MINUTE);
  expect(warningText()).toBeNull();
  expect(session.auth().snapshot.status).toBe('staff');
});

it("'Logout Now' logs out", async () => {
  const session = await signIn();
  await advance(START_DELAY + 25 * MINUTE);
  await user().click(await screen.findByRole('button', { name: 'Logout Now' }));
  await settle();
  expect(session.auth().snapshot.status).toBe('signed-out');
  expect(session.backend.sent('POST /api/logout')).toHaveLength(1);
  expect(session.path()).toBe('/');
});

it("logs out at zero (reason 'timeout'), telling the server", async () => {
  const session = await signIn();
  await advance(START_DELAY + 25 * MINUTE);
  expect(warningText()).not.toBeNull();
  await advance(5 * MINUTE);
  await settle();
  expect(session.auth().snapshot.status).toBe('signed-out');
  expect(session.path()).toBe('/');
  expect(session.backend.sent('POST /api/logout')).toHaveLength(1);
  expect(warningText()).toBeNull();
});

it('closes the warning when the session ends elsewhere', async () => {
  const session = await signIn();
  await advance(START_DELAY + 25 * MINUTE);
  expect(warningText()).not.toBeNull();
  act(() => session.bus.publish('auth.unauthorized', { endpoint: '/api/notifications' }));
  await settle();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('has no inactivity timer for a patient', async () => {
  const backend = staffBackend()
    .on('POST /api/patients/login', ok(patientSession()))
    .on('GET /api/patients/profile', ok(patientSession().patient))
    .on('POST /api/patients/refresh-token', () => ok(tokenPair(`patient-refresh-${Date.now()}`)));
  const session = renderSession({ backend });
  await settle();
  await act(() => session.auth().loginPatient({ username: 'grace', password: 'pw' }));
  await advance(START_DELAY + 60 * MINUTE);
  expect(warningText()).toBeNull();
  expect(backend.sent('GET /api/users/session-timeout')).toHaveLength(0);
  expect(session.auth().snapshot.status).toBe('patient');
});
