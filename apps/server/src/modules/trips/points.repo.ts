import { orderedPoints, routeDistanceKm, type TripPoint } from '@rutaviva/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/database';
import type { TripRow } from '../../db/schema';

/*
 * A trip's GPS points in the database: every write (batched by `PointsWriter`) and every read of
 * trip_points is here.
 */

export interface AppendRequest {
  generatedTripId: string;
  courierId: string;
  businessId: string;
  points: TripPoint[];
}

export interface AppendResult {
  status: 'ok' | 'not_found' | 'ended';
  tripId: string;
  inserted: { lat: number; lng: number; timestamp: number }[];
  point_count: number;
  distance_km: number;
  /** The trip's destination, estimate and times as the write found them (absent when not found). */
  trip?: AppendedTrip;
}

/** What the courier's answer and the estimate need of the trip, read by the write itself. */
export type AppendedTrip = Pick<
  TripRow,
  | 'destination_lat'
  | 'destination_lng'
  | 'destination_source'
  | 'destination_set_at'
  | 'estimate'
  | 'start_time'
  | 'arrived_time'
  | 'end_time'
>;

/** Great-circle km between a leg's ends, in SQL; the same formula as the domain's greatCircleKm. */
const LEG_KM = `2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(lat - prev_lat) / 2), 2)
  + cos(radians(prev_lat)) * cos(radians(lat)) * power(sin(radians(lng - prev_lng) / 2), 2))))`;

/**
 * One row per point: $1 request index, $2 generated_trip_id, $3 courier, $4 business, $5..$8
 * timestamps, lats, lngs, accuracies. For each request it locks the courier's own trip (in id
 * order, so concurrent writers never deadlock), inserts the points the trip does not have yet,
 * and, when they all come after its last stored point, adds their legs to the running totals.
 */
const APPEND_POINTS = `
  WITH input AS (
    SELECT * FROM unnest($1::int[], $2::text[], $3::uuid[], $4::uuid[], $5::float8[], $6::float8[], $7::float8[], $8::float4[])
      AS x(k, gid, courier, business, ts, lat, lng, acc)
  ),
  request AS (SELECT DISTINCT k, gid, courier, business FROM input),
  trip AS (
    SELECT request.k, t.id, t.end_time, t.distance_km, t.point_count, t.last_lat, t.last_lng, t.last_point_at,
      t.destination_lat, t.destination_lng, t.destination_source, t.destination_set_at, t.estimate,
      t.start_time, t.arrived_time
    FROM trips t
    JOIN request ON t.generated_trip_id = request.gid AND t.courier_id = request.courier AND t.business_id = request.business
    ORDER BY t.id
    FOR UPDATE OF t
  ),
  ins AS (
    INSERT INTO trip_points (trip_id, recorded_at, lat, lng, accuracy)
    SELECT trip.id, to_timestamp(input.ts), input.lat, input.lng, input.acc
    FROM input JOIN trip ON trip.k = input.k
    WHERE trip.end_time IS NULL
    ON CONFLICT DO NOTHING
    RETURNING trip_id, recorded_at, lat, lng
  ),
  summary AS (SELECT trip_id, count(*)::int AS added, min(recorded_at) AS first_at FROM ins GROUP BY trip_id),
  newest AS (SELECT DISTINCT ON (trip_id) trip_id, lat, lng, recorded_at FROM ins ORDER BY trip_id, recorded_at DESC),
  legs AS (
    SELECT trip_id, lat, lng, lag(lat) OVER w AS prev_lat, lag(lng) OVER w AS prev_lng
    FROM (
      SELECT id AS trip_id, last_lat AS lat, last_lng AS lng, last_point_at AS recorded_at FROM trip WHERE last_point_at IS NOT NULL
      UNION ALL
      SELECT trip_id, lat, lng, recorded_at FROM ins
    ) route
    WINDOW w AS (PARTITION BY trip_id ORDER BY recorded_at)
  ),
  distance AS (SELECT trip_id, sum(${LEG_KM}) AS km FROM legs WHERE prev_lat IS NOT NULL GROUP BY trip_id),
  upd AS (
    UPDATE trips SET
      distance_km = trip.distance_km + coalesce(distance.km, 0),
      point_count = trip.point_count + summary.added,
      last_lat = newest.lat,
      last_lng = newest.lng,
      last_point_at = newest.recorded_at
    FROM trip
      JOIN summary ON summary.trip_id = trip.id
      JOIN newest ON newest.trip_id = trip.id
      LEFT JOIN distance ON distance.trip_id = trip.id
    WHERE trips.id = trip.id AND (trip.last_point_at IS NULL OR summary.first_at > trip.last_point_at)
    RETURNING trips.id, trips.distance_km, trips.point_count
  ),
  inserted AS (
    SELECT trip_id, json_agg(json_build_object('lat', lat, 'lng', lng, 't', extract(epoch FROM recorded_at)::bigint)
      ORDER BY recorded_at) AS points
    FROM ins GROUP BY trip_id
  )
  -- Joined, not looked up per trip: a statement of 200 batches would scan the inserted rows 200 times.
  SELECT trip.k, trip.id, trip.end_time IS NOT NULL AS ended, trip.distance_km, trip.point_count,
    trip.destination_lat, trip.destination_lng, trip.destination_source, trip.destination_set_at,
    trip.estimate, trip.start_time, trip.arrived_time, trip.end_time,
    inserted.points AS inserted,
    CASE WHEN upd.id IS NOT NULL
      THEN json_build_object('distance_km', upd.distance_km, 'point_count', upd.point_count) END AS updated
  FROM trip
    LEFT JOIN inserted ON inserted.trip_id = trip.id
    LEFT JOIN upd ON upd.id = trip.id`;

