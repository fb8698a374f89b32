import { decrypt, encrypt } from '../security/crypto-box';

/**
 * Provider tokens at rest (ADR 055): sealed with the application's encryption key (AES-256-GCM, the
 * helper that seals TOTP seeds), with the purpose bound in, so a token sealed for one connection
 * column cannot be read as another secret.
 */
const PURPOSE = 'integration-token:';

export function sealToken(key: Buffer, token: string): string {
  return encrypt(key, `${PURPOSE}${token}`);
}

export function openToken(key: Buffer, sealed: string): string {
  const plain = decrypt(key, sealed);
  if (!plain.startsWith(PURPOSE)) throw new Error('Not an integration token');
  return plain.slice(PURPOSE.length);
}
