import { act } from '@testing-library/react';
import { createFakeBackend, ok, type FakeBackend } from './fake-backend';
import { settle } from './fake-clock';
import { staffProfile, tokenPair } from './identity-fixtures';
import { renderSession, type RenderedSession } from './render-session';

export const CREDENTIALS = { username: 'ada.lovelace', password: 'correct horse battery' };

/** Every call of a staff session, answered as the server does. */
export function staffBackend(): FakeBackend {
  return createFakeBackend()
    .on('POST /api/login', ok(tokenPair('refresh-1')))
    .on('GET /api/me', ok(staffProfile()))
    .on('POST /api/users/login-notification', ok({ recorded: true, new_device: false }))
    .on('GET /api/users/session-timeout', ok({ session_timeout_minutes: 30 }))
    .on('GET /api/csrf-token', ok({ csrfToken: 'csrf-1' }))
    .on('POST /api/logout', ok({ detail: 'Signed out' }))
    .on('POST /api/refresh-token', () => ok(tokenPair(`refresh-${Date.now()}`)));
}

/** A staff member signed in through the provider, at /dashboard. */
export async function signedInStaff(backend = staffBackend()): Promise<RenderedSession> {
  const session = renderSession({ backend, path: '/dashboard' });
  await settle();
  await act(() => session.auth().loginStaff(CREDENTIALS));
  await settle();
  return session;
}
