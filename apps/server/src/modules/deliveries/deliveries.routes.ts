import {
  ApiDeliveryListQuerySchema,
  ApiDeliveryListSchema,
  ApiDeliverySchema,
  CreateApiDeliverySchema,
  ErrorBodySchema,
  PendingDeliveriesSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { ApiDeliveriesService } from './api-deliveries.service';
import type { PendingDeliveriesService } from './pending-deliveries.service';

const tags = ['deliveries'];
const adminOrKey: { [scheme: string]: string[] }[] = [{ adminSession: [] }, { apiKey: [] }];
const DeliveryParams = z.object({ delivery_id: z.string().min(1).max(64) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Issue 16: deliveries other systems create (`/api/v1/deliveries`) and the courier's list of them. */
export async function deliveriesRoutes(
  app: App,
  {
    deliveries,
    pending,
    tokens,
  }: { deliveries: ApiDeliveriesService; pending: PendingDeliveriesService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');
  const courier = requireRole(tokens, 'courier');

  app.post(
    '/api/v1/deliveries',
    {
      schema: {
        summary: 'Create a delivery',
        operationId: 'createDelivery',
        tags,
        security: adminOrKey,
        description:
          'Creates a delivery for a courier to start with one tap (status `pending`): the phone is ' +
          "read in the business's country; with `courier_id` it waits for that active courier (in " +
          'their branch), else for the couriers of `branch_id` or of the first branch. With an ' +
          '`Idempotency-Key` header (1-255 printable characters, per business) the same request ' +
          'answers the same delivery again (`idempotent-replayed: true`); another request under the ' +
          'key answers 422 `idempotency_key_reused`. 404 `courier_not_found` / `branch_not_found` for ' +
          "another business's ids.",
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: CreateApiDeliverySchema,
        response: { 201: ApiDeliverySchema, ...errors, 422: ErrorBodySchema },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const created = await deliveries.create(
        authOf(request),
        request.body,
        typeof key === 'string' ? key : undefined,
        request.publicUrl,
      );
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(created.delivery);
    },
  );

  app.get(
    '/api/v1/deliveries',
    {
      schema: {
        summary: 'List deliveries',
        operationId: 'listDeliveries',
        tags,
        security: adminOrKey,
        description:
          'The deliveries created through this API, newest first, by `status` and `order_reference`; ' +
          '`next_cursor` (null on the last page) reads the next page as `cursor`.',
        querystring: ApiDeliveryListQuerySchema,
        response: { 200: ApiDeliveryListSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => deliveries.list(authOf(request), request.query, request.publicUrl),
  );

  app.get(
    '/api/v1/deliveries/:delivery_id',
    {
      schema: {
        summary: 'Get a delivery',
        operationId: 'getDelivery',
        tags,
        security: adminOrKey,
        description: "One delivery; 404 `delivery_not_found` for an unknown or another business's id.",
        params: DeliveryParams,
        response: { 200: ApiDeliverySchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => deliveries.get(authOf(request), request.params.delivery_id, request.publicUrl),
  );

  app.delete(
    '/api/v1/deliveries/:delivery_id',
    {
      schema: {
        summary: 'Cancel a pending delivery',
        operationId: 'cancelDelivery',
        tags,
        security: adminOrKey,
        description:
          'Withdraws a delivery no courier has started (status `cancelled`; cancelling again answers ' +
          'the same); 409 `delivery_already_started` once a courier started it.',
        params: DeliveryParams,
        response: { 200: ApiDeliverySchema, ...errors, 409: ErrorBodySchema },
      },
      onRequest: admin,
    },
    async (request) => deliveries.cancel(authOf(request), request.params.delivery_id, request.publicUrl),
  );

  app.get(
    '/api/courier/pending_deliveries',
    {
      schema: {
        summary: "The courier's pending deliveries",
        operationId: 'listCourierPendingDeliveries',
        tags,
        security: [{ courierSession: [] }],
        description:
          'Deliveries other systems created that the signed-in courier may start: sent to them, or ' +
          'to nobody in their branch; oldest first. Started with `POST /api/trips` and `api_delivery_id`.',
        response: { 200: PendingDeliveriesSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
      onRequest: courier,
    },
    async (request) => pending.list(authOf(request)),
  );
}
