import {
  LONG_DELIVERY_MINUTES,
  RATING_MAX,
  RATING_MIN,
  RATINGS,
  SLOW_ARRIVAL_MINUTES,
  SUSPICIOUS_ARRIVAL_MINUTES,
} from '@rutaviva/domain';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 11: the spec's numbers that the database itself applies — the report flags' minutes
 * summed by the trip_hour_totals trigger and the rating bounds — are written from the domain's
 * constants when this runs, instead of literals typed beside them (0002 and 0005 had them).
 * Each number is a small immutable function the trigger calls, so the database states it once
 * and a test (spec-numbers.test.ts) reads it back and holds it equal to the constant. Changing a
 * constant therefore needs a new migration that recreates these functions; that test fails until
 * one does.
 */
/** The columns of trip_hour_totals that add up (all but its key). */
const SUMMED = [
  'deliveries',
  'arrival_sum',
  'arrival_count',
  'end_sum',
  'end_count',
  'distance_km',
  'bad',
  'okay',
  'excellent',
  'unrated',
  'slow_arrival',
  'long_delivery',
  'suspicious_arrival',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const number = (name: string, type: 'interval' | 'smallint', value: ReturnType<typeof sql.lit>) => sql`
    CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS ${sql.raw(type)}
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${value}::${sql.raw(type)} $$;`;
  const minutes = (count: number) => sql.lit(`${count} minutes`);
  const sums = sql.raw(
    SUMMED.map((column) => `${column} = totals.${column} + EXCLUDED.${column}`).join(', '),
  );
  await sql`
    ${number('spec_slow_arrival', 'interval', minutes(SLOW_ARRIVAL_MINUTES))}
    ${number('spec_long_delivery', 'interval', minutes(LONG_DELIVERY_MINUTES))}
    ${number('spec_suspicious_arrival', 'interval', minutes(SUSPICIOUS_ARRIVAL_MINUTES))}
    ${number('spec_rating_bad', 'smallint', sql.lit(RATINGS.bad))}
    ${number('spec_rating_okay', 'smallint', sql.lit(RATINGS.okay))}
    ${number('spec_rating_excellent', 'smallint', sql.lit(RATINGS.excellent))}

    CREATE OR REPLACE FUNCTION trip_hour_totals_add(trip trip_facts, sign integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO trip_hour_totals AS totals
        VALUES (
          trip.business_id, trip.branch_id, date_trunc('hour', trip.start_time AT TIME ZONE 'UTC'),
          sign,
          sign * coalesce(extract(epoch from trip.arrived_time - trip.start_time) / 60, 0),
          sign * (trip.arrived_time IS NOT NULL)::int,
          sign * coalesce(extract(epoch from trip.end_time - trip.start_time) / 60, 0),
          sign * (trip.end_time IS NOT NULL)::int,
          sign * trip.distance_km::numeric,
          sign * coalesce(trip.rating = spec_rating_bad(), false)::int,
          sign * coalesce(trip.rating = spec_rating_okay(), false)::int,
          sign * coalesce(trip.rating = spec_rating_excellent(), false)::int,
          sign * (trip.rating IS NULL)::int,
          sign * coalesce(trip.arrived_time - trip.start_time > spec_slow_arrival(), false)::int,
          sign * coalesce(trip.end_time - trip.start_time > spec_long_delivery(), false)::int,
          sign * coalesce(trip.arrived_time - trip.start_time < spec_suspicious_arrival(), false)::int
        )
        ON CONFLICT (business_id, branch_id, hour) DO UPDATE SET ${sums};
      $$;

    ALTER TABLE trips
      DROP CONSTRAINT trips_rating_check,
      ADD CONSTRAINT trips_rating_check CHECK (rating BETWEEN ${sql.lit(RATING_MIN)} AND ${sql.lit(RATING_MAX)});
  `.execute(db);
}
