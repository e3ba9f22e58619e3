import { type WebhookDelivery, WebhookDeliverySchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';

/** POST /api/webhook_deliveries/{id}/resend → the delivery after one more attempt, same event id. */
async function resendWebhookDelivery(deliveryId: string): Promise<WebhookDelivery> {
  return parseResponse(WebhookDeliverySchema, await api.post(`/api/webhook_deliveries/${deliveryId}/resend`));
}

export function useResendWebhookDelivery(endpointId: string) {
  return useApiMutation(resendWebhookDelivery, { refetchAfter: ['webhook-deliveries', endpointId] });
}
