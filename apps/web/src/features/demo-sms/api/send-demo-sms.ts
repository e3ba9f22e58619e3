import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { demoSmsKey } from './get-demo-sms';

const SentSchema = z.object({
  to: z.string(),
  channel: z.enum(['whatsapp', 'sms']),
  body: z.string(),
  tracking_url: z.string(),
  sent_at: z.number(),
});
export type DemoSmsSent = z.infer<typeof SentSchema>;

/** POST /api/demo_sms {} → 201 the message sent to the admin's own phone; 429 rate_limited (3 an hour). */
async function sendDemoSms(): Promise<DemoSmsSent> {
  return parseResponse(SentSchema, await api.post('/api/demo_sms', {}));
}

export function useSendDemoSms() {
  // On a 429 too: the count of sends left is out of date.
  return useApiMutation(sendDemoSms, { refetchAfter: demoSmsKey });
}
