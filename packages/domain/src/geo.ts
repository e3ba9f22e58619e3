export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in km (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** SPEC §9: the distance of a route is the sum of great-circle distances between consecutive points. */
export function routeDistanceKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += greatCircleKm(points[i - 1] as LatLng, points[i] as LatLng);
  return total;
}
