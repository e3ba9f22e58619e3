import { type SqlBool, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/database';
import type { TripRow } from '../../db/schema';
import { routePointsOfTrip } from './points.repo';
import { type TripWithParties, tripsWithParties } from './trips.repo';

/**
 * The one unscoped trip lookup: whoever holds a tracking link (128 random bits) may read its
 * trip. No tenant is involved, so only the public link's paths use it — the tracking page, its
 * stream, its preview and the customer's review. An admin's or a courier's path finds trips
 * through the scoped finders of `trips.repo.ts` (`requireTrip`), and a test fails if one of
 * their service methods reaches this file.
 */
export async function findTripForPublicLink(
  db: Db,
  generatedTripId: string,
): Promise<TripWithParties | undefined> {
  return await tripsWithParties(db).where('trips.generated_trip_id', '=', generatedTripId).executeTakeFirst();
}

/** A public trip with its route's points (null once ended or without any). */
type PublicTripRow = TripWithParties & { route_points: [number, number, number][] | null };

/** The statement of `findTripsForPublicLinks`, built by Kysely once and then prepared by PostgreSQL. */
let publicTripsStatement: string | undefined;

/**
 * The trips of many tracking links with their routes (none once ended), in one query: a burst
 * of streams opening. Missing ones are left out. A named statement, so PostgreSQL parses and
 * plans it once per connection rather than for each of thousands of openings.
 */
export async function findTripsForPublicLinks(db: Db, generatedTripIds: string[]): Promise<PublicTripRow[]> {
  if (generatedTripIds.length === 0) return [];
  if (!publicTripsStatement) {
    const compiled = tripsWithParties(db)
      .select(routePointsOfTrip().as('route_points'))
      .where(sql<SqlBool>`trips.generated_trip_id = any(${generatedTripIds}::text[])`)
      .compile();
    // The links are its one parameter, whatever their number.
    if (compiled.parameters.length !== 1) throw new Error('the public trips statement takes one parameter');
    publicTripsStatement = compiled.sql;
  }
  return await preparedQuery<PublicTripRow>(db, 'public-trips', publicTripsStatement, [generatedTripIds]);
}

/** A stream's catch-up: its tracking link and the points it has. */
export interface CatchUp {
  generatedTripId: string;
  seen: number;
}

/** What a catch-up needs of a trip (no route) and the points it missed (null when none). */
export type TripAfterRow = Pick<
  TripRow,
  | 'id'
  | 'generated_trip_id'
  | 'start_time'
  | 'arrived_time'
  | 'end_time'
  | 'valid'
  | 'distance_km'
  | 'destination_lat'
  | 'estimate'
> & { seen: number; point_count: number; missed_points: [number, number, number][] | null };

/**
 * The trips of many catch-ups, each with its route's count and only the points after the first
 * `seen` in time order (none once ended, and then a count of 0, as the whole route reads). The
 * columns are listed: a named statement's result must not change when a migration adds one.
 */
const TRIPS_AFTER = `
  SELECT t.id, t.generated_trip_id, t.start_time, t.arrived_time, t.end_time, t.valid, t.distance_km,
         t.destination_lat, t.estimate, c.seen,
         (SELECT count(*)::int FROM trip_points p WHERE p.trip_id = t.id AND t.end_time IS NULL) AS point_count,
         (SELECT json_agg(json_build_array(m.lat, m.lng, floor(extract(epoch FROM m.recorded_at) * 1000)) ORDER BY m.recorded_at)
          FROM (SELECT p.lat, p.lng, p.recorded_at FROM trip_points p
                WHERE p.trip_id = t.id AND t.end_time IS NULL
                ORDER BY p.recorded_at OFFSET c.seen) m) AS missed_points
  FROM unnest($1::text[], $2::int[]) AS c(link, seen)
  JOIN trips t ON t.generated_trip_id = c.link`;

/**
 * Many streams' catch-ups in one query (`seen` ≥ 0 each): a stream that missed a few points
 * reads those, not its whole route again. Missing trips are left out.
 */
export async function findTripsAfter(db: Db, catchUps: CatchUp[]): Promise<TripAfterRow[]> {
  if (catchUps.length === 0) return [];
  return await preparedQuery<TripAfterRow>(db, 'trips-after', TRIPS_AFTER, [
    catchUps.map((catchUp) => catchUp.generatedTripId),
    catchUps.map((catchUp) => catchUp.seen),
  ]);
}
