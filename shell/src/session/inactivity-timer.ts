import { inactivitySettings, nextInactivityStep, type InactivitySettings } from './inactivity-rules';

export interface InactivityTimerOptions {
  lastActivityAt: () => number;
  /** The warning is due; the timer waits for `resume()` before it runs again. */
  onWarning: (secondsLeft: number) => void;
  /** The timeout passed without a warning (the page was asleep). */
  onExpired: () => void;
  now?: () => number;
}

export interface InactivityTimer {
  start(): void;
  stop(): void;
  /** The clinic's timeout arrived (spec 4.2: the warning lead follows it). */
  configure(timeoutMinutes: number): void;
  /** After 'Stay Logged In': counts from now again. */
  resume(): void;
  readonly settings: InactivitySettings;
}

/**
 * Spec 4.2's timer. Activity only moves a timestamp (mousemove fires too often to re-arm a timer
 * each time); when the timer wakes it looks at the latest activity and sleeps again or warns.
 */
export function createInactivityTimer({
  lastActivityAt,
  onWarning,
  onExpired,
  now = Date.now,
}: InactivityTimerOptions): InactivityTimer {
  let settings = inactivitySettings(null);
  let handle: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let waitingForUser = false;
  /** Activity before the start (or the resume) does not count: the clock starts there. */
  let floor = now();

  const clear = () => {
    if (handle !== null) clearTimeout(handle);
    handle = null;
  };

  const wake = () => {
    clear();
    if (!running || waitingForUser) return;
    const step = nextInactivityStep(now(), Math.max(lastActivityAt(), floor), settings);
    switch (step.kind) {
      case 'wait':
        handle = setTimeout(wake, step.ms);
        return;
      case 'warn':
        waitingForUser = true;
        onWarning(step.secondsLeft);
        return;
      case 'expire':
        running = false;
        onExpired();
        return;
    }
  };

  return {
    start() {
      running = true;
      waitingForUser = false;
      floor = now();
      wake();
    },
    stop() {
      running = false;
      clear();
    },
    configure(timeoutMinutes) {
      settings = inactivitySettings(timeoutMinutes);
      wake();
    },
    resume() {
      waitingForUser = false;
      floor = now();
      wake();
    },
    get settings() {
      return settings;
    },
  };
}
