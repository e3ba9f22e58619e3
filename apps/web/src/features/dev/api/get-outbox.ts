import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';

const OutboxItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullish(),
  text: z.string(),
  created_at: z.number(),
  status: z.string().optional(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

const OutboxSchema = z.object({ data: z.array(OutboxItemSchema) });

/** GET /api/dev/outbox → the messages that would have been sent, newest first; 404 in production. */
async function getOutbox(signal: AbortSignal): Promise<OutboxItem[]> {
  return parseResponse(OutboxSchema, await api.get('/api/dev/outbox', { signal })).data;
}

export function useOutbox() {
  return useQuery({ queryKey: ['dev-outbox'], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0 });
}
