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
        business_id = EXCLUDED.business_id,
        branch_id = EXCLUDED.branch_id,
        courier_id = EXCLUDED.courier_id,
        start_time = EXCLUDED.start_time,
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
    CREATE TRIGGER trips_facts_events
      AFTER UPDATE OF end_time, arrived_time, rating, business_id, branch_id, courier_id, start_time ON trips
      FOR EACH ROW EXECUTE FUNCTION trip_facts_sync();
    -- An ended trip's route measured again (a late batch written just before the end).
    CREATE TRIGGER trips_facts_remeasured AFTER UPDATE OF distance_km, last_point_at ON trips
      FOR EACH ROW WHEN (NEW.end_time IS NOT NULL) EXECUTE FUNCTION trip_facts_sync();
    CREATE TRIGGER trips_facts_first_point AFTER UPDATE OF point_count ON trips
      FOR EACH ROW WHEN (OLD.point_count = 0 AND NEW.point_count > 0) EXECUTE FUNCTION trip_facts_sync();

    CREATE INDEX trip_facts_courier ON trip_facts (business_id, courier_id, start_time DESC)
      INCLUDE (branch_id, arrived_time, end_time, distance_km, last_point_at, rating, moving);

    -- What the totals of a report add up, per business, branch and hour (UTC) of the start, over
    -- the trips that are not moving. Any day of a zone whose offset is whole hours is a range of
    -- these rows, so a report over years reads thousands of rows, not millions.
    CREATE TABLE trip_hour_totals (
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL,
      hour timestamp NOT NULL,
      deliveries integer NOT NULL,
      arrival_sum numeric NOT NULL,
      arrival_count integer NOT NULL,
      end_sum numeric NOT NULL,
      end_count integer NOT NULL,
      distance_km numeric NOT NULL,
      bad integer NOT NULL,
      okay integer NOT NULL,
      excellent integer NOT NULL,
      unrated integer NOT NULL,
      slow_arrival integer NOT NULL,
      long_delivery integer NOT NULL,
      suspicious_arrival integer NOT NULL,
      PRIMARY KEY (business_id, branch_id, hour)
    );
    CREATE INDEX trip_hour_totals_business_hour ON trip_hour_totals (business_id, hour);

    CREATE FUNCTION trip_hour_totals_add(trip trip_facts, sign integer) RETURNS void
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
          sign * coalesce(trip.rating = 1, false)::int,
          sign * coalesce(trip.rating = 2, false)::int,
          sign * coalesce(trip.rating = 3, false)::int,
          sign * (trip.rating IS NULL)::int,
          sign * coalesce(trip.arrived_time - trip.start_time > interval '30 minutes', false)::int,
          sign * coalesce(trip.end_time - trip.start_time > interval '60 minutes', false)::int,
          sign * coalesce(trip.arrived_time - trip.start_time < interval '1 minute', false)::int
        )
        ON CONFLICT (business_id, branch_id, hour) DO UPDATE SET
          deliveries = totals.deliveries + EXCLUDED.deliveries,
          arrival_sum = totals.arrival_sum + EXCLUDED.arrival_sum,
          arrival_count = totals.arrival_count + EXCLUDED.arrival_count,
          end_sum = totals.end_sum + EXCLUDED.end_sum,
          end_count = totals.end_count + EXCLUDED.end_count,
          distance_km = totals.distance_km + EXCLUDED.distance_km,
          bad = totals.bad + EXCLUDED.bad,
          okay = totals.okay + EXCLUDED.okay,
          excellent = totals.excellent + EXCLUDED.excellent,
          unrated = totals.unrated + EXCLUDED.unrated,
          slow_arrival = totals.slow_arrival + EXCLUDED.slow_arrival,
          long_delivery = totals.long_delivery + EXCLUDED.long_delivery,
          suspicious_arrival = totals.suspicious_arrival + EXCLUDED.suspicious_arrival;
      $$;

    CREATE FUNCTION trip_facts_to_hours() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND NOT OLD.moving THEN PERFORM trip_hour_totals_add(OLD, -1); END IF;
      IF TG_OP <> 'DELETE' AND NOT NEW.moving THEN PERFORM trip_hour_totals_add(NEW, 1); END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER trip_facts_hours AFTER INSERT OR UPDATE OR DELETE ON trip_facts
      FOR EACH ROW EXECUTE FUNCTION trip_facts_to_hours();

    INSERT INTO trip_facts
      SELECT id, business_id, branch_id, courier_id, start_time, arrived_time, end_time, distance_km,
        last_point_at, rating, end_time IS NULL AND point_count > 0
      FROM trips;
  `.execute(db);
}
