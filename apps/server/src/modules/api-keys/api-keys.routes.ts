import {
  ApiKeyCreateSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  ApiKeyUpdateSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { ApiKeysService } from './api-keys.service';

const tags = ['api-keys'];
// An admin's session alone: these routes are not in API_KEY_ROUTES, so a key is refused (403).
const security = [{ adminSession: [] }];
const params = z.object({ id: z.string().max(64) });
const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

export async function apiKeysRoutes(
  app: App,
  { apiKeys, tokens }: { apiKeys: ApiKeysService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/api_keys',
    {
      schema: {
        summary: "List the business's active API keys",
        operationId: 'listApiKeys',
        tags,
        security,
        response: { 200: ApiKeyListSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await apiKeys.list(authOf(request)) }),
  );

  app.post(
    '/api/api_keys',
    {
      schema: {
        summary: 'Create an API key (the whole key is answered this once)',
        operationId: 'createApiKey',
        tags,
        security,
        body: ApiKeyCreateSchema,
        response: { 201: CreatedApiKeySchema, 400: ErrorBodySchema, ...errors, 409: ErrorBodySchema },
      },
      onRequest: admin,
    },
    async (request, reply) => reply.status(201).send(await apiKeys.create(authOf(request), request.body)),
  );

  app.patch(
    '/api/api_keys/:id',
    {
      schema: {
        summary: 'Rename an API key or change its scopes',
        operationId: 'updateApiKey',
        tags,
        security,
        params,
        body: ApiKeyUpdateSchema,
        response: { 200: ApiKeySchema, 400: ErrorBodySchema, ...errors, 404: ErrorBodySchema },
      },
      onRequest: admin,
    },
    async (request) => apiKeys.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/api_keys/:id',
    {
      schema: {
        summary: 'Revoke an API key (refused from its next request on)',
        operationId: 'revokeApiKey',
        tags,
        security,
        params,
        response: { 204: z.null(), ...errors, 404: ErrorBodySchema },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      await apiKeys.revoke(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
