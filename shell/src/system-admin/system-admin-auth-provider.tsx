import { STORAGE_KEYS, type AdminInfo, type SystemLoginResponse } from '@clinio/contracts';
import { ApiError, type ApiClient } from '@clinio/platform';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { detailOf } from '../auth/error-details';
import { SystemAdminAuthContext, type SystemAdminAuthApi } from '../auth/auth-context';

type AdminState =
  { status: 'checking' | 'signed-out'; admin: null } | { status: 'signed-in'; admin: AdminInfo };

const SIGNED_OUT: AdminState = { status: 'signed-out', admin: null };

/** Spec 8: the server's detail, else 'Login failed'; no answer at all is 'Network error'. */
export function systemLoginError(error: unknown): ApiError {
  if (!(error instanceof ApiError))
    return new ApiError({ message: 'Login failed', status: 0, code: null, response: null });
  const message = error.status === 0 ? 'Network error' : (detailOf(error) ?? 'Login failed');
  return new ApiError({ message, status: error.status, code: error.code, response: error.response });
}

function clearCredentials(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.systemAdminToken);
  storage.removeItem(STORAGE_KEYS.systemAdminInfo);
}

export interface SystemAdminAuthProviderProps {
  /** A client that sends the system administrator's own token (see createShellClients). */
  api: ApiClient;
  storage?: Storage;
  children: ReactNode;
}

/**
 * Spec 4.7: the system administrator's separate sign-in. A stored token is verified on load
 * (a failure clears the stored credentials); logout clears them even if the server call fails.
 */
export function SystemAdminAuthProvider({
  api,
  storage = window.localStorage,
  children,
}: SystemAdminAuthProviderProps) {
  const [state, setState] = useState<AdminState>(() =>
    storage.getItem(STORAGE_KEYS.systemAdminToken) === null
      ? SIGNED_OUT
      : { status: 'checking', admin: null },
  );

  const signOutLocally = useCallback(() => {
    clearCredentials(storage);
    setState(SIGNED_OUT);
  }, [storage]);

  useEffect(() => {
    // A 401 on any system call means the token is no longer good.
    api.setUnauthorizedHandler(signOutLocally);
    return () => api.setUnauthorizedHandler(null);
  }, [api, signOutLocally]);

  useEffect(() => {
    if (storage.getItem(STORAGE_KEYS.systemAdminToken) === null) return undefined;
    let cancelled = false;
    api
      .call('verifySystemToken')
      .then(({ admin_info: admin }) => {
        storage.setItem(STORAGE_KEYS.systemAdminInfo, JSON.stringify(admin));
        if (!cancelled) setState({ status: 'signed-in', admin });
      })
      .catch(() => {
        if (!cancelled) signOutLocally();
      });
    return () => {
      cancelled = true;
    };
  }, [api, storage, signOutLocally]);

  const login = useCallback(
    async (username: string, password: string) => {
      let response: SystemLoginResponse;
      try {
        response = await api.call('signInSystemAdmin', { body: { username, password } }, { skipAuth: true });
      } catch (error) {
        throw systemLoginError(error);
      }
      storage.setItem(STORAGE_KEYS.systemAdminToken, response.access_token);
      storage.setItem(STORAGE_KEYS.systemAdminInfo, JSON.stringify(response.admin_info));
      setState({ status: 'signed-in', admin: response.admin_info });
    },
    [api, storage],
  );

  const logout = useCallback(async () => {
    try {
      await api.call('signOutSystemAdmin');
    } catch (error) {
      console.warn('[shell] system logout call failed', error instanceof Error ? error.message : error);
    } finally {
      signOutLocally();
    }
  }, [api, signOutLocally]);

  const value = useMemo<SystemAdminAuthApi>(
    () => ({ status: state.status, admin: state.admin, login, logout }),
    [state, login, logout],
  );
  return <SystemAdminAuthContext.Provider value={value}>{children}</SystemAdminAuthContext.Provider>;
}
