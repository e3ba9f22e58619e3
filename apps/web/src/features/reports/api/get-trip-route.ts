import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { reportsKey } from './get-trip-report';

const TripRouteSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  all_coordinates: z.array(z.object({ lat: z.number(), lng: z.number() })),
  coordinates_timestamps: z.array(z.number()),
});
export type TripRoute = z.infer<typeof TripRouteSchema>;

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
