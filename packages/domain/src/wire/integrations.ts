import { z } from 'zod/mini';
import { CourierTripSchema } from './trips';

/**
 * Issue 16: what other systems see of the business's deliveries: through `/api/v1/deliveries`
 * with an API key, and in every webhook event. One shape for both, from the moment a delivery is
 * created (by an online store or a point of sale) or started (by a courier) until it is rated.
 */

const errorShape = {
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.object({ code: z.string(), message: z.string() }))),
};

/**
 * The error shape of every 4xx and 5xx answer: a stable `code`, the English `message`, the bad
 * fields of a 400 in `fields`, and an error's own details beside them (see OpenTripErrorSchema),
 * so the object stays open to further details.
 */
export const ErrorBodySchema = z.object({ error: z.looseObject(errorShape) });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** POST /api/trips's 409 `open_trip_exists`: the error names the courier's delivery still open. */
export const OpenTripErrorSchema = z.object({
  error: z.looseObject({ ...errorShape, open_trip: z.optional(CourierTripSchema) }),
});

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const WEBHOOK_EVENT_TYPES = [
  'delivery.created',
  'delivery.started',
  'delivery.arrived',
  'delivery.ended',
  'delivery.reviewed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * `pending`: created by another system, waiting for a courier's tap; `started` to `ended` as a
 * trip's; `cancelled`: a pending one withdrawn before anyone started it.
 */
export const DELIVERY_STATUSES = ['pending', 'started', 'arrived', 'ended', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const maybeTime = z.nullable(z.number());

/** A delivery as integrations see it. Times are unix seconds, like the rest of the API. */
export const ApiDeliverySchema = z.object({
  /** The id `POST /api/v1/deliveries` answered; null for a delivery a courier started alone. */
  delivery_id: z.nullable(z.string()),
  /** The trip's `generated_trip_id` once a courier started it (the tracking link's id). */
  trip_id: z.nullable(z.string()),
  order_reference: z.nullable(z.string()),
  status: z.enum(DELIVERY_STATUSES),
  /** E.164. */
  customer_phone_number: z.string(),
  branch: z.object({ id: z.string(), name: z.string() }),
  courier: z.nullable(z.object({ id: z.string(), name: z.string(), last_name: z.string() })),
  destination: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  tracking_url: z.nullable(z.string()),
  created_at: z.number(),
  started_at: maybeTime,
  arrived_at: maybeTime,
  ended_at: maybeTime,
  review: z.nullable(
    z.object({
      rating: z.number(),
      selected: z.array(z.string()),
      remarks: z.nullable(z.string()),
      reviewed_at: z.number(),
    }),
  ),
});
export type ApiDelivery = z.infer<typeof ApiDeliverySchema>;

/**
 * The body of every webhook request. `id` is the event's: the same on every retry and on a
 * "send again", so a receiver that stores it handles each event once.
 */
export const WebhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  /** When the event happened, unix seconds. */
  created_at: z.number(),
  data: ApiDeliverySchema,
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** The headers every webhook request carries. */
export const WEBHOOK_HEADERS = {
  /** The event's id (also in the body). */
  id: 'rutaviva-event-id',
  /** Unix seconds when this attempt was signed. */
  timestamp: 'rutaviva-timestamp',
  /** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret. */
  signature: 'rutaviva-signature',
} as const;
