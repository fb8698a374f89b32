import { TOKEN_CHECK_INTERVAL_MS } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActivityTracker } from '../session/activity-tracker';
import type { SessionStore } from './session-store';
import { NoRefreshTokenError, refreshDelayMs, type TokenManager } from './token-manager';

/** After a refresh that failed for want of an answer, the timer tries again this much later. */
export const REFRESH_RETRY_MS = 30_000;
/** Never refresh in a tight loop, whatever the tokens' lifetime. */
const MIN_REFRESH_GAP_MS = 5_000;

export interface SessionUpkeepOptions {
  signedIn: boolean;
  store: SessionStore;
  tokens: TokenManager;
  activity: ActivityTracker;
  /** Asks the server whether the session still holds; a 401 ends it through the global handler. */
  validate: (options: { background: boolean }) => Promise<void>;
  /** The refresh token was refused: the session is over. */
  onSessionEnded: () => void;
}

/** A refusal, as opposed to a failure to get an answer. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof NoRefreshTokenError ||
    (error instanceof ApiError && error.status >= 400 && error.status < 500)
  );
}

/**
 * While someone is signed in: spec 4.1's validity check every 5 minutes and when the tab
 * becomes visible (background unless the user was active since the last check), and a token
 * refresh shortly before the access token expires.
 */
export function useSessionUpkeep(options: SessionUpkeepOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { signedIn, store, tokens, activity } = options;

  useEffect(() => {
    if (!signedIn) return undefined;
    let lastCheck = Date.now();
    const check = () => {
      const background = activity.lastActivityAt() <= lastCheck;
      lastCheck = Date.now();
      latest.current.validate({ background }).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    const interval = setInterval(check, TOKEN_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn, activity]);

  useEffect(() => {
    if (!signedIn) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const schedule = (delay: number | null) => {
      if (stopped || delay === null) return;
      timer = setTimeout(run, delay);
    };
    const due = () => {
      const token = store.accessToken();
      return token === null ? null : refreshDelayMs(token, Date.now());
    };
    function run() {
      const delay = due();
      // A call refreshed it meanwhile (or it is gone): wait for the new expiry.
      if (delay !== 0) {
        schedule(delay);
        return;
      }
      tokens.refresh().then(
        () => {
          const next = due();
          schedule(next === null ? null : Math.max(next, MIN_REFRESH_GAP_MS));
        },
        (error: unknown) => {
          if (stopped) return;
          if (isRefusal(error)) latest.current.onSessionEnded();
          else schedule(REFRESH_RETRY_MS);
        },
      );
    }
    schedule(due());
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    };
  }, [signedIn, store, tokens]);
}
