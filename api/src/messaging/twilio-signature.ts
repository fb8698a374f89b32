import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the account's auth
 * token, of the full URL the provider called followed by each POST parameter's name and value,
 * sorted by name. Written here rather than taken from the `twilio` package (ADR 049).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + (params[key] ?? ''), url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is the one `twilioSignature` gives, compared in constant time. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (signature === undefined || signature.length === 0) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
