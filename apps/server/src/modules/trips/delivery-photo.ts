import { timingSafeEqual } from 'node:crypto';
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

/**
 * The bytes stored for a photo: decoded and encoded again in its own format, turned upright by
 * its orientation tag, and without any metadata. A phone's camera writes where and when the photo
 * was taken into it; the courier app's resize drops that, but another client might not, and the
 * customer's tracking page may show the photo.
 */
export async function storedDeliveryPhoto(bytes: Buffer, type: 'jpg' | 'webp'): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  return await (type === 'jpg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 82 })).toBuffer();
}

/**
 * The part of a photo's storage key that opens it from a link without a session (the CSV's
 * "Proof of delivery" column): the 128-bit digest of the photo as the phone sent it, which only
 * whoever already has the photo or the business's export knows. A new photo, a new key.
 */
export function photoLinkKey(photoKey: string): string | null {
  return /-([0-9a-f]{32})\.[a-z]+$/.exec(photoKey)?.[1] ?? null;
}

/** Whether `given` opens the photo stored under `photoKey`, compared in constant time. */
export function opensPhoto(photoKey: string, given: string | undefined): boolean {
  const expected = photoLinkKey(photoKey);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
