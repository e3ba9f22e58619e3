import type { DeliveryStatus } from '@rutaviva/domain';
import type { Insertable } from 'kysely';
import { type Db, updatedOne } from '../../db/database';
import type { ApiDeliveriesTable } from '../../db/schema/integrations';

/** Issue 16: the SQL of deliveries created by other systems (`api_deliveries`). */

/** Writes the delivery; undefined when its idempotency key is the business's already (a race lost). */
export async function insertApiDelivery(
  db: Db,
  values: Insertable<ApiDeliveriesTable>,
): Promise<string | undefined> {
  const row = await db
    .insertInto('api_deliveries')
    .values(values)
    .onConflict((oc) => oc.columns(['business_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The delivery the business created under `key`, with the digest of the request that did. */
export async function findByIdempotencyKey(db: Db, businessId: string, key: string) {
  return await db
    .selectFrom('api_deliveries')
    .select(['id', 'request_digest'])
    .where('business_id', '=', businessId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A delivery of the business: another business's reads as missing. */
export async function findApiDeliveryOfBusiness(db: Db, businessId: string, id: string) {
  return await db
    .selectFrom('api_deliveries')
    .select(['id', 'trip_id', 'started_at', 'cancelled_at'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Withdraws a delivery nobody started: false when it was started or cancelled already. */
export async function cancelPending(db: Db, businessId: string, id: string, at: Date): Promise<boolean> {
  return await updatedOne(
    db
      .updateTable('api_deliveries')
      .set({ cancelled_at: at })
      .where('business_id', '=', businessId)
      .where('id', '=', id)
      .where('started_at', 'is', null)
      .where('cancelled_at', 'is', null),
  );
}

export interface ListFilter {
  status?: DeliveryStatus;
  orderReference?: string;
  /** The last row of the previous page. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** The ids of the business's deliveries, newest first, filtered by the status their trip gives them. */
export async function listIdsOfBusiness(db: Db, businessId: string, filter: ListFilter) {
  let query = db
    .selectFrom('api_deliveries as d')
    .leftJoin('trips as t', 't.id', 'd.trip_id')
    .select(['d.id', 'd.created_at'])
    .where('d.business_id', '=', businessId);
  const { status, orderReference, after } = filter;
  if (status === 'pending') query = query.where('d.trip_id', 'is', null).where('d.cancelled_at', 'is', null);
  if (status === 'cancelled')
    query = query.where('d.trip_id', 'is', null).where('d.cancelled_at', 'is not', null);
  if (status === 'started')
    query = query
      .where('t.id', 'is not', null)
      .where('t.arrived_time', 'is', null)
      .where('t.end_time', 'is', null);
  if (status === 'arrived')
    query = query.where('t.arrived_time', 'is not', null).where('t.end_time', 'is', null);
  if (status === 'ended') query = query.where('t.end_time', 'is not', null);
  if (orderReference) query = query.where('d.order_reference', '=', orderReference);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('d.created_at', '<', after.createdAt),
        eb.and([eb('d.created_at', '=', after.createdAt), eb('d.id', '<', after.id)]),
      ]),
    );
  }
  return await query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(filter.limit).execute();
}

export interface CourierPlace {
  businessId: string;
  courierId: string;
  branchId: string;
}

/**
 * What a courier may start: sent to them, or to nobody in their branch, or to a colleague of the
 * branch who was deactivated since (nobody else could ever start it); not started nor cancelled.
 */
function waitingFor(db: Db, courier: CourierPlace) {
  return db
    .selectFrom('api_deliveries')
    .where('business_id', '=', courier.businessId)
    .where('started_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('courier_id', '=', courier.courierId),
        eb.and([
          eb('branch_id', '=', courier.branchId),
          eb.or([
            eb('courier_id', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('couriers')
                  .select('couriers.id')
                  .whereRef('couriers.id', '=', 'api_deliveries.courier_id')
                  .where('couriers.active', '=', true),
              ),
            ),
          ]),
        ]),
      ]),
    );
}

/** The courier's pending deliveries, oldest first. */
export async function pendingForCourier(db: Db, courier: CourierPlace) {
  return await waitingFor(db, courier)
    .select([
      'id',
      'courier_id',
      'customer_phone_number',
      'order_reference',
      'destination_lat',
      'destination_lng',
      'created_at',
    ])
    .orderBy('created_at')
    .orderBy('id')
    .limit(50)
    .execute();
}

/** One pending delivery the courier may start, or undefined. */
export async function findPendingForCourier(db: Db, courier: CourierPlace, id: string) {
  return await waitingFor(db, courier)
    .select(['id', 'customer_phone_number', 'order_reference', 'destination_lat', 'destination_lng'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Ties the delivery to the trip just started, in the trip's transaction. False when someone else
 * started it (or it was cancelled) first: the row lock makes the second tap wait and then see it.
 */
export async function claimForTrip(db: Db, businessId: string, id: string, tripId: string, at: Date) {
  return await updatedOne(
    db
      .updateTable('api_deliveries')
      .set({ trip_id: tripId, started_at: at })
      .where('business_id', '=', businessId)
      .where('id', '=', id)
      .where('started_at', 'is', null)
      .where('cancelled_at', 'is', null),
  );
}

/** The branch deliveries go to when none is named: the business's first (Headquarters). */
export async function firstBranchOf(db: Db, businessId: string) {
  return await db
    .selectFrom('branches')
    .select('id')
    .where('business_id', '=', businessId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
}

export async function countryOfBusiness(db: Db, businessId: string) {
  const row = await db
    .selectFrom('businesses')
    .select('country_iso')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return row.country_iso;
}
