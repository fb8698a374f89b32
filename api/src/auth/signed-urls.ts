import { createHmac } from 'node:crypto';
import type { Keys } from '../security/secrets';
import { safeEqual } from './opaque-tokens';

/**
 * Stored images are shown with <img>, which cannot send a bearer token: their URLs carry a
 * signature over the kind of file, the tenant, the owner (a person, a clinic, a branch), the file's
 * version and an expiry instead.
 */
const FILE_URL_TTL_SECONDS = 24 * 3600;

export type SignedFileKind = 'picture' | 'clinic-logo' | 'branch-logo';

export interface SignedFile {
  kind: SignedFileKind;
  tenantId: string;
  ownerId: string;
  version: string;
}

function signature(keys: Keys, parts: string[]): string {
  return createHmac('sha256', keys.urlSigning).update(parts.join('|')).digest('base64url');
}

const partsOf = (file: SignedFile, expires: string) => [
  file.kind,
  file.tenantId,
  file.ownerId,
  file.version,
  expires,
];

/**
 * The query of a signed URL (t, v, exp, sig). With `stableForSeconds`, the expiry is rounded up to
 * a multiple of it, so the URL stays the same (and browsers reuse their cached copy) for that long.
 */
export function signFileQuery(
  keys: Keys,
  file: SignedFile,
  options: { nowMs?: number; stableForSeconds?: number } = {},
): URLSearchParams {
  const earliest = Math.floor((options.nowMs ?? Date.now()) / 1000) + FILE_URL_TTL_SECONDS;
  const step = options.stableForSeconds ?? 1;
  const expires = String(Math.ceil(earliest / step) * step);
  const sig = signature(keys, partsOf(file, expires));
  return new URLSearchParams({ t: file.tenantId, v: file.version, exp: expires, sig });
}

export function verifyFileSignature(
  keys: Keys,
  file: SignedFile & { expires: string; sig: string; nowMs?: number },
): boolean {
  const expires = Number(file.expires);
  if (!Number.isInteger(expires) || expires * 1000 < (file.nowMs ?? Date.now())) return false;
  return safeEqual(signature(keys, partsOf(file, file.expires)), file.sig);
}

export function signedPictureUrl(
  keys: Keys,
  options: { tenantId: string; userId: string; version: string; nowMs?: number },
): string {
  const query = signFileQuery(
    keys,
    { kind: 'picture', tenantId: options.tenantId, ownerId: options.userId, version: options.version },
    options.nowMs === undefined ? {} : { nowMs: options.nowMs },
  );
  return `/api/staff/${options.userId}/profile-picture?${query.toString()}`;
}
