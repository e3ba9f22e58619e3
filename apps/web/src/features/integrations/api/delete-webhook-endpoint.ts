import { api } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { webhookEndpointsKey } from './list-webhook-endpoints';

/** DELETE /api/webhook_endpoints/{id} → 204; its delivery log goes with it. */
async function deleteWebhookEndpoint(id: string): Promise<void> {
  await api.delete(`/api/webhook_endpoints/${id}`);
}

export function useDeleteWebhookEndpoint() {
  return useApiMutation(deleteWebhookEndpoint, { refetchAfter: webhookEndpointsKey });
}
