import type { CourierTripSummary as CourierTrip } from '@rutaviva/domain';
import { useEffect, useState } from 'react';
import { courierApi } from './api';
import { localStore } from './local-store';

const CACHE_KEY = 'courier_trips_today';

interface Cached {
  courier_id: string;
  day: string;
  data: CourierTrip[];
}

export interface TripsToday {
  trips: CourierTrip[] | null;
  /** The list shown is the one saved on this phone, not a fresh one. */
  stale: boolean;
  failed: boolean;
}

const today = () => new Date().toDateString();

function cached(courierId: string): CourierTrip[] | null {
  try {
    const value = JSON.parse(localStore.get(CACHE_KEY) ?? 'null') as Cached | null;
    return value?.courier_id === courierId && value.day === today() ? value.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/courier/trips, loaded again whenever `refresh` changes (a trip ended, the phone came
 * back online); offline it shows today's last saved list.
 */
export function useTripsToday(courierId: string, refresh: unknown): TripsToday {
  const [state, setState] = useState<TripsToday>(() => ({
    trips: cached(courierId),
    stale: true,
    failed: false,
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the trigger, not an input
  useEffect(() => {
    let current = true;
    courierApi
      .tripsToday()
      .then(({ data }) => {
        if (!current) return;
        localStore.set(
          CACHE_KEY,
          JSON.stringify({ courier_id: courierId, day: today(), data } satisfies Cached),
        );
        setState({ trips: data, stale: false, failed: false });
      })
      .catch(() => {
        if (current) setState({ trips: cached(courierId), stale: true, failed: true });
      });
    return () => {
      current = false;
    };
  }, [courierId, refresh]);

  return state;
}
