import { createHmac } from 'node:crypto';
import type { Keys } from '../security/secrets';
import { safeEqual } from './opaque-tokens';

/**
 * Pictures are shown with <img>, which cannot send a bearer token: their URLs carry a signature
 * over the tenant, the user and an expiry instead.
 */
const PICTURE_URL_TTL_SECONDS = 24 * 3600;

function signature(keys: Keys, parts: string[]): string {
  return createHmac('sha256', keys.urlSigning).update(parts.join('|')).digest('base64url');
}

export function signedPictureUrl(
  keys: Keys,
  options: { tenantId: string; userId: string; version: string; nowMs?: number },
): string {
  const expires = Math.floor((options.nowMs ?? Date.now()) / 1000) + PICTURE_URL_TTL_SECONDS;
  const sig = signature(keys, [
    'picture',
    options.tenantId,
    options.userId,
    options.version,
    String(expires),
  ]);
  const query = new URLSearchParams({ t: options.tenantId, v: options.version, exp: String(expires), sig });
  return `/api/staff/${options.userId}/profile-picture?${query.toString()}`;
}

export function verifyPictureSignature(
  keys: Keys,
  options: {
    tenantId: string;
    userId: string;
    version: string;
    expires: string;
    sig: string;
    nowMs?: number;
  },
): boolean {
  const expires = Number(options.expires);
  if (!Number.isInteger(expires) || expires * 1000 < (options.nowMs ?? Date.now())) return false;
  const expected = signature(keys, [
    'picture',
    options.tenantId,
    options.userId,
    options.version,
    options.expires,
  ]);
  return safeEqual(expected, options.sig);
}
