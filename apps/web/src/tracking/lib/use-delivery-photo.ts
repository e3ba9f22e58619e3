import { useEffect, useState } from 'react';
import { fetchTrip } from './api';
import type { PublicTrip } from './trip';

/** The courier's photo is sent after the stop, often seconds later (or later still, from offline). */
const RECHECKS_MS = [5_000, 20_000, 60_000];
/** Only a delivery that ended this recently is checked again; an older one has its photo by now. */
const RECENT_SECONDS = 10 * 60;

/**
 * The photo's address for the delivered view (issue 15): the one the trip came with, or, for a
 * delivery that just ended in front of the customer, one found by reading the trip again a few
 * times. Nothing is read again when the business does not show photos: the answer stays null.
 */
export function useDeliveryPhotoUrl(trip: PublicTrip): string | null {
  const [late, setLate] = useState<string | null>(null);
  const { generated_trip_id: id, delivery_photo_url: url, end_time: endTime } = trip;
  useEffect(() => {
    if (url || endTime === null || id === 'demo') return;
    if (Date.now() / 1000 - endTime > RECENT_SECONDS) return;
    let found = false;
    const timers = RECHECKS_MS.map((ms) =>
      setTimeout(async () => {
        if (found) return;
        const result = await fetchTrip(id);
        if (!found && result.kind === 'found' && result.trip.delivery_photo_url) {
          found = true;
          setLate(result.trip.delivery_photo_url);
        }
      }, ms),
    );
    return () => {
      found = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [id, url, endTime]);
  return url ?? late;
}
