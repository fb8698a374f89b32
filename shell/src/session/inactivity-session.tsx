import { INACTIVITY_START_DELAY_MS } from '@clinio/contracts';
import type { ApiClient, EventBus } from '@clinio/platform';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import type { ActivityTracker } from './activity-tracker';
import { timeoutFromResponse } from './inactivity-rules';
import { createInactivityTimer, type InactivityTimer } from './inactivity-timer';
import { SessionWarningModal } from './session-warning-modal';

export const SESSION_TIMEOUT_PATH = '/api/users/session-timeout';

/** Spec 7/8: the clinic's timeout in minutes, 30 when the call fails. */
export async function fetchSessionTimeout(api: ApiClient): Promise<number> {
  try {
    return timeoutFromResponse(await api.call('getSessionTimeout', {}, { background: true }));
  } catch {
    return timeoutFromResponse(null);
  }
}

export interface InactivitySessionProps {
  api: ApiClient;
  bus: EventBus;
  activity: ActivityTracker;
  children: ReactNode;
}

/**
 * Spec 4.2, staff only: the timer starts 2 s after sign-in, learns the clinic's timeout, raises
 * the global warning signal, and the warning modal answers it.
 */
export function InactivitySession({ api, bus, activity, children }: InactivitySessionProps) {
  const auth = useAuth();
  const status = auth.snapshot.status;
  const isStaff = status === 'staff';
  const timer = useRef<InactivityTimer | null>(null);
  const latest = useRef(auth);
  useLayoutEffect(() => {
    latest.current = auth;
  });

  useEffect(() => {
    if (!isStaff) return undefined;
    const current = createInactivityTimer({
      lastActivityAt: activity.lastActivityAt,
      onWarning: (secondsLeft) => bus.publish('session.warning', { secondsLeft }),
      onExpired: () => void latest.current.logout('timeout'),
    });
    timer.current = current;
    let cancelled = false;
    void fetchSessionTimeout(api).then((minutes) => {
      if (!cancelled) current.configure(minutes);
    });
    const start = setTimeout(() => current.start(), INACTIVITY_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(start);
      current.stop();
      timer.current = null;
    };
  }, [isStaff, api, bus, activity]);

  const stayLoggedIn = () => {
    activity.record();
    timer.current?.resume();
    // The server keeps its own idle clock (quality bar 7): a call that is not background
    // tells it the user is here. A 401 ends the session the usual way.
    latest.current.reloadProfile().catch(() => undefined);
  };

  return (
    <>
      {children}
      <SessionWarningModal
        bus={bus}
        authenticated={status === 'staff' || status === 'patient'}
        onStayLoggedIn={stayLoggedIn}
        onLogoutNow={() => void latest.current.logout('user')}
        onTimeout={() => void latest.current.logout('timeout')}
      />
    </>
  );
}
