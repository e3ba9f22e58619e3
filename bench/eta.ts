/**
 * `npm run bench -- eta` (issue 15 "Measured"): the arrival estimate's accuracy on simulated
 * deliveries along the demo's Mexico City streets, against a naive baseline from the same run.
 * Pure computation, no server or database; seeded, so every run gives the same figures.
 */
import {
  type ArrivalEstimate,
  estimateArrival,
  greatCircleKm,
  type LatLng,
  learnDetourFactor,
  type TrackPoint,
  type VehicleType,
} from '@rutaviva/domain';
import { DEMO_BRANCH_ROUTES } from '../apps/server/src/demo/cdmx-routes';
import { type DemoRoute, reversedRoute } from '../apps/server/src/demo/route-points';
import { percentile } from './lib/stats';

export const ETA_BENCH = {
  deliveries: 240,
  /** Past deliveries of the same business, from another seed, to learn its detour factor. */
  history: 60,
  seed: 20261124,
  historySeed: 7,
  /** Seconds between the phone's positions (the courier app sends a batch every 5 s). */
  reportEvery: 5,
  /** GPS noise, metres (standard deviation per axis). */
  gpsNoiseM: 6,
  /** Shares of the way still to go at which the estimate is scored. */
  marks: [0.75, 0.5, 0.25] as const,
};

/** Typical cruising speed of each vehicle between lights, km/h. */
const CRUISE_KMH: Record<VehicleType, number> = { motorcycle: 30, bicycle: 17, truck: 22 };

/** mulberry32: a small seeded generator, so the deliveries are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const between = (rng: Rng, low: number, high: number) => low + (high - low) * rng();
const gaussian = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

interface Delivery {
  vehicle: VehicleType;
  /** What the phone reported, every reportEvery seconds, from the start to arrival. */
  points: TrackPoint[];
  /** Distance still to drive along the streets at each point, km. */
  remainingKm: number[];
  destination: LatLng;
  arrivedAt: number;
}

