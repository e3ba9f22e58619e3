import { z } from 'zod';
import { requiredOrInvalid } from './validation';

/**
 * Issue 15: PUT /api/trips/{generated_trip_id}/destination, the customer's pin from the tracking
 * page. Finite numbers only (JSON has no NaN, but a string or a missing field is refused), with
 * the same codes as a courier's points.
 */
export const CustomerPinSchema = z.strictObject({
  lat: z
    .number({ error: requiredOrInvalid })
    .min(-90, { error: 'invalid_latitude' })
    .max(90, { error: 'invalid_latitude' }),
  lng: z
    .number({ error: requiredOrInvalid })
    .min(-180, { error: 'invalid_longitude' })
    .max(180, { error: 'invalid_longitude' }),
});
export type CustomerPin = z.infer<typeof CustomerPinSchema>;
