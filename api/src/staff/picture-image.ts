import sharp from 'sharp';
import { AppError } from '../errors/app-error';

export type PictureType = 'png' | 'jpeg' | 'webp' | 'gif';

export const PICTURE_SIZE = 256;
/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

const unsupported = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Upload a PNG, JPEG, WebP or GIF image (SVG and other files are not accepted)',
  );

function startsWith(bytes: Buffer, signature: Buffer | readonly number[], offset = 0): boolean {
  const expected = Buffer.from(signature);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** The type from the file's first bytes; the name and the declared type are not trusted. */
export function detectPictureType(bytes: Buffer): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Decodes the upload and encodes a new 256×256 WebP from its pixels only: metadata (EXIF, GPS,
 * comments) is dropped and whatever else the file carried (a polyglot's script or archive) is not
 * copied. Only the first frame of an animation is kept.
 */
export async function normalizePicture(bytes: Buffer): Promise<Buffer> {
  const type = detectPictureType(bytes);
  if (type === null) throw unsupported();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (format !== type) throw unsupported();
    return await image
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      415,
      'unsupported_media_type',
      'The image could not be read; upload another PNG, JPEG, WebP or GIF file',
    );
  }
}
