import { z } from 'zod';
import { requiredOrInvalid } from './validation';

/**
 * Issue 15, proof of delivery: a photo the courier takes at "Stop delivery" and, optionally,
 * who received the parcel. The photo is resized on the phone, so the cap only stops abuse.
 */
export const MAX_DELIVERY_PHOTO_BYTES = 2 * 1024 * 1024;
export const MAX_RECIPIENT_NAME_LENGTH = 80;
/**
 * A photo is queued on the phone while offline and may reach the server after the delivery
 * ended; after this long it is refused (409 `photo_too_late`), the trip's record being settled.
 */
export const PHOTO_UPLOAD_GRACE_HOURS = 24;
/** The long edge the courier app resizes a photo to before queueing it, and its JPEG quality. */
export const DELIVERY_PHOTO_MAX_EDGE = 1280;
export const DELIVERY_PHOTO_QUALITY = 0.7;

export const RecipientNameSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .max(MAX_RECIPIENT_NAME_LENGTH, { error: 'too_long' });

/** POST /api/trips/:id/photo's query: the body is the image's bytes themselves. */
export const DeliveryPhotoQuerySchema = z.strictObject({
  recipient_name: RecipientNameSchema.optional(),
  /** When the photo was taken (unix seconds), which may be well before it arrives. */
  taken_at: z.coerce
    .number({ error: 'invalid_timestamp' })
    .int({ error: 'invalid_timestamp' })
    .positive({ error: 'invalid_timestamp' })
    .optional(),
});
export type DeliveryPhotoQuery = z.infer<typeof DeliveryPhotoQuerySchema>;
