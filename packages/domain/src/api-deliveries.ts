import { z } from 'zod';
import { MapPointSchema } from './trips';
import { requiredOrInvalid } from './validation';
import { DELIVERY_STATUSES } from './wire/integrations';

/**
 * Issue 16: what another system sends to `POST /api/v1/deliveries`. The phone is read in the
 * business's country like a courier's start; the rest is optional.
 */
export const CreateApiDeliverySchema = z.strictObject({
  customer_phone_number: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'too_long' }),
  order_reference: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required' })
    .max(100, { error: 'too_long' })
    .optional(),
  destination: MapPointSchema.optional(),
  courier_id: z.uuid({ error: 'invalid_value' }).optional(),
  branch_id: z.uuid({ error: 'invalid_value' }).optional(),
});
export type CreateApiDelivery = z.infer<typeof CreateApiDeliverySchema>;

/** `GET /api/v1/deliveries`: newest first, a page at a time (`cursor` from the previous page). */
export const ApiDeliveryListQuerySchema = z.strictObject({
  status: z.enum(DELIVERY_STATUSES, { error: 'invalid_value' }).optional(),
  order_reference: z.string({ error: requiredOrInvalid }).trim().min(1).max(100).optional(),
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(100, { error: 'invalid_value' })
    .default(25),
  cursor: z.string({ error: requiredOrInvalid }).max(200, { error: 'invalid_value' }).optional(),
});
export type ApiDeliveryListQuery = z.infer<typeof ApiDeliveryListQuerySchema>;

/** The `Idempotency-Key` header: 1 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
