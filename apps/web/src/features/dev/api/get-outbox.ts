import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxItem, OutboxSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export { OUTBOX_CHANNELS, type OutboxChannel, type OutboxItem };

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
