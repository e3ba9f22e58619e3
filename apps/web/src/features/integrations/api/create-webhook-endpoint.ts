import {
  type CreateWebhookEndpoint,
  type WebhookEndpointWithSecret,
  WebhookEndpointWithSecretSchema,
} from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { webhookEndpointsKey } from './list-webhook-endpoints';

/** POST /api/webhook_endpoints → the endpoint with its secret, the one time it is shown; 400 naming the field. */
async function createWebhookEndpoint(input: CreateWebhookEndpoint): Promise<WebhookEndpointWithSecret> {
  return parseResponse(WebhookEndpointWithSecretSchema, await api.post('/api/webhook_endpoints', input));
}

export function useCreateWebhookEndpoint() {
  return useApiMutation(createWebhookEndpoint, { refetchAfter: webhookEndpointsKey });
}
