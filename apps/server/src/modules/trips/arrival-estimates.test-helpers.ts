import { type ArrivalEstimate, estimateArrival, type LatLng } from '@rutaviva/domain';
import type { Db } from '../../db/database';

/** Gives a trip a destination straight in the table, as the customer's pin would. */
export async function setDestination(db: Db, tripId: string, destination: LatLng | null) {
  await db
    .updateTable('trips')
    .set({
      destination_lat: destination?.lat ?? null,
      destination_lng: destination?.lng ?? null,
      destination_source: destination ? 'customer' : null,
      destination_set_at: destination ? new Date() : null,
    })
    .where('id', '=', tripId)
    .execute();
}

export async function storedEstimate(db: Db, tripId: string): Promise<ArrivalEstimate | null> {
  const row = await db
    .selectFrom('trips')
    .select('estimate')
    .where('id', '=', tripId)
    .executeTakeFirstOrThrow();
  return row.estimate as ArrivalEstimate | null;
}

/**
 * `count` positions 20 s apart going north at about 25 km/h from `from`, the last at `now`
 * (unix seconds).
 */
export function pointsNorth(from: LatLng, now: number, count: number, stepLat = 0.00125) {
  return Array.from({ length: count }, (_, i) => ({
    lat: Number((from.lat + i * stepLat).toFixed(6)),
    lng: from.lng,
    timestamp: now - (count - 1 - i) * 20,
  }));
}

/** The first estimate of a trip (nothing to smooth from) for a motorcycle business. */
export function estimateAt(
  points: { lat: number; lng: number; timestamp: number }[],
  destination: LatLng,
  now: number,
  detourFactor?: number | null,
) {
  return estimateArrival({
    positions: points,
    destination,
    vehicleType: 'motorcycle',
    nowSeconds: now,
    detourFactor,
  });
}
