import type { Session } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { businessChannel } from '../../src/realtime/sse';
import { insertApiKey } from '../api-keys';
import type { TestClock } from '../context';
import {
  bearer,
  type CourierSession,
  createBusiness,
  createCourier,
  expectStatus,
  startTrip,
} from '../factories';
import { newSalesperson } from '../sales';
import { registerEndpoint } from '../webhook-endpoints';

/** The scheme names of the OpenAPI document, as the route table lists them. */
export type Scheme = 'adminSession' | 'courierSession' | 'salespersonSession' | 'apiKey';

/**
 * One business with something of everything a path can name (a courier on a delivery, an API
 * key, a delivery made by another system, a webhook endpoint), a salesperson, and the headers
 * each kind of caller sends.
 */
export async function buildWorld(ctx: { app: FastifyInstance; db: Db; clock: TestClock }) {
  const { app, db } = ctx;
  const { session: admin } = await createBusiness(app);
  const courier: CourierSession = await createCourier(app, admin);
  const trip = await startTrip(app, courier);
  const salesperson = await newSalesperson(ctx);
  const apiKey = await insertApiKey(db, admin);
  // Reviews only: no delivery the suite makes sends an event whose attempt writes in the background.
  const endpoint = await registerEndpoint(app, admin, 'http://127.0.0.1:9/hooks', ['delivery.reviewed']);
  const delivery = await expectStatus(
    app,
    {
      method: 'POST',
      url: '/api/v1/deliveries',
      headers: apiKey.headers,
      payload: { customer_phone_number: '55 2222 3333', order_reference: 'A-1' },
    },
    201,
  );
  // A channel token: a token of yet another kind, for routes that want a session.
  const channel = await expectStatus(
    app,
    {
      method: 'POST',
      url: '/pusher/portal_auth',
      headers: bearer(admin),
      payload: { channel_name: businessChannel(admin.business_id) },
    },
    200,
  );
  const webhookDelivery = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpoint.id)
    .executeTakeFirst();
  const credentials: Record<Scheme, Record<string, string>> = {
    adminSession: bearer(admin),
    courierSession: bearer(courier),
    salespersonSession: salesperson.headers,
    apiKey: apiKey.headers,
  };
  return {
    admin: admin as Session,
    courier,
    trip,
    salesperson,
    apiKey,
    credentials,
    channelToken: (channel.json() as { auth: string }).auth,
    deliveryId: (delivery.json() as { id: string }).id,
    endpointId: endpoint.id,
    webhookDeliveryId: webhookDelivery?.id,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
