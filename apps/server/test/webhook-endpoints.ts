import { WebhookEndpointWithSecretSchema, type WebhookEventType } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import type { TestContext } from './context';
import { bearer, expectStatus } from './factories';

export const ALL_WEBHOOK_EVENTS: WebhookEventType[] = [
  'delivery.started',
  'delivery.arrived',
  'delivery.ended',
  'delivery.reviewed',
];

/** A webhook endpoint the admin registers through the API, with its secret (answered only now). */
export async function registerEndpoint(
  app: FastifyInstance,
  admin: { jwt_token: string },
  url: string,
  events: WebhookEventType[] = ALL_WEBHOOK_EVENTS,
) {
  const response = await expectStatus(
    app,
    { method: 'POST', url: '/api/webhook_endpoints', headers: bearer(admin), payload: { url, events } },
    201,
  );
  return WebhookEndpointWithSecretSchema.parse(response.json());
}

export const deliveriesOf = (db: Db, endpointId: string) =>
  db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at')
    .execute();

export async function endpointEnabled(db: Db, endpointId: string) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('enabled')
    .where('id', '=', endpointId)
    .executeTakeFirstOrThrow();
  return row.enabled;
}

/** Moves the clock by `ms`, runs the retry job's work as pg-boss would, and waits for its attempts. */
export async function runJobAfter(c: Pick<TestContext, 'app' | 'clock'>, ms: number) {
  c.clock.advance(ms);
  await c.app.webhookSender.runDue();
  await c.app.webhookSender.drain();
}
