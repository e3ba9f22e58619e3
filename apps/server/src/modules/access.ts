import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { isUuid } from '../lib/ids';
import type { SessionClaims } from '../lib/tokens';
import { type CourierWithBranch, findCourierOfBusiness } from './team/team.repo';
import { tripNotFound } from './trips/trip-events';
import { findTripOfBusiness, findTripOfCourier, type TripWithParties } from './trips/trips.repo';

/*
 * The access checks that open a service method on a tenant's path. Each finds the entity through
 * its scoped finder, so another business's (or another courier's) row reads exactly like an
 * unknown id: the same 404 and code, never a 403 that would say it exists.
 */

/** The trip the caller may act on: a courier's own, or any of an admin's business. 404 `trip_not_found` otherwise. */
export async function requireTrip(
  db: Db,
  auth: SessionClaims,
  generatedTripId: string,
): Promise<TripWithParties> {
  const trip =
    auth.role === 'courier'
      ? await findTripOfCourier(db, auth.businessId, auth.userId, generatedTripId)
      : await findTripOfBusiness(db, auth.businessId, generatedTripId);
  if (!trip) throw tripNotFound();
  return trip;
}

/** A courier of the caller's business. 404 `not_found` otherwise, malformed ids included. */
export async function requireCourier(
  db: Db,
  auth: SessionClaims,
  courierId: string,
): Promise<CourierWithBranch> {
  const courier = isUuid(courierId) ? await findCourierOfBusiness(db, auth.businessId, courierId) : undefined;
  if (!courier) throw notFound();
  return courier;
}

/** The caller's own business: any other id answers 404 `not_found`, like an unknown one. */
export function requireOwnBusiness(auth: SessionClaims, businessId: string): string {
  if (businessId !== auth.businessId) throw notFound();
  return auth.businessId;
}
