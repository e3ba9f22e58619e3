import { type Kysely, sql } from 'kysely';

/**
 * Issue 10, deliveries that cannot get stuck (docs/decisions/0010-open-trips.md):
 * - a business may let each courier run several deliveries at once (off: at most one open);
 * - a trip records who ended it (its courier or an admin, by name) and the admin's note;
 * - a courier's open trips are read at every start and whenever the courier app opens, so they
 *   get a small partial index (open trips are few; ended ones never enter it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE businesses ADD COLUMN allow_several_trips boolean NOT NULL DEFAULT false;

    ALTER TABLE trips
      ADD COLUMN ended_by_role text CHECK (ended_by_role IN ('courier', 'admin')),
      ADD COLUMN ended_by_name text,
      ADD COLUMN end_note text;

    CREATE INDEX trips_courier_open ON trips (courier_id, start_time DESC) WHERE end_time IS NULL;

    -- Until now only couriers could end a trip. The columns are not among those the trip_facts
    -- triggers follow, so this touches trips alone.
    UPDATE trips SET ended_by_role = 'courier', ended_by_name = couriers.name || ' ' || couriers.last_name
      FROM couriers
      WHERE couriers.id = trips.courier_id AND trips.end_time IS NOT NULL;
  `.execute(db);
}
