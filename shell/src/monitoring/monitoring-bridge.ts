import type { MonitoringConfig } from '@clinio/contracts';

/** Who is signed in, as far as monitoring may know: the id only (spec 5). */
export interface MonitoredUser {
  id: string;
}

/** What the shell's React tree tells monitoring. */
export interface MonitoringSignals {
  /** Every change of the browser location (a page view, a breadcrumb, gating re-evaluated). */
  navigated(location: { pathname: string; search: string }): void;
  /** Sign-in, sign-out or another user (gating re-evaluated, breadcrumbs of the last one dropped). */
  sessionChanged(user: MonitoredUser | null): void;
  /** A rendering error caught by the shell's error boundary ('Application Error'). */
  renderError(error: Error, errorId: string): void;
}

export const NO_MONITORING: MonitoringSignals = {
  navigated: () => undefined,
  sessionChanged: () => undefined,
  renderError: () => undefined,
};

/** Is any service configured? Without one the monitoring code is never even downloaded. */
export function isMonitoringConfigured(config: MonitoringConfig | undefined): config is MonitoringConfig {
  return config !== undefined && (config.errorReporting !== null || config.analytics !== null);
}

/** Errors kept while the monitoring code is still loading. */
const MAX_EARLY_ERRORS = 10;

export interface MonitoringBridge extends MonitoringSignals {
  /** The loaded monitor: it gets the latest location and user, then any error caught meanwhile. */
  attach(target: MonitoringSignals): void;
}

/**
 * Stands in for the monitor, which loads lazily: the React tree can signal from its first render
 * and nothing is lost while the chunk downloads.
 */
export function createMonitoringBridge(): MonitoringBridge {
  let target: MonitoringSignals | null = null;
  let location: { pathname: string; search: string } | null = null;
  let user: { value: MonitoredUser | null } | null = null;
  const early: { error: Error; errorId: string }[] = [];
  return {
    navigated(next) {
      location = next;
      target?.navigated(next);
    },
    sessionChanged(next) {
      user = { value: next };
      target?.sessionChanged(next);
    },
    renderError(error, errorId) {
      if (target !== null) target.renderError(error, errorId);
      else if (early.length < MAX_EARLY_ERRORS) early.push({ error, errorId });
    },
    attach(monitor) {
      target = monitor;
      if (user !== null) monitor.sessionChanged(user.value);
      if (location !== null) monitor.navigated(location);
      for (const { error, errorId } of early.splice(0)) monitor.renderError(error, errorId);
    },
  };
}
