import sharp from 'sharp';
import { logoType } from '../branding/logo';

/** A photo larger than this many pixels is refused without being decoded (a decompression bomb). */
const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * What an uploaded delivery photo really is, read from its bytes (the same sniffing as logos,
 * never the declared Content-Type), and only if libvips can read its size: a file that merely
 * starts like a JPEG is refused. Null for anything that is not a JPEG or WebP picture.
 */
export async function deliveryPhotoType(bytes: Buffer): Promise<'jpg' | 'webp' | null> {
  const type = logoType(bytes);
  if (type !== 'jpg' && type !== 'webp') return null;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    return width && height ? type : null;
  } catch {
    return null;
  }
}
