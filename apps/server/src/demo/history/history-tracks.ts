import { type LatLng, routeDistanceKm } from '@rutaviva/domain';
import { pointsAlong } from '../route-points';
import type { PlannedTrip } from './history-plan';
import { type SeededRandom, seededRandom } from './seeded-random';

export interface TrackPoint extends LatLng {
  /** Unix seconds; one point per second at most, as the server stores them. */
  timestamp: number;
  /** Metres, as phones report it. */
  accuracy: number;
}

/** About one position every 20–30 s at city speed: enough for the route map, light to write. */
const STEP_KM = 0.12;
/** While the courier stands still (at the door, stuck in traffic) the phone reports every ~30 s. */
const STANDING_SECONDS = 30;
/** GPS wander: about 3 m moving, 1.5 m standing, in degrees of latitude. */
const MOVING_JITTER = 0.00003;
const STANDING_JITTER = 0.000015;

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function wander(random: SeededRandom, point: LatLng, jitter: number): LatLng {
  return {
    lat: round(point.lat + random.between(-jitter, jitter)),
    lng: round(point.lng + random.between(-jitter, jitter)),
  };
}

/**
 * The positions the courier's phone would have sent: along the streets from start to arrival at
 * an uneven pace (lights, traffic; one long stop on the late delivery), then a few at the door
 * until the end. Strictly increasing whole seconds between start and end.
 */
export function trackOf(trip: PlannedTrip): TrackPoint[] {
  const random = seededRandom(`track|${trip.key}`);
  const along = pointsAlong(trip.path, STEP_KM);
  const start = seconds(trip.start);
  const arrived = seconds(trip.arrived);
  const end = seconds(trip.end);
  const stuck = Math.round(trip.stuckMinutes * 60);
  const stuckAt =
    stuck > 0 ? random.int(Math.floor(along.length / 3), Math.floor((2 * along.length) / 3)) : -1;

  // Each leg's share of the moving time, uneven like city traffic.
  const weights = along.map((_, index) => (index === 0 ? 0 : random.between(0.6, 1.6)));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const firstAt = start + random.int(3, 12);
  const moving = Math.max(along.length, arrived - firstAt - stuck);

  const track: TrackPoint[] = [];
  const add = (point: LatLng, timestamp: number, jitter: number) => {
    track.push({ ...wander(random, point, jitter), timestamp, accuracy: random.int(4, 14) });
  };
  const push = (point: LatLng, timestamp: number, jitter: number) => {
    const previous = track[track.length - 1];
    const at = previous ? Math.max(timestamp, previous.timestamp + 1) : timestamp;
    if (at >= end) return;
    // Crawling in traffic the phone still reports every ~30 s: fill long gaps along the leg.
    if (previous && at - previous.timestamp > 2 * STANDING_SECONDS) {
      const steps = Math.floor((at - previous.timestamp) / STANDING_SECONDS);
      for (let step = 1; step < steps; step++) {
        const t = step / steps;
        const between = {
          lat: previous.lat + (point.lat - previous.lat) * t,
          lng: previous.lng + (point.lng - previous.lng) * t,
        };
        add(between, previous.timestamp + Math.round((at - previous.timestamp) * t), STANDING_JITTER);
      }
    }
    add(point, at, jitter);
  };
  let elapsed = 0;
  for (const [index, point] of along.entries()) {
    elapsed += weights[index] ?? 0;
    const pausedBefore = stuckAt >= 0 && index > stuckAt ? stuck : 0;
    push(point, firstAt + Math.round((elapsed / total) * moving) + pausedBefore, MOVING_JITTER);
    if (index === stuckAt) {
      const from = track[track.length - 1]?.timestamp ?? firstAt;
      for (let t = from + STANDING_SECONDS; t < from + stuck; t += STANDING_SECONDS) {
        push(point, t, STANDING_JITTER);
      }
    }
  }
  const door = along[along.length - 1];
  if (door) {
    for (let t = arrived + random.int(10, 30); t < end - 5; t += STANDING_SECONDS + random.int(-5, 10)) {
      push(door, t, STANDING_JITTER);
    }
  }
  return track;
}

/** The running totals the trip row keeps: distance, count and newest position. */
export function trackTotals(track: readonly TrackPoint[]) {
  const last = track[track.length - 1];
  return {
    distance_km: routeDistanceKm(track),
    point_count: track.length,
    last_lat: last?.lat ?? null,
    last_lng: last?.lng ?? null,
    last_point_at: last ? new Date(last.timestamp * 1000) : null,
  };
}
