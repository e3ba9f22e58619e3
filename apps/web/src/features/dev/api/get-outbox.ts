import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

const OutboxItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullish(),
  text: z.string(),
  created_at: z.number(),
  status: z.string().optional(),
  /** Why the last delivery failed. */
  error: z.string().nullish(),
  /** Delivery attempts so far (SMS and WhatsApp). */
  attempts: z.number().nullish(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

const OutboxSchema = z.object({ data: z.array(OutboxItemSchema) });

/**
 * GET /api/dev/outbox[?channel=] → emails, SMS and WhatsApp messages that were (or would have
 * been) sent, newest first; 404 in production.
 */
async function getOutbox(channel: OutboxChannel | undefined, signal: AbortSignal): Promise<OutboxItem[]> {
  const query = channel ? `?channel=${channel}` : '';
  return parseResponse(OutboxSchema, await api.get(`/api/dev/outbox${query}`, { signal })).data;
}

export function useOutbox(channel?: OutboxChannel) {
  return useQuery({
    queryKey: ['dev-outbox', channel ?? 'all'],
    queryFn: ({ signal }) => getOutbox(channel, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
