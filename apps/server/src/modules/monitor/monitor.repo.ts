import type { Db } from '../../db/database';
import { underWay } from '../trips/trips.repo';

export interface CourierFilter {
  branchId?: string;
  courierId?: string;
}

/**
 * The business's couriers with the newest position any of their trips kept on its row. The
 * lateral read walks one courier's trips newest first on `trips_courier_start` and stops at the
 * first that was ever seen, so a courier with years of deliveries costs one index step or two.
 */
export async function couriersWithLastPosition(db: Db, businessId: string, filter: CourierFilter = {}) {
  let query = db
    .selectFrom('couriers')
    .innerJoin('branches', 'branches.id', 'couriers.branch_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('trips')
          .select(['trips.last_lat', 'trips.last_lng', 'trips.last_point_at'])
          .whereRef('trips.courier_id', '=', 'couriers.id')
          .where('trips.last_point_at', 'is not', null)
          .orderBy('trips.start_time', 'desc')
          .limit(1)
          .as('seen'),
      (join) => join.onTrue(),
    )
    .select([
      'couriers.id',
      'couriers.name',
      'couriers.last_name',
      'couriers.cell_phone',
      'couriers.active',
      'couriers.branch_id',
      'branches.name as branch_name',
      'seen.last_lat',
      'seen.last_lng',
      'seen.last_point_at',
    ])
    .where('couriers.business_id', '=', businessId);
  if (filter.branchId) query = query.where('couriers.branch_id', '=', filter.branchId);
  if (filter.courierId) query = query.where('couriers.id', '=', filter.courierId);
  return await query.orderBy('couriers.name').orderBy('couriers.last_name').orderBy('couriers.id').execute();
}

export type CourierSeenRow = Awaited<ReturnType<typeof couriersWithLastPosition>>[number];

/**
 * Deliveries under way, as the monitor's live trips count them: not ended and not abandoned (no
 * coordinates since before `abandonedBefore`). Read on the partial index `trips_live`. Not
 * filtered by branch: a courier moved to another branch mid-route still has that delivery.
 */
export async function openTripsOfBusiness(
  db: Db,
  businessId: string,
  abandonedBefore: Date,
  courierId?: string,
) {
  let query = db
    .selectFrom('trips')
    .select(['id', 'generated_trip_id', 'courier_id', 'start_time', 'arrived_time'])
    .where('business_id', '=', businessId)
    .where(underWay(abandonedBefore));
  if (courierId) query = query.where('courier_id', '=', courierId);
  return await query.orderBy('start_time', 'desc').execute();
}

export type OpenTripRow = Awaited<ReturnType<typeof openTripsOfBusiness>>[number];
