import { type ApiDelivery, type DeliveryStatus, trackingUrl } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { unixSeconds } from '../../lib/clock';

/** A delivery by the id `POST /api/v1/deliveries` answered, or by its trip (a courier's start). */
export type DeliveryRef = { apiDeliveryId: string } | { tripId: string };

/**
 * Issue 16: the one view of a delivery that `/api/v1/deliveries` answers and every webhook event
 * carries, read from the delivery another system created, its trip once a courier started it, or
 * both. Scoped to the business: another business's id reads as nothing.
 */
export async function findDeliveryView(
  db: Db,
  businessId: string,
  ref: DeliveryRef,
  publicUrl: string,
): Promise<ApiDelivery | undefined> {
  const base =
    'apiDeliveryId' in ref
      ? db
          .selectFrom('api_deliveries as d')
          .leftJoin('trips as t', 't.id', 'd.trip_id')
          .where('d.id', '=', ref.apiDeliveryId)
          .where('d.business_id', '=', businessId)
      : db
          .selectFrom('trips as t')
          .leftJoin('api_deliveries as d', 'd.trip_id', 't.id')
          .where('t.id', '=', ref.tripId)
          .where('t.business_id', '=', businessId);
  const row = await base
    .innerJoin('branches as b', (join) => join.on(sql<boolean>`b.id = coalesce(t.branch_id, d.branch_id)`))
    .leftJoin('couriers as c', (join) => join.on(sql<boolean>`c.id = coalesce(t.courier_id, d.courier_id)`))
    .select([
      'd.id as delivery_id',
      'd.created_at as delivery_created_at',
      'd.cancelled_at',
      'd.customer_phone_number as delivery_phone',
      'd.order_reference as delivery_order_reference',
      'd.destination_lat as delivery_lat',
      'd.destination_lng as delivery_lng',
      't.generated_trip_id',
      't.customer_phone_number as trip_phone',
      't.order_reference as trip_order_reference',
      't.destination_lat as trip_lat',
      't.destination_lng as trip_lng',
      't.start_time',
      't.arrived_time',
      't.end_time',
      't.rating',
      't.selected',
      't.remarks',
      't.reviewed_at',
      'b.id as branch_id',
      'b.name as branch_name',
      'c.id as courier_id',
      'c.name as courier_name',
      'c.last_name as courier_last_name',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const seconds = (at: Date | null | undefined) => (at ? unixSeconds(at) : null);
  const started = row.generated_trip_id !== null;
  const lat = started ? row.trip_lat : row.delivery_lat;
  const lng = started ? row.trip_lng : row.delivery_lng;
  return {
    delivery_id: row.delivery_id,
    trip_id: row.generated_trip_id,
    order_reference: row.trip_order_reference ?? row.delivery_order_reference ?? null,
    status: statusOf(row),
    customer_phone_number: (row.trip_phone ?? row.delivery_phone) as string,
    branch: { id: row.branch_id, name: row.branch_name },
    courier:
      row.courier_id && row.courier_name !== null && row.courier_last_name !== null
        ? { id: row.courier_id, name: row.courier_name, last_name: row.courier_last_name }
        : null,
    destination: lat !== null && lat !== undefined && lng !== null && lng !== undefined ? { lat, lng } : null,
    tracking_url: row.generated_trip_id ? trackingUrl(publicUrl, row.generated_trip_id) : null,
    created_at: unixSeconds((row.delivery_created_at ?? row.start_time) as Date),
    started_at: seconds(row.start_time),
    arrived_at: seconds(row.arrived_time),
    ended_at: seconds(row.end_time),
    review:
      row.rating !== null && row.rating !== undefined && row.reviewed_at
        ? {
            rating: row.rating,
            selected: row.selected ?? [],
            remarks: row.remarks ?? null,
            reviewed_at: unixSeconds(row.reviewed_at),
          }
        : null,
  };
}

function statusOf(row: {
  generated_trip_id: string | null;
  cancelled_at: Date | null;
  arrived_time: Date | null;
  end_time: Date | null;
}): DeliveryStatus {
  if (row.generated_trip_id === null) return row.cancelled_at ? 'cancelled' : 'pending';
  if (row.end_time) return 'ended';
  return row.arrived_time ? 'arrived' : 'started';
}
