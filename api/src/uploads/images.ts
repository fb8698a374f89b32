import { AppError } from '../errors/app-error';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

function startsWith(bytes: Buffer, signature: Buffer | readonly number[], offset = 0): boolean {
  const expected = Buffer.from(signature);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** The type from the file's first bytes; the name and the declared type are not trusted. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** One WebP made from the upload: a box, how the image fills it, and the encoder quality. */
export interface Rendition {
  width: number;
  height: number;
  /** cover: crop to exactly the box; inside: keep the aspect ratio within it, never enlarge. */
  fit: 'cover' | 'inside';
  quality: number;
}

export interface ImageRule {
  /** The types accepted, by their magic bytes; anything else (SVG included) is a 415. */
  accept: readonly ImageType[];
  /** How the accepted types read in messages, e.g. "PNG, JPEG or WebP". */
  describe: string;
  renditions: readonly Rendition[];
}

/**
 * Decodes the upload and encodes new WebP files from its pixels only, one per rendition: metadata
 * (EXIF, GPS, comments) is dropped and whatever else the file carried (a polyglot's script or
 * archive) is not copied. Only the first frame of an animation is kept; transparency is kept.
 */
export async function reencodeImage(bytes: Buffer, rule: ImageRule): Promise<Buffer[]> {
  const unsupported = () =>
    new AppError(
      415,
      'unsupported_media_type',
      `Upload a ${rule.describe} image (SVG and other files are not accepted)`,
    );
  const type = detectImageType(bytes);
  if (type === null || !rule.accept.includes(type)) throw unsupported();
  // Loaded on the first upload, not at start (issue 20, bar 26: a start loads what every request needs).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (format !== type) throw unsupported();
    const oriented = image.rotate();
    return await Promise.all(
      rule.renditions.map((rendition) =>
        oriented
          .clone()
          .resize(rendition.width, rendition.height, {
            fit: rendition.fit,
            position: 'centre',
            withoutEnlargement: rendition.fit === 'inside',
          })
          .webp({ quality: rendition.quality })
          .toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      415,
      'unsupported_media_type',
      `The image could not be read; upload another ${rule.describe} file`,
    );
  }
}