/** A place `km` along a path with cumulative lengths `cumulative`. */
function placeAt(path: readonly LatLng[], cumulative: readonly number[], km: number): LatLng {
  let i = 1;
  while (i < path.length - 1 && (cumulative[i] as number) < km) i++;
  const from = path[i - 1] as LatLng;
  const to = path[i] as LatLng;
  const length = (cumulative[i] as number) - (cumulative[i - 1] as number);
  const t = length > 0 ? Math.min(1, Math.max(0, (km - (cumulative[i - 1] as number)) / length)) : 0;
  return { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
}

/**
 * One delivery, second by second: the speed drifts towards a traffic level that changes every
 * 20–60 s (40–120 % of the courier's cruise), about a third of the corners are a red light
 * (10–70 s), and one delivery in six has a longer hold-up (1–3 min) somewhere on the way.
 */
function simulate(rng: Rng, routes: readonly DemoRoute[], start: number): Delivery {
  const route = routes[Math.floor(rng() * routes.length)] as DemoRoute;
  const path = rng() < 0.5 ? route.path : reversedRoute(route).path;
  const cumulative = [0];
  for (let i = 1; i < path.length; i++)
    cumulative.push((cumulative[i - 1] as number) + greatCircleKm(path[i - 1] as LatLng, path[i] as LatLng));
  const full = cumulative[cumulative.length - 1] as number;
  // Picked up and dropped somewhere along the street, not always at its ends.
  const from = between(rng, 0, 0.2) * full;
  const to = between(rng, 0.8, 1) * full;
  const roll = rng();
  const vehicle: VehicleType = roll < 0.6 ? 'motorcycle' : roll < 0.85 ? 'bicycle' : 'truck';
  const cruise = CRUISE_KMH[vehicle] * Math.exp(0.2 * gaussian(rng));
  const lights = cumulative.filter((at) => at > from + 0.05 && at < to - 0.05 && rng() < 0.35);
  const holdUpAt = rng() < 1 / 6 ? between(rng, from, to) : Number.NaN;
  const metresToDegLat = 1 / 111_320;
  const metresToDegLng = 1 / (111_320 * Math.cos((19.4 * Math.PI) / 180));

  const points: TrackPoint[] = [];
  const remainingKm: number[] = [];
  let at = from;
  let speed = 0;
  let level = between(rng, 0.4, 1.2);
  let nextLevelChange = between(rng, 20, 60);
  let stoppedUntil = -1;
  let t = 0;
  const report = () => {
    const place = placeAt(path, cumulative, at);
    points.push({
      lat: place.lat + gaussian(rng) * ETA_BENCH.gpsNoiseM * metresToDegLat,
      lng: place.lng + gaussian(rng) * ETA_BENCH.gpsNoiseM * metresToDegLng,
      timestamp: start + t,
    });
    remainingKm.push(to - at);
  };
  report();
  while (at < to) {
    t += 1;
    if (t >= nextLevelChange) {
      level = between(rng, 0.4, 1.2);
      nextLevelChange = t + between(rng, 20, 60);
    }
    if (t < stoppedUntil) speed = 0;
    else {
      const target = cruise * level;
      // At most about 2 m/s² up and 3 m/s² down.
      speed = Math.min(speed + 7, Math.max(speed - 11, target));
      const next = at + speed / 3600;
      const light = lights.find((corner) => corner > at && corner <= next);
      if (light !== undefined) {
        lights.splice(lights.indexOf(light), 1);
        stoppedUntil = t + between(rng, 10, 70);
        at = light;
        speed = 0;
      } else if (holdUpAt > at && holdUpAt <= next) {
        stoppedUntil = t + between(rng, 60, 180);
        at = holdUpAt;
        speed = 0;
      } else at = Math.min(to, next);
    }
    if (t % ETA_BENCH.reportEvery === 0 || at >= to) report();
  }
  return { vehicle, points, remainingKm, destination: placeAt(path, cumulative, to), arrivedAt: start + t };
}

function generate(seed: number, count: number): Delivery[] {
  const rng = random(seed);
  const routes = Object.values(DEMO_BRANCH_ROUTES).flat();
  return Array.from({ length: count }, (_, index) => simulate(rng, routes, 1_790_000_000 + index * 7200));
}

export interface EtaFigures {
  deliveries: number;
  detourFactor: number | null;
  /** Per mark (share of the way left): median and p90 absolute error, minutes. */
  marks: { share: number; median: number; p90: number; baseMedian: number; baseP90: number }[];
  /** Share of scored estimates whose true arrival fell inside the shown range. */
  inRange: number;
}

/**
 * Baseline, naive: the straight-line distance left at the courier's average speed since the
 * start (GPS path distance so far over the time so far), no detour, no smoothing.
 */
function baseline(points: readonly TrackPoint[], upTo: number, destination: LatLng): number {
  let km = 0;
  for (let i = 1; i <= upTo; i++) km += greatCircleKm(points[i - 1] as TrackPoint, points[i] as TrackPoint);
  const elapsed = (points[upTo] as TrackPoint).timestamp - (points[0] as TrackPoint).timestamp;
  const kmh = elapsed > 0 && km > 0 ? (km / elapsed) * 3600 : 20;
  return (greatCircleKm(points[upTo] as TrackPoint, destination) / kmh) * 3600;
}

export function benchEta(): EtaFigures {
  const history = generate(ETA_BENCH.historySeed, ETA_BENCH.history);
  const detourFactor = learnDetourFactor(history.map((delivery) => delivery.points));
  const deliveries = generate(ETA_BENCH.seed, ETA_BENCH.deliveries);
  const errors = ETA_BENCH.marks.map(() => ({ ours: [] as number[], base: [] as number[] }));
  let scored = 0;
  let inside = 0;
  for (const delivery of deliveries) {
    const total = delivery.remainingKm[0] as number;
    let previous: ArrivalEstimate | null = null;
    let mark = 0;
    for (let i = 0; i < delivery.points.length; i++) {
      const point = delivery.points[i] as TrackPoint;
      previous = estimateArrival({
        positions: delivery.points.slice(Math.max(0, i - 100), i + 1),
        destination: delivery.destination,
        vehicleType: delivery.vehicle,
        nowSeconds: point.timestamp,
        detourFactor,
        previous,
      });
      const share = ETA_BENCH.marks[mark];
      if (share === undefined || !previous || (delivery.remainingKm[i] as number) > share * total) continue;
      const truth = delivery.arrivedAt - point.timestamp;
      const bucket = errors[mark] as (typeof errors)[number];
      bucket.ours.push(Math.abs(previous.seconds - truth) / 60);
      bucket.base.push(Math.abs(baseline(delivery.points, i, delivery.destination) - truth) / 60);
      scored++;
      if (truth >= previous.lowSeconds && truth <= previous.highSeconds) inside++;
      mark++;
    }
  }
  return {
    deliveries: deliveries.length,
    detourFactor,
    marks: ETA_BENCH.marks.map((share, index) => {
      const { ours, base } = errors[index] as (typeof errors)[number];
      return {
        share,
        median: percentile(ours, 50),
        p90: percentile(ours, 90),
        baseMedian: percentile(base, 50),
        baseP90: percentile(base, 90),
      };
    }),
    inRange: scored > 0 ? inside / scored : Number.NaN,
  };
}
