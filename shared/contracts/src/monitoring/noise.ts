import { type ReportEvent } from './scrub';

/**
 * Spec 8: reports that are noise, not faults. A cross-origin script error arrives as the bare
 * text 'Script error.' with nothing to act on; the ResizeObserver loop notices are browser
 * warnings about a layout that settles on the next frame.
 */
export const NOISE_MESSAGE_PATTERNS: readonly RegExp[] = [
  /^Script error\.?$/i,
  /ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/i,
];

export function isNoiseMessage(message: string): boolean {
  const text = message.trim();
  return NOISE_MESSAGE_PATTERNS.some((pattern) => pattern.test(text));
}

/** Should this event be dropped before sending? Looks at the message and every exception text. */
export function isNoiseEvent(event: Pick<ReportEvent, 'message' | 'exception'>): boolean {
  const texts = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)];
  return texts.some((text) => text !== undefined && isNoiseMessage(text));
}

/**
 * Spec 8: an API call is reported when its status is outside 200-299 and it came with an error
 * object. Whether monitoring is allowed at all is decided separately (decideMonitoring).
 */
export function shouldReportApiCall(call: { status: number; error: unknown }): boolean {
  const isSuccess = call.status >= 200 && call.status <= 299;
  return !isSuccess && typeof call.error === 'object' && call.error !== null;
}
