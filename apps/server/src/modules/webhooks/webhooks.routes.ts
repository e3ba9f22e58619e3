import {
  CreateWebhookEndpointSchema,
  ErrorBodySchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { WebhooksService } from './webhooks.service';

const tags = ['webhooks'];
/** An admin's session only: API keys are not in API_KEY_ROUTES, so they are refused here. */
const security = [{ adminSession: [] }];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const withId = { ...errors, 400: ErrorBodySchema, 404: ErrorBodySchema };
const endpointParams = z.object({ id: z.uuid({ error: 'invalid_value' }) });

export async function webhooksRoutes(
  app: App,
  { webhooks, tokens }: { webhooks: WebhooksService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/webhook_endpoints',
    {
      schema: {
        summary: "List the business's webhook endpoints",
        operationId: 'listWebhookEndpoints',
        tags,
        security,
        response: { 200: WebhookEndpointListSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => webhooks.list(authOf(request)),
  );

  app.post(
    '/api/webhook_endpoints',
    {
      schema: {
        summary: 'Register a webhook endpoint (its secret is answered once)',
        operationId: 'createWebhookEndpoint',
        tags,
        security,
        body: CreateWebhookEndpointSchema,
        response: { 201: WebhookEndpointWithSecretSchema, 400: ErrorBodySchema, ...errors },
      },
      onRequest: admin,
    },
    async (request, reply) => reply.status(201).send(await webhooks.create(authOf(request), request.body)),
  );

  app.patch(
    '/api/webhook_endpoints/:id',
    {
      schema: {
        summary: 'Change a webhook endpoint, or turn it off or back on',
        operationId: 'updateWebhookEndpoint',
        tags,
        security,
        params: endpointParams,
        body: UpdateWebhookEndpointSchema,
        response: { 200: WebhookEndpointSchema, ...withId },
      },
      onRequest: admin,
    },
    async (request) => webhooks.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/webhook_endpoints/:id',
    {
      schema: {
        summary: 'Delete a webhook endpoint and its delivery log',
        operationId: 'deleteWebhookEndpoint',
        tags,
        security,
        params: endpointParams,
        response: { 204: z.null().describe('Deleted.'), ...withId },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      await webhooks.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/webhook_endpoints/:id/roll_secret',
    {
      schema: {
        summary: "Replace a webhook endpoint's secret (the new one is answered once)",
        operationId: 'rollWebhookEndpointSecret',
        tags,
        security,
        params: endpointParams,
        response: { 200: WebhookEndpointWithSecretSchema, ...withId },
      },
      onRequest: admin,
    },
    async (request) => webhooks.rollSecret(authOf(request), request.params.id),
  );

  app.get(
    '/api/webhook_endpoints/:id/deliveries',
    {
      schema: {
        summary: "A webhook endpoint's delivery log, newest first",
        operationId: 'listWebhookDeliveries',
        tags,
        security,
        params: endpointParams,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...withId },
      },
      onRequest: admin,
    },
    async (request) => webhooks.deliveries(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/webhook_deliveries/:id/resend',
    {
      schema: {
        summary: 'Send a webhook delivery again now, with the same event id',
        operationId: 'resendWebhookDelivery',
        tags,
        security,
        params: endpointParams,
        response: { 200: WebhookDeliverySchema, ...withId },
      },
      onRequest: admin,
    },
    async (request) => webhooks.resend(authOf(request), request.params.id),
  );
}
