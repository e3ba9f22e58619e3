import type pg from 'pg';
import type { Business, Courier } from './seed';

export interface History {
  trips: number;
  points: number;
  /** The first and last day holding trips, YYYY-MM-DD in Mexico City. */
  firstDay: string;
  lastDay: string;
}

/**
 * A busy business's past in SQL: `trips` deliveries over `days` days up to yesterday, shared by
 * `couriers`, between 9:00 and 22:00 in Mexico City. Each has the running totals a real trip
 * keeps — arrival 3 to 28 minutes after the start (1 in 25 over 30, 1 in 50 under 1, 1 in 25
 * never), the end 1 to 9 minutes later, 0.8 to 13 km, a point every 10 s — and 3 in 10 of the
 * ended ones are rated with choices and sometimes remarks. 1 in 40 was started by mistake and
 * never moved or ended (abandoned), 1 in 200 was never stopped. The most recent `pointTrips` get their points as rows.
 */
export async function seedHistory(
  sql: pg.Pool,
  business: Business,
  couriers: Courier[],
  options: { trips: number; days: number; pointTrips: number },
): Promise<History> {
  const perDay = Math.ceil(options.trips / options.days);
  await sql.query(
    `INSERT INTO trips (generated_trip_id, business_id, branch_id, courier_id, customer_phone_number,
       start_time, arrived_time, end_time, valid, distance_km, point_count, last_lat, last_lng, last_point_at,
       rating, selected, remarks, reviewed_at, delivery_user_notes, admin_notes, created_at)
     SELECT md5(i::text || random()::text), $1, $2, ($3::uuid[])[1 + i % cardinality($3::uuid[])],
       '+52155' || lpad((i % 100000000)::text, 8, '0'),
       start, arrival, finish, finish IS NOT NULL, km,
       CASE WHEN abandoned THEN 0 ELSE greatest(1, (extract(epoch from coalesce(finish, start + interval '40 minutes') - start) / 10)::int) END,
       CASE WHEN NOT abandoned THEN 19.40 + r4 * 0.08 END, CASE WHEN NOT abandoned THEN -99.20 + r5 * 0.1 END,
       CASE WHEN NOT abandoned THEN coalesce(finish, start + interval '40 minutes') - interval '20 seconds' END,
       rating, CASE rating WHEN 3 THEN '{courier,delivery_time}'::text[] WHEN 2 THEN '{service}'::text[] WHEN 1 THEN '{delivery_time,product}'::text[] END,
       CASE WHEN rating IS NOT NULL AND r6 < 0.35 THEN (ARRAY['Muy rápido, gracias', 'Llegó frío', 'Great service', 'The courier was very kind'])[1 + (i % 4)] END,
       CASE WHEN rating IS NOT NULL THEN finish + interval '10 minutes' END,
       CASE WHEN r6 > 0.9 THEN 'Left with the doorman' END,
       CASE WHEN r6 > 0.995 THEN 'Customer called about the change' END,
       start
     FROM (
       SELECT i, start, km, r4, r5, r6, rating, abandoned,
         CASE WHEN arrive_min IS NULL THEN NULL ELSE start + arrive_min * interval '1 minute' END AS arrival,
         CASE WHEN r3 < 0.03 THEN NULL ELSE start + (coalesce(arrive_min, 20) + 1 + r3 * 8) * interval '1 minute' END AS finish
       FROM (
         SELECT i, r3, r4, r5, r6, r7, r3 < 0.025 AS abandoned,
           ((current_date - $4::int + i / $5::int)::timestamp + interval '9 hours' + r1 * interval '13 hours')
             AT TIME ZONE 'America/Mexico_City' AS start,
           CASE WHEN r3 < 0.025 THEN 0 ELSE 0.8 + r2 * 12 END AS km,
           CASE WHEN r3 < 0.025 OR r2 < 0.04 THEN NULL WHEN r7 < 0.02 THEN r7 * 45 WHEN r4 < 0.04 THEN 31 + r5 * 20 ELSE 3 + r5 * 25 END AS arrive_min,
           CASE WHEN r6 < 0.3 AND r3 >= 0.03 THEN (CASE WHEN r4 < 0.6 THEN 3 WHEN r4 < 0.85 THEN 2 ELSE 1 END) END AS rating
         FROM (
           SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7
           FROM generate_series(0, $6::int - 1) AS i
         ) AS randoms
       ) AS timed
     ) AS trips_to_be`,
    [
      business.businessId,
      business.branchId,
      couriers.map((courier) => courier.id),
      options.days,
      perDay,
      options.trips,
    ],
  );
  const points = await sql.query(
    `INSERT INTO trip_points (trip_id, recorded_at, lat, lng, accuracy)
     SELECT t.id, t.start_time + k * interval '10 seconds',
       t.last_lat - (t.point_count - k) * 0.00004, t.last_lng - (t.point_count - k) * 0.00003, 8
     FROM (
       SELECT id, start_time, point_count, last_lat, last_lng FROM trips
       WHERE business_id = $1 ORDER BY start_time DESC LIMIT $2
     ) AS t, generate_series(1, t.point_count) AS k`,
    [business.businessId, options.pointTrips],
  );
  // What autovacuum would have done over the years: statistics and the visibility map.
  await sql.query('VACUUM ANALYZE trips');
  await sql.query('VACUUM ANALYZE trip_facts');
  await sql.query('VACUUM ANALYZE trip_hour_totals');
  await sql.query('VACUUM ANALYZE trip_points');
  const { rows } = await sql.query<{ first: string; last: string }>(
    `SELECT to_char(min(start_time) AT TIME ZONE 'America/Mexico_City', 'YYYY-MM-DD') AS first,
            to_char(max(start_time) AT TIME ZONE 'America/Mexico_City', 'YYYY-MM-DD') AS last
     FROM trips WHERE business_id = $1`,
    [business.businessId],
  );
  return {
    trips: options.trips,
    points: points.rowCount ?? 0,
    firstDay: rows[0]?.first ?? '',
    lastDay: rows[0]?.last ?? '',
  };
}
