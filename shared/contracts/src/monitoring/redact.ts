/** Spec 5: what replaces an e-mail address or a phone number in an error report. */
export const EMAIL_REDACTED = '[email redacted]';
export const PHONE_REDACTED = '[phone redacted]';

/** An e-mail address, also with its @ percent-encoded as it appears inside URLs. */
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * Ten digits, bare or grouped 3-3-4 with spaces, dots, dashes or a bracketed area code, with an
 * optional leading +1 / 1 country code (SMS numbers are stored as +15551234567). Longer digit
 * runs (ids, timestamps in ms) are left alone; any other ten-digit run is redacted, erring on the
 * safe side.
 */
const PHONE_PATTERN = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/g;

/** Replaces e-mail addresses and ten-digit phone numbers in free text. */
export function redactText(text: string): string {
  return text.replace(EMAIL_PATTERN, EMAIL_REDACTED).replace(PHONE_PATTERN, PHONE_REDACTED);
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `redactText` applied to every string inside a value: arrays and plain objects are walked, other
 * values kept as they are. A reference met again on the same branch is cut to '[Circular]'.
 */
export function redactDeep(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  const result = Array.isArray(value)
    ? value.map((item: unknown) => redactDeep(item, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, seen)]));
  seen.delete(value);
  return result;
}

/**
 * Spec 5's title-casing helper: words split on spaces and underscores, each with its first
 * letter raised ('no_show rate' -> 'No Show Rate'). Anything containing @ may be an e-mail
 * address, so it comes back as the redaction marker instead.
 */
export function toTitleCase(value: string): string {
  if (value.includes('@')) return EMAIL_REDACTED;
  return value
    .split(/[\s_]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
