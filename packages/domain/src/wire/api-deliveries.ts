import { z } from 'zod/mini';
import { ApiDeliverySchema } from './integrations';

/** Issue 16: a page of `GET /api/v1/deliveries`; `next_cursor` reads the next, null on the last. */
export const ApiDeliveryListSchema = z.object({
  data: z.array(ApiDeliverySchema),
  next_cursor: z.nullable(z.string()),
});
export type ApiDeliveryList = z.infer<typeof ApiDeliveryListSchema>;

/**
 * A delivery another system created, as the courier app shows it on the start screen: one tap
 * starts it with the phone (E.164) already filled.
 */
export const PendingDeliverySchema = z.object({
  id: z.string(),
  customer_phone_number: z.string(),
  order_reference: z.nullable(z.string()),
  destination: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  /** True when it was sent to this courier by name, false when offered to the whole branch. */
  assigned: z.boolean(),
  /** Unix seconds. */
  created_at: z.number(),
});
export type PendingDelivery = z.infer<typeof PendingDeliverySchema>;

export const PendingDeliveriesSchema = z.object({ data: z.array(PendingDeliverySchema) });
export type PendingDeliveries = z.infer<typeof PendingDeliveriesSchema>;
