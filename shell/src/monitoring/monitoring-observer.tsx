import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import type { MonitoringSignals } from './monitoring-bridge';

/**
 * Tells monitoring about every navigation and every sign-in or sign-out, so spec 4.7's gating is
 * decided again each time. Renders nothing.
 */
export function MonitoringObserver({ signals }: { signals: MonitoringSignals }) {
  const { pathname, search } = useLocation();
  const { snapshot } = useAuth();
  const isKnown = snapshot.status !== 'loading';
  const userId = snapshot.user?.id ?? null;

  useEffect(() => {
    if (isKnown) signals.sessionChanged(userId === null ? null : { id: userId });
  }, [signals, isKnown, userId, snapshot.status]);

  useEffect(() => {
    signals.navigated({ pathname, search });
  }, [signals, pathname, search]);

  return null;
}
