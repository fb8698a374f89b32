import { TenantSettingsUpdate, warningLeadMinutes } from '@clinio/contracts';
import { issuesToFieldErrors } from '../common/errors';
import { plural } from '../common/format';

export const TIMEOUT_FIELD = 'session_timeout_minutes';

const ENTER_MINUTES = 'Enter a number of minutes from 1 to 480';

export type TimeoutCheck = { ok: true; minutes: number } | { ok: false; message: string };

/**
 * The typed value, checked by the request's own schema (its messages for out-of-range values);
 * text and fractions are caught first, with words the schema does not have.
 */
export function checkTimeout(draft: string): TimeoutCheck {
  const text = draft.trim();
  const minutes = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(minutes)) return { ok: false, message: ENTER_MINUTES };
  if (!Number.isInteger(minutes)) return { ok: false, message: 'Use whole minutes, e.g. 30' };
  const check = TenantSettingsUpdate.safeParse({ [TIMEOUT_FIELD]: minutes });
  if (check.success) return { ok: true, minutes };
  return { ok: false, message: issuesToFieldErrors(check.error.issues)[TIMEOUT_FIELD] ?? ENTER_MINUTES };
}

/** '3 minutes', '1 minute 30 seconds', '6 seconds'. */
function duration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [minutes > 0 ? plural(minutes, 'minute') : '', seconds > 0 ? plural(seconds, 'second') : ''];
  return parts.filter((part) => part !== '').join(' ');
}

/** Spec 4.2: how long before sign-out the warning appears, min(5 minutes, 10 % of the timeout). */
export function warningLeadText(timeoutMinutes: number): string {
  return duration(Math.round(warningLeadMinutes(timeoutMinutes) * 60));
}