interface AppendRow extends AppendedTrip {
  k: number;
  id: string;
  ended: boolean;
  distance_km: number;
  point_count: number;
  inserted: { lat: number; lng: number; t: number }[] | null;
  updated: { distance_km: number; point_count: number } | null;
}

/**
 * Appends many requests' batches of points in one prepared statement, one result per request,
 * in order. Points already stored (same timestamp) are skipped. A batch older than its trip's
 * newest stored point (an offline queue flushed late) has its route measured again. Two
 * requests must not name the same trip (PointsWriter sees to it).
 */
export async function appendPoints(db: Db, requests: AppendRequest[]): Promise<AppendResult[]> {
  const columns = {
    k: [] as number[],
    gid: [] as string[],
    courier: [] as string[],
    business: [] as string[],
  };
  const values = {
    ts: [] as number[],
    lat: [] as number[],
    lng: [] as number[],
    acc: [] as (number | null)[],
  };
  requests.forEach((request, k) => {
    for (const point of orderedPoints(request.points)) {
      columns.k.push(k);
      columns.gid.push(request.generatedTripId);
      columns.courier.push(request.courierId);
      columns.business.push(request.businessId);
      values.ts.push(point.timestamp);
      values.lat.push(point.lat);
      values.lng.push(point.lng);
      values.acc.push(point.accuracy ?? null);
    }
  });
  const rows = await preparedQuery<AppendRow>(db, 'append-points', APPEND_POINTS, [
    columns.k,
    columns.gid,
    columns.courier,
    columns.business,
    values.ts,
    values.lat,
    values.lng,
    values.acc,
  ]);
  const byRequest = new Map(rows.map((row) => [row.k, row]));
  return await Promise.all(requests.map(async (_, k) => resultOf(db, byRequest.get(k))));
}

async function resultOf(db: Db, row: AppendRow | undefined): Promise<AppendResult> {
  if (!row) return { status: 'not_found', tripId: '', inserted: [], point_count: 0, distance_km: 0 };
  const trip: AppendedTrip = {
    destination_lat: row.destination_lat,
    destination_lng: row.destination_lng,
    destination_source: row.destination_source,
    destination_set_at: row.destination_set_at,
    estimate: row.estimate,
    start_time: row.start_time,
    arrived_time: row.arrived_time,
    end_time: row.end_time,
  };
  const totals = { point_count: row.point_count, distance_km: row.distance_km, trip };
  if (row.ended) return { status: 'ended', tripId: row.id, inserted: [], ...totals };
  const inserted = (row.inserted ?? []).map((point) => ({
    lat: point.lat,
    lng: point.lng,
    timestamp: Number(point.t),
  }));
  if (inserted.length === 0) return { status: 'ok', tripId: row.id, inserted, ...totals };
  return {
    status: 'ok',
    tripId: row.id,
    inserted,
    trip,
    ...(row.updated ?? (await remeasureRoute(db, row.id))),
  };
}

