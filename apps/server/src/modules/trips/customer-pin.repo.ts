import type { DestinationSource } from '@rutaviva/domain';
import type { Db } from '../../db/database';

/** A destination as stored on the trip: where, who set it, and when. */
export interface StoredDestination {
  lat: number;
  lng: number;
  source: DestinationSource;
  at: Date;
}

/**
 * Sets (or, with null, clears) a running trip's destination, and forgets the estimate made for
 * the old one so no view shows a time to a place the delivery no longer goes to; the estimates
 * service computes the next one. The row as it is now, or undefined when the trip had ended.
 */
export async function saveDestination(db: Db, tripId: string, destination: StoredDestination | null) {
  return await db
    .updateTable('trips')
    .set({
      destination_lat: destination?.lat ?? null,
      destination_lng: destination?.lng ?? null,
      destination_source: destination?.source ?? null,
      destination_set_at: destination?.at ?? null,
      estimate: null,
    })
    .where('id', '=', tripId)
    .where('end_time', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
