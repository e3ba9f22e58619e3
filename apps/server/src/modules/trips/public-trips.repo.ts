import type { Db } from '../../db/database';
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

/**
 * The trips of many tracking links with their routes (none once ended), in one query: a burst
 * of streams opening. Missing ones are left out.
 */
export async function findTripsForPublicLinks(db: Db, generatedTripIds: string[]) {
  if (generatedTripIds.length === 0) return [];
  return await tripsWithParties(db)
    .select(routePointsOfTrip().as('route_points'))
    .where('trips.generated_trip_id', 'in', generatedTripIds)
    .execute();
}
