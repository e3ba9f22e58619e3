import { type ArrivalEstimate, ETA, type LatLng, type TrackPoint } from '@rutaviva/domain';
import { type Db, preparedQuery } from '../../db/database';

/*
 * Issue 15: what the arrival estimate reads and writes. Refreshing one trip's estimate after a
 * batch of points costs one read (ESTIMATE_INPUTS) and one write (storeEstimate).
 */

export interface EstimateInputs {
  tripId: string;
  generatedTripId: string;
  businessId: string;
  customerPhone: string;
  destination: LatLng | null;
  previous: ArrivalEstimate | null;
  arrived: boolean;
  ended: boolean;
  almostThereSent: boolean;
  vehicleType: string;
  companyName: string;
  messageLanguage: string;
  /** Null: the business sends no "almost there" message. */
  almostThereMinutes: number | null;
  /** The courier's positions of the last ETA.windowSeconds before the newest, oldest first. */
  positions: TrackPoint[];
}

/**
 * The trip, its business's settings and its recent points in one statement. The points come
 * from the (trip_id, recorded_at) index, bounded by the trip's newest point, so a long trip costs
 * the same as a short one; a trip without a destination (most) reads none.
 */
const ESTIMATE_INPUTS = `
  SELECT t.id, t.generated_trip_id, t.business_id, t.customer_phone_number,
    t.destination_lat, t.destination_lng, t.estimate, t.arrived_time IS NOT NULL AS arrived,
    t.end_time IS NOT NULL AS ended, t.almost_there_sent_at IS NOT NULL AS almost_there_sent,
    b.vehicle_type, b.company_name, b.message_language, b.almost_there_minutes,
    (SELECT json_agg(json_build_array(p.lat, p.lng, extract(epoch FROM p.recorded_at)::bigint) ORDER BY p.recorded_at)
      FROM trip_points p
      WHERE p.trip_id = t.id AND t.last_point_at IS NOT NULL AND t.destination_lat IS NOT NULL
        AND p.recorded_at >= t.last_point_at - make_interval(secs => $3)) AS positions
  FROM trips t JOIN businesses b ON b.id = t.business_id
  WHERE t.id = $1 AND t.business_id = $2`;

interface InputsRow {
  id: string;
  generated_trip_id: string;
  business_id: string;
  customer_phone_number: string;
  destination_lat: number | null;
  destination_lng: number | null;
  estimate: ArrivalEstimate | null;
  arrived: boolean;
  ended: boolean;
  almost_there_sent: boolean;
  vehicle_type: string;
  company_name: string;
  message_language: string;
  almost_there_minutes: number | null;
  positions: [number, number, number | string][] | null;
}

export async function estimateInputs(
  db: Db,
  businessId: string,
  tripId: string,
): Promise<EstimateInputs | null> {
  const [row] = await preparedQuery<InputsRow>(db, 'estimate-inputs', ESTIMATE_INPUTS, [
    tripId,
    businessId,
    ETA.windowSeconds,
  ]);
  if (!row) return null;
  const destination =
    row.destination_lat === null || row.destination_lng === null
      ? null
      : { lat: row.destination_lat, lng: row.destination_lng };
  return {
    tripId: row.id,
    generatedTripId: row.generated_trip_id,
    businessId: row.business_id,
    customerPhone: row.customer_phone_number,
    destination,
    previous: isStoredEstimate(row.estimate) ? row.estimate : null,
    arrived: row.arrived,
    ended: row.ended,
    almostThereSent: row.almost_there_sent,
    vehicleType: row.vehicle_type,
    companyName: row.company_name,
    messageLanguage: row.message_language,
    almostThereMinutes: row.almost_there_minutes,
    positions: (row.positions ?? []).map(([lat, lng, t]) => ({ lat, lng, timestamp: Number(t) })),
  };
}

/** A stored estimate written by an older version, or by hand, is not smoothed from. */
function isStoredEstimate(value: unknown): value is ArrivalEstimate {
  const stored = value as Partial<ArrivalEstimate> | null;
  return (
    typeof stored?.seconds === 'number' &&
    typeof stored.computedAt === 'number' &&
    typeof stored.speedKmh === 'number' &&
    typeof stored.destination?.lat === 'number'
  );
}

export async function storeEstimate(db: Db, tripId: string, estimate: ArrivalEstimate | null) {
  await db
    .updateTable('trips')
    .set({ estimate: estimate === null ? null : JSON.stringify(estimate) })
    .where('id', '=', tripId)
    .execute();
}

/**
 * The routes (start to arrival) of the business's newest valid ended deliveries, for its learned
 * detour factor. Read once per business every few hours, not per batch; newest by start, which
 * the (business_id, start_time) index walks without sorting the business's whole history.
 */
export async function recentRoutes(db: Db, businessId: string, limit: number): Promise<LatLng[][]> {
  const rows = await preparedQuery<{ points: [number, number][] }>(
    db,
    'recent-routes',
    `SELECT (SELECT json_agg(json_build_array(p.lat, p.lng) ORDER BY p.recorded_at)
         FROM trip_points p WHERE p.trip_id = t.id AND p.recorded_at <= t.until) AS points
     FROM (
       SELECT id, coalesce(arrived_time, end_time) AS until FROM trips
       WHERE business_id = $1 AND valid AND end_time IS NOT NULL AND point_count > 1
       ORDER BY start_time DESC LIMIT $2
     ) t`,
    [businessId, limit],
  );
  return rows.map((row) => (row.points ?? []).map(([lat, lng]) => ({ lat, lng })));
}

/**
 * Claims the trip's one "almost there" message: true for exactly one caller, whichever process it
 * runs in, and only while the trip is neither arrived nor ended.
 */
export async function claimAlmostThere(db: Db, tripId: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('trips')
    .set({ almost_there_sent_at: at })
    .where('id', '=', tripId)
    .where('almost_there_sent_at', 'is', null)
    .where('arrived_time', 'is', null)
    .where('end_time', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The channel the trip's tracking message went by (the plan's or the number's), if any. */
export async function trackingChannelOf(db: Db, tripId: string) {
  const row = await db
    .selectFrom('outbound_messages')
    .select('channel')
    .where('trip_id', '=', tripId)
    .where('kind', '=', 'tracking')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.channel;
}

/** A message beyond the tracking link, as usage (never a delivery: billing counts kind 'delivery'). */
export async function recordMessageUsage(db: Db, businessId: string, messageId: string, at: Date) {
  await db
    .insertInto('usage_records')
    .values({ business_id: businessId, kind: 'message', source_id: messageId, occurred_at: at })
    .onConflict((conflict) => conflict.columns(['kind', 'source_id']).doNothing())
    .execute();
}
