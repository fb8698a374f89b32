import { decodeJwtPayload, isTokenExpired } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';
import type { SessionKind, SessionStore } from './session-store';

/**
 * A token this close to its expiry is refreshed before a call leaves with it, and the timer
 * refreshes it this long before it expires (access tokens live 15 minutes).
 */
export const REFRESH_LEAD_SECONDS = 60;

/** Spec 7: each kind of session refreshes at its own address (the cookie paths differ). */
export const REFRESH_OPERATIONS = {
  staff: 'refreshStaffTokens',
  patient: 'refreshPatientTokens',
} as const satisfies Record<SessionKind, string>;

/** How long until `token` should be refreshed; 0 when it is due, null for a malformed token. */
export function refreshDelayMs(
  token: string,
  nowMs: number,
  leadSeconds = REFRESH_LEAD_SECONDS,
): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return Math.max(0, exp * 1000 - leadSeconds * 1000 - nowMs);
}

export interface TokenManager {
  /** For the API client: the stored access token, refreshed first when it is about to expire. */
  getAccessToken(): Promise<string | null>;
  /**
   * One refresh at a time: concurrent callers share it. Resolves to the new access token;
   * rejects when there is no refresh token or the server refuses.
   */
  refresh(): Promise<string>;
}

export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token found');
    this.name = 'NoRefreshTokenError';
  }
}

export interface TokenManagerOptions {
  api: ApiClient;
  store: SessionStore;
  now?: () => number;
}

export function createTokenManager({ api, store, now = Date.now }: TokenManagerOptions): TokenManager {
  let inFlight: Promise<string> | null = null;

  async function exchange(): Promise<string> {
    const refreshToken = store.refreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    try {
      // The server requires its HttpOnly cookie (the client sends credentials); the body copy
      // must match it.
      const body = { refresh_token: refreshToken };
      const tokens =
        store.kind() === 'patient'
          ? await api.call(REFRESH_OPERATIONS.patient, { body }, { skipAuth: true })
          : await api.call(REFRESH_OPERATIONS.staff, { body }, { skipAuth: true });
      store.saveTokens(tokens);
      return tokens.access_token;
    } catch (error) {
      // Another tab rotated the token first: its result is ours too.
      const access = store.accessToken();
      if (store.refreshToken() !== refreshToken && access && !isTokenExpired(access, now())) return access;
      throw error;
    }
  }

  const refresh = (): Promise<string> => {
    inFlight ??= exchange().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    refresh,
    async getAccessToken() {
      const token = store.accessToken();
      if (!token || !store.refreshToken() || !isTokenExpired(token, now(), REFRESH_LEAD_SECONDS)) {
        return token;
      }
      try {
        return await refresh();
      } catch {
        // The call goes with what there is; the server's 401 then ends the session.
        return store.accessToken();
      }
    },
  };
}
