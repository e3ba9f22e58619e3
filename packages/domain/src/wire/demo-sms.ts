import { z } from 'zod/mini';

const DEMO_SMS_CHANNELS = ['whatsapp', 'sms'] as const;

/** GET /api/demo_sms: where the sample goes, by which channel, and this hour's sends. */
export const DemoSmsStatusSchema = z.object({
  /** The admin's cell phone in E.164; empty when the account has none. */
  to: z.nullable(z.string()),
  channel: z.enum(DEMO_SMS_CHANNELS),
  /** The sample as it would go out now: the business's message language and name. */
  body: z.string(),
  /** The demo tracking page the sample links to. */
  tracking_url: z.string(),
  /** Sends left this hour. */
  remaining: z.number(),
  sent: z.array(z.object({ sent_at: z.number(), status: z.string() })),
});
export type DemoSmsStatus = z.infer<typeof DemoSmsStatusSchema>;

/** POST /api/demo_sms: the message sent to the admin's own phone. */
export const DemoSmsSentSchema = z.object({
  to: z.string(),
  channel: z.enum(DEMO_SMS_CHANNELS),
  body: z.string(),
  tracking_url: z.string(),
  sent_at: z.number(),
});
export type DemoSmsSent = z.infer<typeof DemoSmsSentSchema>;
