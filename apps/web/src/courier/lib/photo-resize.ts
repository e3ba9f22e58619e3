import { DELIVERY_PHOTO_MAX_EDGE, DELIVERY_PHOTO_QUALITY } from '@rutaviva/domain';

/**
 * The size a photo is drawn at: its long edge at most `maxEdge`, aspect ratio kept, never
 * enlarged, whole pixels of at least one.
 */
export function fitWithin(width: number, height: number, maxEdge = DELIVERY_PHOTO_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A phone's camera photo (often 4000 px and 3–6 MB) redrawn as a JPEG of at most 1280 px at
 * quality 0.7, typically under 300 KB: it waits in the phone's queue and crosses a mobile network.
 * createImageBitmap applies the photo's EXIF orientation, so a portrait shot stays upright.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
        'image/jpeg',
        DELIVERY_PHOTO_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
