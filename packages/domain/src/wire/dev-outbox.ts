import { z } from 'zod/mini';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** One email or message the app sent or would have sent (development's /dev/outbox). */
export const OutboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.nullable(z.string()),
  text: z.string(),
  status: z.string(),
  /** Why the last delivery failed. */
  error: z.nullable(z.string()),
  /** Delivery attempts so far (SMS and WhatsApp; null for emails). */
  attempts: z.nullable(z.number()),
  created_at: z.number(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

/** GET /api/dev/outbox: newest first. */
export const OutboxSchema = z.object({ data: z.array(OutboxItemSchema) });
