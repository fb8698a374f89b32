import {
  isTwoFactorChallenge,
  type PatientSessionResponse,
  type TokenResponse,
  type UserProfile,
} from '@clinio/contracts';
import type { ApiClient, EventBus } from '@clinio/platform';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStableNavigate } from '../routing/use-stable-navigate';
import type { ActivityTracker } from '../session/activity-tracker';
import { AuthContext, type AuthApi } from './auth-context';
import { snapshotOf, type AuthState } from './auth-state';
import { profileFetchFailed, restoreSession } from './restore-session';
import { endServerSession, sendLoginNotification } from './session-calls';
import type { SessionStore } from './session-store';
import type { TokenManager } from './token-manager';
import { useAccountLocale } from './use-account-locale';
import { useSessionUpkeep } from './use-session-upkeep';

export type LogoutReason = 'user' | 'timeout' | 'unauthorized';

export interface AuthProviderProps {
  api: ApiClient;
  bus: EventBus;
  store: SessionStore;
  tokens: TokenManager;
  activity: ActivityTracker;
  /** Pictures are relative to it (spec 3). */
  apiBaseUrl: string;
  children: ReactNode;
}

/** Spec 4.1: the shell's authentication, for its pages (useAuth) and, as a snapshot, the remotes. */
export function AuthProvider({ api, bus, store, tokens, activity, apiBaseUrl, children }: AuthProviderProps) {
  const navigate = useStableNavigate();
  // Without a stored token there is nothing to check: no spinner for a visitor.
  const [state, setState] = useState<AuthState>(() =>
    store.accessToken() === null ? { status: 'signed-out' } : { status: 'loading' },
  );
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  /** A sign-in in progress answers its own 401s (a wrong code is not a session ending). */
  const signingIn = useRef(0);
  const loggingOut = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void restoreSession({ api, store, tokens }).then((restored) => {
      // A sign-in that finished first wins.
      if (!cancelled) setState((now) => (now.status === 'loading' ? restored : now));
    });
    return () => {
      cancelled = true;
    };
  }, [api, store, tokens]);

  const logout = useCallback(
    (reason: LogoutReason = 'user'): Promise<void> => {
      loggingOut.current ??= (async () => {
        // Refreshed first if it is about to expire, so the server can still be told.
        const token = reason === 'unauthorized' ? null : await tokens.getAccessToken();
        store.clear();
        // One render for both: the router moves in a transition, and the signed-out state
        // alone would first send the protected page to its sign-in page.
        startTransition(() => {
          setState({ status: 'signed-out' });
          navigate('/', { replace: true });
        });
        if (token !== null) await endServerSession(api, token);
      })().finally(() => {
        loggingOut.current = null;
      });
      return loggingOut.current;
    },
    [api, store, tokens, navigate],
  );

  useEffect(() => {
    const offUnauthorized = bus.subscribe('auth.unauthorized', () => {
      // While loading, the start-up answers its own 401; a logout under way needs no second one.
      if (current.current.status === 'loading' || signingIn.current > 0 || loggingOut.current) return;
      void logout('unauthorized');
    });
    const offRequested = bus.subscribe('auth.logout-requested', () => void logout('user'));
    return () => {
      offUnauthorized();
      offRequested();
    };
  }, [bus, logout]);

  const signIn = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    signingIn.current += 1;
    try {
      return await work();
    } finally {
      signingIn.current -= 1;
    }
  }, []);

  const beginStaffSession = useCallback(
    async (tokenResponse: TokenResponse) => {
      store.clear();
      store.saveTokens(tokenResponse);
      let profile: UserProfile;
      try {
        profile = await api.call('getMe');
      } catch (error) {
        store.clear();
        setState({ status: 'signed-out' });
        throw profileFetchFailed(error);
      }
      store.saveStaffProfile(profile);
      void sendLoginNotification(api, tokenResponse.access_token, navigator.userAgent);
      setState({ status: 'staff', profile });
    },
    [api, store],
  );

  const beginPatientSession = useCallback(
    (session: PatientSessionResponse) => {
      store.clear();
      store.saveTokens(session);
      store.savePatientData(session.patient);
      setState({ status: 'patient', profile: session.patient });
    },
    [store],
  );

  const refreshProfile = useCallback(
    async (background: boolean) => {
      const now = current.current;
      if (now.status === 'staff') {
        const profile = await api.call('getMe', {}, { background });
        store.saveStaffProfile(profile);
        if (JSON.stringify(profile) !== JSON.stringify(now.profile)) setState({ status: 'staff', profile });
      } else if (now.status === 'patient') {
        const profile = await api.call('getPatientProfile', {}, { background });
        store.savePatientData(profile);
        if (JSON.stringify(profile) !== JSON.stringify(now.profile)) setState({ status: 'patient', profile });
      }
    },
    [api, store],
  );

  const patientLanguageSaved = useCallback(
    (profile: PatientSessionResponse['patient']) => {
      if (current.current.status !== 'patient') return;
      store.savePatientData(profile);
      setState({ status: 'patient', profile });
    },
    [store],
  );
  const staffLanguageSaved = useCallback(() => refreshProfile(false), [refreshProfile]);
  useAccountLocale(state, api, { patientSaved: patientLanguageSaved, staffSaved: staffLanguageSaved });

  useSessionUpkeep({
    signedIn: state.status === 'staff' || state.status === 'patient',
    store,
    tokens,
    activity,
    validate: ({ background }) => refreshProfile(background),
    onSessionEnded: () => void logout('unauthorized'),
  });

  const value = useMemo<AuthApi>(
    () => ({
      snapshot: snapshotOf(state, apiBaseUrl),
      staffProfile: state.status === 'staff' ? state.profile : null,
      patientProfile: state.status === 'patient' ? state.profile : null,
      loginStaff: (credentials) =>
        signIn(async () => {
          const result = await api.call('signInStaff', { body: credentials }, { skipAuth: true });
          if (isTwoFactorChallenge(result)) return { kind: 'two-factor', challenge: result } as const;
          await beginStaffSession(result);
          return { kind: 'signed-in' } as const;
        }),
      completeTwoFactor: (challengeToken, code) =>
        signIn(async () => {
          const body = { challenge_token: challengeToken, code };
          await beginStaffSession(await api.call('signInStaffWithTwoFactor', { body }, { skipAuth: true }));
        }),
      loginPatient: (credentials) =>
        signIn(async () => {
          const session = await api.call('signInPatient', { body: credentials }, { skipAuth: true });
          beginPatientSession(session);
        }),
      registerPatient: (input) =>
        signIn(async () => {
          const session = await api.call('registerPatient', { body: input }, { skipAuth: true });
          beginPatientSession(session);
        }),
      acceptInvitation: (input) =>
        signIn(async () => {
          const tokenResponse = await api.call('acceptStaffInvitation', { body: input }, { skipAuth: true });
          await beginStaffSession(tokenResponse);
        }),
      reloadProfile: () => refreshProfile(false),
      logout,
    }),
    [state, apiBaseUrl, api, signIn, beginStaffSession, beginPatientSession, refreshProfile, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
