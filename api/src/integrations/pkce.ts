import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636) and the OAuth state (ADR 055): a 43-character verifier from 32 random bytes, its
 * S256 challenge, and a state of 32 random bytes kept in the database only as its SHA-256.
 */

export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** `BASE64URL(SHA256(verifier))`, the S256 method. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** RFC 7636 4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
export function isCodeVerifier(value: string): boolean {
  return /^[A-Za-z0-9\-._~]{43,128}$/.test(value);
}

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function stateHash(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}
