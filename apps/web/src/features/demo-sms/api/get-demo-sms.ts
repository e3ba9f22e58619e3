import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';

const DemoSmsStatusSchema = z.object({
  /** The admin's cell phone in E.164; empty when the account has none. */
  to: z.string().nullable(),
  channel: z.enum(['whatsapp', 'sms']),
  /** The sample as it would go out now: the business's message language and name. */
  body: z.string(),
  /** Sends left this hour. */
  remaining: z.number(),
  sent: z.array(z.object({ sent_at: z.number(), status: z.string() })),
});
export type DemoSmsStatus = z.infer<typeof DemoSmsStatusSchema>;

export const demoSmsKey = ['demo-sms'] as const;

/** GET /api/demo_sms → where the sample goes, by which channel, and this hour's sends. */
async function getDemoSms(signal: AbortSignal): Promise<DemoSmsStatus> {
  return parseResponse(DemoSmsStatusSchema, await api.get('/api/demo_sms', { signal }));
}

export function useDemoSms() {
  return useQuery({ queryKey: demoSmsKey, queryFn: ({ signal }) => getDemoSms(signal) });
}
