import { type UpdateWebhookEndpoint, type WebhookEndpoint, WebhookEndpointSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { webhookEndpointsKey } from './list-webhook-endpoints';

/** PATCH /api/webhook_endpoints/{id} → the endpoint; `enabled: true` also clears a failing state. */
async function updateWebhookEndpoint({
  id,
  ...changes
}: UpdateWebhookEndpoint & { id: string }): Promise<WebhookEndpoint> {
  return parseResponse(WebhookEndpointSchema, await api.patch(`/api/webhook_endpoints/${id}`, changes));
}

export function useUpdateWebhookEndpoint() {
  return useApiMutation(updateWebhookEndpoint, { refetchAfter: webhookEndpointsKey });
}
