import { orderedPoints, routeDistanceKm, type TripPoint } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A trip with the names a presenter needs: courier, branch and company. */
export function tripsWithParties(db: Db) {
  return db
    .selectFrom('trips')
    .innerJoin('couriers', 'couriers.id', 'trips.courier_id')
    .innerJoin('branches', 'branches.id', 'trips.branch_id')
    .innerJoin('businesses', 'businesses.id', 'trips.business_id')
    .selectAll('trips')
    .select([
      'couriers.name as courier_name',
      'couriers.last_name as courier_last_name',
      'couriers.cell_phone as courier_phone',
      'branches.name as branch_name',
      'businesses.company_name',
    ]);
}

export type TripWithParties = NonNullable<Awaited<ReturnType<typeof findTripByGeneratedId>>>;

export async function findTripByGeneratedId(db: Db, generatedTripId: string) {
  return await tripsWithParties(db).where('trips.generated_trip_id', '=', generatedTripId).executeTakeFirst();
}

export async function findTripById(db: Db, tripId: string) {
  return await tripsWithParties(db).where('trips.id', '=', tripId).executeTakeFirst();
}

export async function insertTrip(
  db: Db,
  trip: {
    generated_trip_id: string;
    business_id: string;
    branch_id: string;
    courier_id: string;
    customer_phone_number: string;
    start_time: Date;
  },
): Promise<string> {
  return (await db.insertInto('trips').values(trip).returning('id').executeTakeFirstOrThrow()).id;
}

/** Points of a trip in time order, from index `after`. */
export async function pointsOf(db: Db, tripId: string, after = 0) {
  return await db
    .selectFrom('trip_points')
    .select(['lat', 'lng', 'recorded_at'])
    .where('trip_id', '=', tripId)
    .orderBy('recorded_at')
    .offset(after)
    .execute();
}

export interface AppendResult {
  status: 'ok' | 'not_found' | 'ended';
  inserted: { lat: number; lng: number; timestamp: number }[];
  point_count: number;
  distance_km: number;
}

const toPoint = (row: { lat: number; lng: number; recorded_at: Date }) => ({
  lat: row.lat,
  lng: row.lng,
  timestamp: Math.floor(row.recorded_at.getTime() / 1000),
});

/**
 * Appends a batch of points and updates the trip's running totals in one transaction. Points
 * already stored (same timestamp) are skipped. A batch older than the newest stored point
 * (sent late from an offline queue) makes the distance be measured again over the whole route.
 */
export async function appendPoints(
  db: Db,
  tripId: string,
  courierId: string,
  points: TripPoint[],
): Promise<AppendResult> {
  return await db.transaction().execute(async (trx) => {
    const trip = await trx
      .selectFrom('trips')
      .select(['end_time', 'distance_km', 'point_count', 'last_lat', 'last_lng', 'last_point_at'])
      .where('id', '=', tripId)
      .where('courier_id', '=', courierId)
      .forUpdate()
      .executeTakeFirst();
    if (!trip) return { status: 'not_found', inserted: [], point_count: 0, distance_km: 0 };
    if (trip.end_time)
      return { status: 'ended', inserted: [], point_count: trip.point_count, distance_km: trip.distance_km };

    const unique = orderedPoints(points);
    const rows = await trx
      .insertInto('trip_points')
      .values(
        unique.map((point) => ({
          trip_id: tripId,
          recorded_at: new Date(point.timestamp * 1000),
          lat: point.lat,
          lng: point.lng,
          accuracy: point.accuracy ?? null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning(['lat', 'lng', 'recorded_at'])
      .execute();
    const inserted = rows.map(toPoint).sort((a, b) => a.timestamp - b.timestamp);
    if (inserted.length === 0) {
      return { status: 'ok', inserted, point_count: trip.point_count, distance_km: trip.distance_km };
    }

    const first = inserted[0] as (typeof inserted)[number];
    const newest = inserted[inserted.length - 1] as (typeof inserted)[number];
    const lastAt = trip.last_point_at ? trip.last_point_at.getTime() / 1000 : null;
    let distance: number;
    let last = newest;
    if (lastAt === null || first.timestamp > lastAt) {
      const previous =
        trip.last_lat !== null && trip.last_lng !== null ? [{ lat: trip.last_lat, lng: trip.last_lng }] : [];
      distance = trip.distance_km + routeDistanceKm([...previous, ...inserted]);
    } else {
      const route = (
        await trx
          .selectFrom('trip_points')
          .select(['lat', 'lng', 'recorded_at'])
          .where('trip_id', '=', tripId)
          .orderBy('recorded_at')
          .execute()
      ).map(toPoint);
      distance = routeDistanceKm(route);
      last = route[route.length - 1] ?? newest;
    }
    const pointCount = trip.point_count + inserted.length;
    await trx
      .updateTable('trips')
      .set({
        distance_km: distance,
        point_count: pointCount,
        last_lat: last.lat,
        last_lng: last.lng,
        last_point_at: new Date(last.timestamp * 1000),
      })
      .where('id', '=', tripId)
      .execute();
    return { status: 'ok', inserted, point_count: pointCount, distance_km: distance };
  });
}

/** Sets a time once: false when the trip had ended already or the time was set. */
export async function markTime(
  db: Db,
  tripId: string,
  column: 'arrived_time' | 'end_time',
  at: Date,
  notes?: string,
) {
  const result = await db
    .updateTable('trips')
    .set(
      column === 'end_time'
        ? { end_time: at, valid: true, delivery_user_notes: notes ?? null }
        : { arrived_time: at },
    )
    .where('id', '=', tripId)
    .where('end_time', 'is', null)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function tripsOfCourierSince(db: Db, courierId: string, since: Date) {
  return await tripsWithParties(db)
    .where('trips.courier_id', '=', courierId)
    .where('trips.start_time', '>=', since)
    .orderBy('trips.start_time', 'desc')
    .limit(200)
    .execute();
}

export async function liveTripsOfBusiness(db: Db, businessId: string) {
  return await tripsWithParties(db)
    .where('trips.business_id', '=', businessId)
    .where('trips.end_time', 'is', null)
    .where(sql<boolean>`trips.start_time > now() - interval '24 hours'`)
    .orderBy('trips.start_time', 'desc')
    .execute();
}

export async function businessForTrips(db: Db, businessId: string) {
  return await db
    .selectFrom('businesses')
    .select(['company_name', 'country_iso'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
}
