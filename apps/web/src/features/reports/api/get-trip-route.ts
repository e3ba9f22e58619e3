import { type TripRoute, TripRouteSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { reportsKey } from './get-trip-report';

/** GET /api/trips/{generated_trip_id}/route → every point with its time; 404 for another business's trip. */
async function getTripRoute(generatedTripId: string, signal: AbortSignal): Promise<TripRoute> {
  const payload = await api.get(`/api/trips/${encodeURIComponent(generatedTripId)}/route`, { signal });
  return parseResponse(TripRouteSchema, payload);
}

/** A finished route does not change, so it is kept for the whole visit. */
export function useTripRoute(generatedTripId: string) {
  return useQuery({
    queryKey: [...reportsKey, 'route', generatedTripId],
    queryFn: ({ signal }) => getTripRoute(generatedTripId, signal),
    staleTime: 5 * 60_000,
  });
}
