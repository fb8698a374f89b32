import { reencodeImage, type ImageRule } from '../uploads/images';

export const PICTURE_SIZE = 256;

const PICTURE: ImageRule = {
  accept: ['png', 'jpeg', 'webp', 'gif'],
  describe: 'PNG, JPEG, WebP or GIF',
  renditions: [{ width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'cover', quality: 82 }],
};

/** A profile picture: any accepted image, re-encoded to a 256×256 WebP (cropped to fill it). */
export async function normalizePicture(bytes: Buffer): Promise<Buffer> {
  const [webp] = await reencodeImage(bytes, PICTURE);
  if (webp === undefined) throw new Error('no rendition');
  return webp;
}
