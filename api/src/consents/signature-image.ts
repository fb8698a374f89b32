import { createHash } from 'node:crypto';
import { CONSENT_LIMITS, consentTextIn } from '@clinio/contracts';

/**
 * The drawn signature (issue 16): a PNG whose bytes are checked, not its name or a declared type
 * (quality bar 11): the PNG signature, an IHDR chunk first with sane dimensions, and the size cap.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 4_000;

export type SignatureImage = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** The PNG from base64 (a `data:image/png;base64,` URL allowed), or why it is refused. */
export function readSignaturePng(text: string): SignatureImage {
  const base64 = text.startsWith('data:image/png;base64,')
    ? text.slice('data:image/png;base64,'.length)
    : text;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, message: 'The signature must be a PNG image' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CONSENT_LIMITS.signatureBytes)
    return { ok: false, message: 'The signature image is too large' };
  const isPng =
    bytes.length >= 33 &&
    bytes.subarray(0, 8).equals(PNG_MAGIC) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  if (!isPng) return { ok: false, message: 'The signature must be a PNG image' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return { ok: false, message: 'The signature image has impossible dimensions' };
  return { ok: true, bytes };
}

/** The SHA-256 (hex) of a text as UTF-8: what a signing page sends of the text it showed. */
export function textSha256(text: string): string {
  return createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
}

/**
 * The text a signer of `locale` was shown (the clinic's Spanish when it wrote one, else its own),
 * checked against the hash the page sent of it: false when the text changed since it was shown.
 */
export function shownTextMatches(
  texts: { consent_text: string; consent_text_es: string },
  locale: 'en' | 'es' | undefined,
  sentHash: string | undefined,
): boolean {
  if (sentHash === undefined) return true;
  return textSha256(consentTextIn(texts, locale ?? 'en').text) === sentHash;
}

/**
 * The hash the database writes for a signature (migration 0019's consent_signatures_seal):
 * sha256 of the text, 0x00, the PNG bytes, 0x00, the signer's name, 0x00, the time in ISO 8601
 * UTC with milliseconds. Used to verify what is stored and to show how it was made.
 */
export function signatureHash(input: {
  text: string;
  png: Buffer | null;
  signerName: string;
  signedAt: Date;
}): string {
  const zero = Buffer.from([0]);
  return createHash('sha256')
    .update(Buffer.from(input.text, 'utf8'))
    .update(zero)
    .update(input.png ?? Buffer.alloc(0))
    .update(zero)
    .update(Buffer.from(input.signerName, 'utf8'))
    .update(zero)
    .update(input.signedAt.toISOString())
    .digest('hex');
}