const toPoint = (row: { lat: number; lng: number; recorded_at: Date }) => ({
  lat: row.lat,
  lng: row.lng,
  timestamp: Math.floor(row.recorded_at.getTime() / 1000),
});

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

/**
 * Each trip's points as one JSON array in time order ([lat, lng, epoch milliseconds] each): a
 * row per trip, not per point, so a monitor's picture of thousands of live trips is parsed by
 * JSON.parse rather than row by row.
 */
const POINTS_OF_TRIPS = `
  SELECT trip_id,
         json_agg(json_build_array(lat, lng, floor(extract(epoch FROM recorded_at) * 1000)) ORDER BY recorded_at) AS points
  FROM trip_points
  WHERE trip_id = ANY($1::uuid[])
  GROUP BY trip_id`;

/** A point as the JSON arrays above carry it, back in the rows' shape. */
const pointOfJson = ([lat, lng, ms]: [number, number, number]) => ({ lat, lng, recorded_at: new Date(ms) });

/**
 * For a query over `trips`: the trip's points as POINTS_OF_TRIPS gives them, none once it has
 * ended (null when there are none), so a trip and its route are read in one round trip.
 */
export const routePointsOfTrip = (): RawBuilder<[number, number, number][] | null> =>
  sql`(SELECT json_agg(json_build_array(p.lat, p.lng, floor(extract(epoch FROM p.recorded_at) * 1000)) ORDER BY p.recorded_at)
       FROM trip_points p WHERE p.trip_id = trips.id AND trips.end_time IS NULL)`;

/** The points `routePointsOfTrip` read, in the rows' shape. */
export const pointsOfJson = (points: [number, number, number][] | null) => (points ?? []).map(pointOfJson);

/** Points of many trips in one query, each trip's in time order (the monitor's first state). */
export async function pointsOfTrips(db: Db, tripIds: string[]) {
  const byTrip = new Map<string, { lat: number; lng: number; recorded_at: Date }[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await preparedQuery<{ trip_id: string; points: [number, number, number][] }>(
    db,
    'points-of-trips',
    POINTS_OF_TRIPS,
    [tripIds],
  );
  for (const { trip_id, points } of rows) byTrip.set(trip_id, points.map(pointOfJson));
  return byTrip;
}

interface Pending {
  request: AppendRequest;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes couriers' batches of points. A batch arriving while others are being written waits
 * and goes out with every other waiting batch in one statement: under load, hundreds of
 * couriers cost a few statements and commits instead of one each, and when it is quiet a batch
 * is written at once. Batches of one trip are written one after the other, in arrival order.
 */
export class PointsWriter {
  private queue: Pending[] = [];
  private readonly tripsInFlight = new Set<string>();
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly maxConcurrent = 2,
    private readonly maxRequestsPerStatement = 200,
  ) {}

  append(request: AppendRequest): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.running < this.maxConcurrent && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running++;
      void this.write(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /** The waiting batches whose trips are not being written, at most one per trip. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const taken = new Set<string>();
    for (const pending of this.queue) {
      const trip = pending.request.generatedTripId;
      if (batch.length < this.maxRequestsPerStatement && !taken.has(trip) && !this.tripsInFlight.has(trip)) {
        taken.add(trip);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    for (const trip of taken) this.tripsInFlight.add(trip);
    return batch;
  }

  private async write(batch: Pending[]) {
    try {
      const results = await appendPoints(
        this.db,
        batch.map((pending) => pending.request),
      );
      batch.forEach((pending, index) => {
        pending.resolve(results[index] as AppendResult);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      for (const pending of batch) this.tripsInFlight.delete(pending.request.generatedTripId);
    }
  }
}
