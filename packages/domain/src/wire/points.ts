import { z } from 'zod/mini';

/** A place on the map (API.md `all_coordinates` items). */
export const PointSchema = z.object({ lat: z.number(), lng: z.number() });
export type Point = z.infer<typeof PointSchema>;

/** A place with the phone's time of it (unix seconds), as a route is drawn point by point. */
export const TrackPointSchema = z.object({ lat: z.number(), lng: z.number(), timestamp: z.number() });
export type TrackPoint = z.infer<typeof TrackPointSchema>;

/**
 * A route as the spec sends it: places and their times in two parallel arrays (API.md "Trips",
 * GET /subsequent_coordinates).
 */
export const RouteSchema = z.object({
  all_coordinates: z.array(PointSchema),
  coordinates_timestamps: z.array(z.number()),
});
export type Route = z.infer<typeof RouteSchema>;

/** The spec's parallel arrays from points in order. */
export function routeOfPoints(points: readonly TrackPoint[]): Route {
  return {
    all_coordinates: points.map((point) => ({ lat: point.lat, lng: point.lng })),
    coordinates_timestamps: points.map((point) => point.timestamp),
  };
}

/** The points back from the spec's parallel arrays; a place without its time is left out. */
export function pointsOfRoute(route: Route): TrackPoint[] {
  return route.all_coordinates.flatMap((point, index) => {
    const timestamp = route.coordinates_timestamps[index];
    return timestamp === undefined ? [] : [{ lat: point.lat, lng: point.lng, timestamp }];
  });
}
