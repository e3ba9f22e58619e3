import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TripRow } from '../../db/schema';
import { userWithBusiness } from '../business/business.repo';

/**
 * A past delivery written whole: the trip's columns but those the database or an end by an admin
 * fills, arrived and ended, with its points.
 */
export type HistoryTripRow = Omit<
  TripRow,
  | 'id'
  | 'valid'
  | 'arrived_time'
  | 'end_time'
  | 'ended_by_role'
  | 'ended_by_name'
  | 'end_note'
  | 'created_at'
  // Issue 15's columns: the demo's past deliveries have no destination, estimate or photo.
  | 'destination_lat'
  | 'destination_lng'
  | 'destination_source'
  | 'destination_set_at'
  | 'estimate'
  | 'almost_there_sent_at'
  | 'photo_key'
  | 'photo_taken_at'
  | 'recipient_name'
  // Issue 16's: nor an order reference.
  | 'order_reference'
> & {
  arrived_time: Date;
  end_time: Date;
  points: { lat: number; lng: number; timestamp: number; accuracy: number }[];
};

/** Points per INSERT: a few statements for a month of deliveries, each well under a second. */
const POINTS_PER_STATEMENT = 10_000;

/** The demo business, when `userId` is its admin signed in with `email`. */
export async function demoBusinessOf(db: Db, businessId: string, userId: string, email: string) {
  return await userWithBusiness(db, businessId, userId)
    .select(['businesses.id', 'businesses.country_iso'])
    .where('users.role', '=', 'admin')
    .where(sql<boolean>`lower(users.email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
}

/** The business's couriers named in `usernames`, with their branch's name and place. */
export async function couriersNamed(db: Db, businessId: string, usernames: readonly string[]) {
  if (usernames.length === 0) return [];
  return await db
    .selectFrom('couriers')
    .innerJoin('branches', 'branches.id', 'couriers.branch_id')
    .select([
      'couriers.id',
      'couriers.username',
      'couriers.name',
      'couriers.branch_id',
      'branches.name as branch_name',
      'branches.position as branch_position',
    ])
    .where('couriers.business_id', '=', businessId)
    .where('couriers.username', 'in', [...usernames])
    .orderBy('couriers.username')
    .execute();
}

/** One writer of a business's history at a time: two demos started together write it once. */
export async function lockHistory(db: Db, businessId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`demo-history:${businessId}`}))`.execute(db);
}

/** When each of these couriers was out on a delivery since `since`. */
export async function courierTripsSince(db: Db, courierIds: readonly string[], since: Date) {
  if (courierIds.length === 0) return [];
  return await db
    .selectFrom('trips')
    .select(['courier_id', 'start_time', 'end_time'])
    .where('courier_id', 'in', [...courierIds])
    .where('start_time', '>=', since)
    .execute();
}

/** Deliveries per branch of these couriers since `since`. */
export async function deliveriesPerBranchSince(db: Db, courierIds: readonly string[], since: Date) {
  if (courierIds.length === 0) return [];
  return await db
    .selectFrom('trips')
    .innerJoin('branches', 'branches.id', 'trips.branch_id')
    .select(['branches.name', (eb) => eb.fn.countAll<number>().as('deliveries')])
    .where('trips.courier_id', 'in', [...courierIds])
    .where('trips.start_time', '>=', since)
    .groupBy(['branches.name', 'branches.position'])
    .orderBy('branches.position')
    .execute();
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Writes ended trips and their points in a few statements (unnest of column arrays), inside the
 * caller's transaction. The trips' triggers keep trip_facts and the hourly totals, as for any
 * trip; the trips are whole when inserted, so each is counted once.
 */
export async function insertHistory(db: Db, trips: readonly HistoryTripRow[]): Promise<void> {
  if (trips.length === 0) return;
  const column = <T>(pick: (trip: HistoryTripRow) => T) => trips.map(pick);
  const inserted = await sql<{ id: string; generated_trip_id: string }>`
    INSERT INTO trips (generated_trip_id, business_id, branch_id, courier_id, customer_phone_number,
      start_time, arrived_time, end_time, valid, delivery_user_notes, admin_notes, rating, selected,
      remarks, improvement, reviewed_at, distance_km, point_count, last_lat, last_lng, last_point_at,
      created_at)
    SELECT gid, business, branch, courier, phone, started, arrived, ended, true, courier_notes,
      admin_notes, rating, CASE WHEN selected IS NULL THEN NULL ELSE string_to_array(selected, ',') END,
      remarks, improvement, reviewed, km, points, last_lat, last_lng, last_point, started
    FROM unnest(
      ${column((t) => t.generated_trip_id)}::text[], ${column((t) => t.business_id)}::uuid[],
      ${column((t) => t.branch_id)}::uuid[], ${column((t) => t.courier_id)}::uuid[],
      ${column((t) => t.customer_phone_number)}::text[], ${column((t) => iso(t.start_time))}::timestamptz[],
      ${column((t) => iso(t.arrived_time))}::timestamptz[], ${column((t) => iso(t.end_time))}::timestamptz[],
      ${column((t) => t.delivery_user_notes)}::text[], ${column((t) => t.admin_notes)}::text[],
      ${column((t) => t.rating)}::smallint[], ${column((t) => t.selected?.join(',') ?? null)}::text[],
      ${column((t) => t.remarks)}::text[], ${column((t) => t.improvement)}::text[],
      ${column((t) => iso(t.reviewed_at))}::timestamptz[], ${column((t) => t.distance_km)}::float8[],
      ${column((t) => t.point_count)}::int[], ${column((t) => t.last_lat)}::float8[],
      ${column((t) => t.last_lng)}::float8[], ${column((t) => iso(t.last_point_at))}::timestamptz[]
    ) AS x(gid, business, branch, courier, phone, started, arrived, ended, courier_notes, admin_notes,
      rating, selected, remarks, improvement, reviewed, km, points, last_lat, last_lng, last_point)
    RETURNING id, generated_trip_id`.execute(db);

  const idOf = new Map(inserted.rows.map((row) => [row.generated_trip_id, row.id]));
  const points = trips.flatMap((trip) => {
    const tripId = idOf.get(trip.generated_trip_id);
    if (!tripId) throw new Error(`trip ${trip.generated_trip_id} was not written`);
    return trip.points.map((point) => ({ tripId, ...point }));
  });
  for (let from = 0; from < points.length; from += POINTS_PER_STATEMENT) {
    const chunk = points.slice(from, from + POINTS_PER_STATEMENT);
    await sql`
      INSERT INTO trip_points (trip_id, recorded_at, lat, lng, accuracy)
      SELECT trip, to_timestamp(ts), lat, lng, accuracy
      FROM unnest(${chunk.map((p) => p.tripId)}::uuid[], ${chunk.map((p) => p.timestamp)}::float8[],
        ${chunk.map((p) => p.lat)}::float8[], ${chunk.map((p) => p.lng)}::float8[],
        ${chunk.map((p) => p.accuracy)}::float4[]) AS x(trip, ts, lat, lng, accuracy)`.execute(db);
  }
}
