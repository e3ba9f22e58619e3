import { WebhookDeliveryListSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export const webhookDeliveriesKey = (endpointId: string) => ['webhook-deliveries', endpointId] as const;

/** GET /api/webhook_endpoints/{id}/deliveries?page → one page of the log, newest first; 404 for another business's. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: [...webhookDeliveriesKey(endpointId), page],
    queryFn: async ({ signal }) =>
      parseResponse(
        WebhookDeliveryListSchema,
        await api.get(`/api/webhook_endpoints/${endpointId}/deliveries`, { query: { page }, signal }),
      ),
    placeholderData: keepPreviousData,
    // Pending deliveries move on by themselves (retries): the log follows them while open.
    refetchInterval: 15_000,
  });
}
