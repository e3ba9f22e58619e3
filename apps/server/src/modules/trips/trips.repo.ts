import { orderedPoints, routeDistanceKm, type TripPoint } from '@rutaviva/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/database';

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
  tripId: string;
  inserted: { lat: number; lng: number; timestamp: number }[];
  point_count: number;
  distance_km: number;
}

const toPoint = (row: { lat: number; lng: number; recorded_at: Date }) => ({
  lat: row.lat,
  lng: row.lng,
  timestamp: Math.floor(row.recorded_at.getTime() / 1000),
});

/** Great-circle km between a leg's ends, in SQL; the same formula as the domain's greatCircleKm. */
const LEG_KM = `2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(lat - prev_lat) / 2), 2)
  + cos(radians(prev_lat)) * cos(radians(lat)) * power(sin(radians(lng - prev_lng) / 2), 2))))`;

/**
 * $1 generated_trip_id, $2 courier, $3 business, $4..$7 timestamps, lats, lngs, accuracies.
 * Locks the courier's own trip, inserts the points it does not have yet, and, when they all come
 * after the last stored point, adds their legs to the running totals.
 */
const APPEND_POINTS = `
  WITH trip AS (
    SELECT id, end_time, distance_km, point_count, last_lat, last_lng, last_point_at
    FROM trips
    WHERE generated_trip_id = $1 AND courier_id = $2 AND business_id = $3
    FOR UPDATE
  ),
  ins AS (
    INSERT INTO trip_points (trip_id, recorded_at, lat, lng, accuracy)
    SELECT trip.id, to_timestamp(p.ts), p.lat, p.lng, p.acc
    FROM trip, unnest($4::float8[], $5::float8[], $6::float8[], $7::float4[]) AS p(ts, lat, lng, acc)
    WHERE trip.end_time IS NULL
    ON CONFLICT DO NOTHING
    RETURNING recorded_at, lat, lng
  ),
  summary AS (SELECT count(*)::int AS added, min(recorded_at) AS first_at FROM ins),
  newest AS (SELECT lat, lng, recorded_at FROM ins ORDER BY recorded_at DESC LIMIT 1),
  legs AS (
    SELECT lat, lng, lag(lat) OVER w AS prev_lat, lag(lng) OVER w AS prev_lng
    FROM (
      SELECT last_lat AS lat, last_lng AS lng, last_point_at AS recorded_at FROM trip WHERE last_point_at IS NOT NULL
      UNION ALL
      SELECT lat, lng, recorded_at FROM ins
    ) route
    WINDOW w AS (ORDER BY recorded_at)
  ),
  upd AS (
    UPDATE trips SET
      distance_km = trip.distance_km + (SELECT coalesce(sum(${LEG_KM}), 0) FROM legs WHERE prev_lat IS NOT NULL),
      point_count = trip.point_count + summary.added,
      last_lat = newest.lat,
      last_lng = newest.lng,
      last_point_at = newest.recorded_at
    FROM trip, summary, newest
    WHERE trips.id = trip.id AND (trip.last_point_at IS NULL OR summary.first_at > trip.last_point_at)
    RETURNING trips.distance_km, trips.point_count
  )
  SELECT trip.id, trip.end_time IS NOT NULL AS ended, trip.distance_km, trip.point_count,
    (SELECT json_agg(json_build_object('lat', lat, 'lng', lng, 't', extract(epoch FROM recorded_at)::bigint)
      ORDER BY recorded_at) FROM ins) AS inserted,
    (SELECT row_to_json(upd) FROM upd) AS updated
  FROM trip`;

interface AppendRow {
  id: string;
  ended: boolean;
  distance_km: number;
  point_count: number;
  inserted: { lat: number; lng: number; t: number }[] | null;
  updated: { distance_km: number; point_count: number } | null;
}

/**
 * Appends a batch of points to the courier's own trip and updates its running totals in one
 * prepared statement (the hot path of location ingest). Points already stored (same timestamp)
 * are skipped. A batch older than the newest stored point (sent late from an offline queue)
 * leaves the totals to `remeasureRoute`.
 */
export async function appendPoints(
  db: Db,
  generatedTripId: string,
  courierId: string,
  businessId: string,
  points: TripPoint[],
): Promise<AppendResult> {
  const unique = orderedPoints(points);
  const rows = await preparedQuery<AppendRow>(db, 'append-points', APPEND_POINTS, [
    generatedTripId,
    courierId,
    businessId,
    unique.map((point) => point.timestamp),
    unique.map((point) => point.lat),
    unique.map((point) => point.lng),
    unique.map((point) => point.accuracy ?? null),
  ]);
  const row = rows[0];
  if (!row) return { status: 'not_found', tripId: '', inserted: [], point_count: 0, distance_km: 0 };
  if (row.ended)
    return {
      status: 'ended',
      tripId: row.id,
      inserted: [],
      point_count: row.point_count,
      distance_km: row.distance_km,
    };
  const inserted = (row.inserted ?? []).map((point) => ({
    lat: point.lat,
    lng: point.lng,
    timestamp: Number(point.t),
  }));
  if (inserted.length === 0) {
    return {
      status: 'ok',
      tripId: row.id,
      inserted,
      point_count: row.point_count,
      distance_km: row.distance_km,
    };
  }
  const totals = row.updated ?? (await remeasureRoute(db, row.id));
  return { status: 'ok', tripId: row.id, inserted, ...totals };
}

/** Measures a trip's whole route again in time order and stores the totals (late batches). */
export async function remeasureRoute(
  db: Db,
  tripId: string,
): Promise<{ point_count: number; distance_km: number }> {
  return await db.transaction().execute(async (trx) => {
    await trx.selectFrom('trips').select('id').where('id', '=', tripId).forUpdate().execute();
    const route = (
      await trx
        .selectFrom('trip_points')
        .select(['lat', 'lng', 'recorded_at'])
        .where('trip_id', '=', tripId)
        .orderBy('recorded_at')
        .execute()
    ).map(toPoint);
    const last = route[route.length - 1];
    const totals = { point_count: route.length, distance_km: routeDistanceKm(route) };
    await trx
      .updateTable('trips')
      .set({
        ...totals,
        last_lat: last?.lat ?? null,
        last_lng: last?.lng ?? null,
        last_point_at: last ? new Date(last.timestamp * 1000) : null,
      })
      .where('id', '=', tripId)
      .execute();
    return totals;
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
