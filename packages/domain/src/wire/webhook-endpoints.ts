import { z as full } from 'zod';
import { z } from 'zod/mini';
import { WEBHOOK_EVENT_TYPES } from './integrations';

/**
 * Issue 16: the admin's webhook endpoints and their delivery log (`/api/webhook_endpoints`).
 * The secret is answered once, when the endpoint is created or its secret is rolled.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;

/** http(s) only, a host, no user name or password in it; where it resolves is checked by the server. */
export function webhookUrlProblem(value: string): string | null {
  const authority = /^https?:\/\/([^/?#\s]*)(?:[/?#]\S*)?$/i.exec(value)?.[1];
  if (!authority || authority.includes('@') || authority.startsWith(':')) return 'webhook_url_invalid';
  return null;
}

const WebhookUrlSchema = full
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_WEBHOOK_URL_LENGTH, { error: 'too_long' })
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const EventsSchema = full
  .array(full.enum(WEBHOOK_EVENT_TYPES, { error: 'invalid_value' }), { error: 'required' })
  .min(1, { error: 'required' })
  .refine((events) => new Set(events).size === events.length, { error: 'invalid_value' });

const DescriptionSchema = full
  .string({ error: 'invalid_value' })
  .trim()
  .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, { error: 'too_long' })
  .nullable();

/** POST /api/webhook_endpoints. */
export const CreateWebhookEndpointSchema = full.strictObject({
  url: WebhookUrlSchema,
  description: DescriptionSchema.optional(),
  events: EventsSchema,
});
export type CreateWebhookEndpoint = full.infer<typeof CreateWebhookEndpointSchema>;

/** PATCH /api/webhook_endpoints/{id}: any of them; `enabled: true` clears a failing state. */
export const UpdateWebhookEndpointSchema = full.strictObject({
  url: WebhookUrlSchema.optional(),
  description: DescriptionSchema.optional(),
  events: EventsSchema.optional(),
  enabled: full.boolean({ error: 'invalid_value' }).optional(),
});
export type UpdateWebhookEndpoint = full.infer<typeof UpdateWebhookEndpointSchema>;

const maybeTime = z.nullable(z.number());

/** An endpoint as the admin sees it; never its secret. Times are unix seconds. */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** `admin`: turned off by hand; `failing`: its deliveries failed for days. */
  disabled_reason: z.nullable(z.enum(['admin', 'failing'])),
  disabled_at: maybeTime,
  /** The first failure since the last success; null while it succeeds. */
  failing_since: maybeTime,
  created_at: z.number(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ data: z.array(WebhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** The answer to creating an endpoint or rolling its secret: the one time the secret is shown. */
export const WebhookEndpointWithSecretSchema = z.object({
  ...WebhookEndpointSchema.shape,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One event sent (or being sent) to one endpoint, with how its last attempt went. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The HTTP status of the last attempt, or null when it got none (see `last_error`). */
  last_status_code: z.nullable(z.number()),
  /** Why the last attempt got no answer: `timeout`, `connection_refused`, `address_not_allowed`... */
  last_error: z.nullable(z.string()),
  last_attempt_at: maybeTime,
  next_attempt_at: maybeTime,
  completed_at: maybeTime,
  created_at: z.number(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25;

/** GET /api/webhook_endpoints/{id}/deliveries?page=N: newest first. */
export const WebhookDeliveriesQuerySchema = full.strictObject({
  page: full.coerce
    .number({ error: 'invalid_whole_number' })
    .int({ error: 'invalid_whole_number' })
    .min(1, { error: 'invalid_whole_number' })
    .max(100_000, { error: 'invalid_whole_number' })
    .default(1),
});
export type WebhookDeliveriesQuery = full.infer<typeof WebhookDeliveriesQuerySchema>;

export const WebhookDeliveryListSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  page: z.number(),
  page_size: z.number(),
  total_count: z.number(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
