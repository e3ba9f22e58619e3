import type { WebhookEventType } from '@rutaviva/domain';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { WebhookEndpointsTable } from '../../db/schema/integrations';

export type EndpointRow = Selectable<WebhookEndpointsTable>;

export async function endpointsOfBusiness(db: Db, businessId: string): Promise<EndpointRow[]> {
  return await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findEndpointOfBusiness(
  db: Db,
  businessId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  return await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
}

export async function insertEndpoint(
  db: Db,
  endpoint: {
    businessId: string;
    url: string;
    description: string | null;
    events: WebhookEventType[];
    secret: string;
    at: Date;
  },
): Promise<EndpointRow> {
  return await db
    .insertInto('webhook_endpoints')
    .values({
      business_id: endpoint.businessId,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      secret: endpoint.secret,
      created_at: endpoint.at,
      updated_at: endpoint.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type EndpointChanges = Pick<
  Updateable<WebhookEndpointsTable>,
  | 'url'
  | 'description'
  | 'events'
  | 'secret'
  | 'enabled'
  | 'disabled_reason'
  | 'disabled_at'
  | 'failing_since'
>;

export async function updateEndpointOfBusiness(
  db: Db,
  businessId: string,
  endpointId: string,
  changes: EndpointChanges,
  at: Date,
): Promise<EndpointRow | undefined> {
  return await db
    .updateTable('webhook_endpoints')
    .set({ ...changes, updated_at: at })
    .where('business_id', '=', businessId)
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpointOfBusiness(db: Db, businessId: string, endpointId: string) {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('business_id', '=', businessId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const deliveryColumns = [
  'd.id',
  'd.event_id',
  'e.type as event_type',
  'd.status',
  'd.attempt_count',
  'd.last_status_code',
  'd.last_error',
  'd.last_attempt_at',
  'd.next_attempt_at',
  'd.completed_at',
  'd.created_at',
] as const;

/** One page of an endpoint's log, newest first, and how many it has in all. */
export async function deliveriesOfEndpoint(db: Db, endpointId: string, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select(deliveryColumns)
      .where('d.endpoint_id', '=', endpointId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type DeliveryRow = Awaited<ReturnType<typeof deliveriesOfEndpoint>>['rows'][number];

/** A delivery of one of the business's endpoints; another business's reads as none. */
export async function findDeliveryOfBusiness(
  db: Db,
  businessId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  return await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select(deliveryColumns)
    .where('w.business_id', '=', businessId)
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}
