import {
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  effectiveTimeoutMinutes,
  formatCountdown,
  warningLeadMinutes,
} from '@clinio/contracts';

const MINUTE_MS = 60_000;

export interface InactivitySettings {
  timeoutMs: number;
  warningLeadMs: number;
}

/**
 * Spec 4.2: 30 minutes with the warning 5 minutes before until the clinic's timeout is known;
 * then that timeout, warned min(5, 10 %) minutes before.
 */
export function inactivitySettings(configuredMinutes: number | null): InactivitySettings {
  const timeout = configuredMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
  return { timeoutMs: timeout * MINUTE_MS, warningLeadMs: warningLeadMinutes(configuredMinutes) * MINUTE_MS };
}

/** Spec 8: the answer of GET /api/users/session-timeout, 30 minutes when missing or bad. */
export function timeoutFromResponse(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).session_timeout_minutes
      : undefined;
  return effectiveTimeoutMinutes(value);
}

export type InactivityStep =
  /** Nothing to do before `ms` from now. */
  | { kind: 'wait'; ms: number }
  /** Warn now: this many seconds are left. */
  | { kind: 'warn'; secondsLeft: number }
  /** The timeout has passed already (e.g. the tab slept): log out without a warning. */
  | { kind: 'expire' };

/** What the inactivity timer does at `nowMs`, the user's last activity being `lastActivityAt`. */
export function nextInactivityStep(
  nowMs: number,
  lastActivityAt: number,
  settings: InactivitySettings,
): InactivityStep {
  const expiresAt = lastActivityAt + settings.timeoutMs;
  const warnAt = expiresAt - settings.warningLeadMs;
  if (nowMs < warnAt) return { kind: 'wait', ms: warnAt - nowMs };
  const secondsLeft = Math.ceil((expiresAt - nowMs) / 1000);
  return secondsLeft > 0 ? { kind: 'warn', secondsLeft } : { kind: 'expire' };
}

/** Spec 2.11's warning text. */
export function sessionWarningText(secondsLeft: number): string {
  return `Your session will expire in ${formatCountdown(secondsLeft)} due to inactivity.`;
}
