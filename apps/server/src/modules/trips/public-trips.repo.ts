import { type SqlBool, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/database';
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
