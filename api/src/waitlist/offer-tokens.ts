import { createHash, randomBytes } from 'node:crypto';

/**
 * An offer's link carries `<tenant id>.<32 random bytes>`: the tenant part lets the public page
 * open the clinic's transaction (row-level security), the random part is the secret. Only the
 * sha256 of the whole token is stored, so the table alone cannot accept an offer.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newOfferToken(tenantId: string): string {
  return `${tenantId}.${randomBytes(32).toString('base64url')}`;
}

export function hashOfferToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The tenant a token names, or null when the token is not one of ours. */
export function tenantOfToken(token: string): string | null {
  const [tenantId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || tenantId === undefined || secret === undefined) return null;
  if (!UUID.test(tenantId) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return tenantId;
}

/**
 * The id of the offer a trigger makes (a freed appointment's job, or the end of the previous
 * offer): the same trigger always names the same row, so a job that runs twice inserts once.
 */
export function offerIdFor(tenantId: string, triggerKey: string): string {
  const hex = createHash('sha256').update(`${tenantId}|${triggerKey}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
