import { WebhookEndpointListSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export const webhookEndpointsKey = ['webhook-endpoints'] as const;

/** GET /api/webhook_endpoints → the business's endpoints, oldest first; never their secrets. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookEndpointsKey,
    queryFn: async ({ signal }) =>
      parseResponse(WebhookEndpointListSchema, await api.get('/api/webhook_endpoints', { signal })).data,
  });
}
