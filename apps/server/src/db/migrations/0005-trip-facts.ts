import { type Kysely, sql } from 'kysely';

/**
 * Reports over years of deliveries read a narrow copy of each trip, indexed for every total and
 * sort, instead of the wide `trips` rows. Triggers keep it: on a new trip, on its arrival, end
 * and rating, and once on its first point — never on the location updates of a live trip, so
 * those stay heap-only (HOT) updates and ingest pays nothing. While a trip has points and no end
 * ("moving"), its copy's distance and last point lag behind; reports read those few trips from
 * `trips` itself. See docs/decisions/0005-trip-facts.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE trip_facts (
      trip_id uuid PRIMARY KEY REFERENCES trips (id) ON DELETE CASCADE,
      business_id uuid NOT NULL,
      branch_id uuid NOT NULL,
      courier_id uuid NOT NULL,
      start_time timestamptz NOT NULL,
      arrived_time timestamptz,
      end_time timestamptz,
      distance_km double precision NOT NULL,
      last_point_at timestamptz,
      rating smallint,
      moving boolean NOT NULL
    );
    CREATE INDEX trip_facts_range ON trip_facts (business_id, start_time DESC)
      INCLUDE (branch_id, courier_id, arrived_time, end_time, distance_km, last_point_at, rating, moving);
    CREATE INDEX trip_facts_distance ON trip_facts (business_id, distance_km DESC, start_time DESC, trip_id DESC);
    CREATE INDEX trip_facts_duration
      ON trip_facts (business_id, (last_point_at - start_time) DESC NULLS LAST, start_time DESC, trip_id DESC);
    CREATE INDEX trip_facts_rating
      ON trip_facts (business_id, rating DESC NULLS LAST, start_time DESC, trip_id DESC);
    CREATE INDEX trip_facts_moving ON trip_facts (business_id, start_time DESC) WHERE moving;

    CREATE FUNCTION trip_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO trip_facts (trip_id, business_id, branch_id, courier_id, start_time, arrived_time,
        end_time, distance_km, last_point_at, rating, moving)
      VALUES (NEW.id, NEW.business_id, NEW.branch_id, NEW.courier_id, NEW.start_time, NEW.arrived_time,
        NEW.end_time, NEW.distance_km, NEW.last_point_at, NEW.rating,
        NEW.end_time IS NULL AND NEW.point_count > 0)
      ON CONFLICT (trip_id) DO UPDATE SET
        arrived_time = EXCLUDED.arrived_time,
        end_time = EXCLUDED.end_time,
        distance_km = EXCLUDED.distance_km,
        last_point_at = EXCLUDED.last_point_at,
        rating = EXCLUDED.rating,
        moving = EXCLUDED.moving;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER trips_facts_insert AFTER INSERT ON trips
      FOR EACH ROW EXECUTE FUNCTION trip_facts_sync();
    CREATE TRIGGER trips_facts_events AFTER UPDATE OF end_time, arrived_time, rating ON trips
      FOR EACH ROW EXECUTE FUNCTION trip_facts_sync();
    CREATE TRIGGER trips_facts_first_point AFTER UPDATE OF point_count ON trips
      FOR EACH ROW WHEN (OLD.point_count = 0 AND NEW.point_count > 0) EXECUTE FUNCTION trip_facts_sync();

    INSERT INTO trip_facts
      SELECT id, business_id, branch_id, courier_id, start_time, arrived_time, end_time, distance_km,
        last_point_at, rating, end_time IS NULL AND point_count > 0
      FROM trips;
  `.execute(db);
}
