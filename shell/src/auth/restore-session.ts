import { isTokenExpired } from '@clinio/contracts';
import { ApiError, type ApiClient } from '@clinio/platform';
import type { AuthState } from './auth-state';
import type { SessionStore } from './session-store';
import type { TokenManager } from './token-manager';

export const PROFILE_FETCH_FAILED = 'Failed to fetch user profile';

/**
 * The server could not be asked (no answer, or it failed on its side): the stored profile is
 * the best we know. A refusal (401, 403, 404…) is an answer, and ends the session.
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** 'Failed to fetch user profile', keeping the status and response of the failed call. */
export function profileFetchFailed(error: unknown): ApiError {
  if (!(error instanceof ApiError))
    return new ApiError({ message: PROFILE_FETCH_FAILED, status: 0, code: null, response: null });
  return new ApiError({
    message: PROFILE_FETCH_FAILED,
    status: error.status,
    code: error.code,
    response: error.response,
  });
}

export interface RestoreOptions {
  api: ApiClient;
  store: SessionStore;
  tokens: TokenManager;
  now?: () => number;
}

function signedOut(store: SessionStore, why: string | null): AuthState {
  if (why !== null) console.warn(`[shell] session not restored: ${why}`);
  store.clear();
  return { status: 'signed-out' };
}

/**
 * Spec 4.1 start-up: an expired access token is refreshed first (no refresh token, or a refused
 * refresh, clears the storage); then a patient session is validated with the patient profile
 * and a staff session with /api/me, whose answer is stored. When the server cannot be reached,
 * a stored profile with its token signs in from storage.
 */
export async function restoreSession({
  api,
  store,
  tokens,
  now = Date.now,
}: RestoreOptions): Promise<AuthState> {
  const accessToken = store.accessToken();
  if (accessToken === null) return { status: 'signed-out' };
  if (isTokenExpired(accessToken, now())) {
    if (store.refreshToken() === null)
      return signedOut(store, 'the access token expired and there is no refresh token');
    try {
      await tokens.refresh();
    } catch {
      return signedOut(store, 'the token refresh was refused');
    }
  }

  if (store.kind() === 'patient') {
    const stored = store.patientData();
    try {
      const profile = await api.call('getPatientProfile');
      store.savePatientData(profile);
      return { status: 'patient', profile };
    } catch (error) {
      if (stored !== null && isUnanswered(error)) return { status: 'patient', profile: stored };
      return signedOut(store, PROFILE_FETCH_FAILED);
    }
  }

  const stored = store.staffProfile();
  try {
    const profile = await api.call('getMe');
    store.saveStaffProfile(profile);
    return { status: 'staff', profile };
  } catch (error) {
    if (stored !== null && isUnanswered(error)) return { status: 'staff', profile: stored };
    return signedOut(store, PROFILE_FETCH_FAILED);
  }
}
