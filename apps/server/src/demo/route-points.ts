import { greatCircleKm, type LatLng } from '@rutaviva/domain';

export interface DemoRoute {
  name: string;
  /** Street corners and bends, in driving order. */
  path: readonly LatLng[];
}

/** The same streets driven back the other way. */
export function reversedRoute(route: DemoRoute): DemoRoute {
  const [from, to] = route.name.split(' → ');
  return { name: to ? `${to} → ${from}` : route.name, path: [...route.path].reverse() };
}

/** Distance covered in one tick at `speedKmh`. */
export function stepKm(speedKmh: number, intervalSeconds: number): number {
  return (speedKmh * intervalSeconds) / 3600;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Positions every `step` km along the path, as a courier moving at a steady speed reports them:
 * the first point, evenly spaced points through every bend, and the last point.
 */
export function pointsAlong(path: readonly LatLng[], step: number): LatLng[] {
  if (!(step > 0)) throw new Error('step must be positive');
  const first = path[0];
  if (!first) return [];
  const points: LatLng[] = [{ lat: first.lat, lng: first.lng }];
  // Distance still to go before the next point, carried across segments.
  let untilNext = step;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] as LatLng;
    const to = path[i] as LatLng;
    const length = greatCircleKm(from, to);
    let travelled = 0;
    while (length - travelled >= untilNext) {
      travelled += untilNext;
      const t = travelled / length;
      points.push({
        lat: round(from.lat + (to.lat - from.lat) * t),
        lng: round(from.lng + (to.lng - from.lng) * t),
      });
      untilNext = step;
    }
    untilNext -= length - travelled;
  }
  const last = path[path.length - 1] as LatLng;
  const end = points[points.length - 1] as LatLng;
  if (greatCircleKm(end, last) > step / 1000) points.push({ lat: last.lat, lng: last.lng });
  return points;
}

/** The first `km` of a path. */
export function pathPrefix(path: readonly LatLng[], km: number): LatLng[] {
  const first = path[0];
  if (!first) return [];
  const prefix: LatLng[] = [first];
  let left = km;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] as LatLng;
    const to = path[i] as LatLng;
    const length = greatCircleKm(from, to);
    if (length >= left) {
      const t = length === 0 ? 0 : left / length;
      prefix.push({ lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t });
      return prefix;
    }
    prefix.push(to);
    left -= length;
  }
  return prefix;
}
