import { greatCircleKm, type LatLng, routeDistanceKm } from './geo';
import type { VehicleType } from './locale';
import type { TrackPoint } from './wire/points';
import type { Estimate } from './wire/trips';

/**
 * Issue 15 item 3: how long until the courier arrives, from the straight-line distance left
 * times a detour factor (the business's own, learned from its past deliveries, else the
 * vehicle's default), at the courier's recent speed blended with the vehicle's typical speed.
 * Pure: the time is always passed in. The shown estimate is smoothed (the speed by exponential
 * smoothing, the seconds by a cap on how fast they may move besides counting down) and comes
 * with a range that widens when the data is thin, the courier is stopped or the speed erratic.
 */

/** Typical city speed of each vehicle, stops at lights included, and its usual detour factor. */
export const VEHICLE_ETA_DEFAULTS: Readonly<Record<VehicleType, { speedKmh: number; detour: number }>> = {
  motorcycle: { speedKmh: 22, detour: 1.3 },
  bicycle: { speedKmh: 14, detour: 1.25 },
  truck: { speedKmh: 16, detour: 1.35 },
};

export const ETA = {
  /** Positions older than this (seconds before the newest) are not used for the speed. */
  windowSeconds: 6 * 60,
  /** The vehicle's typical speed counts as this many seconds of observed driving. */
  priorSeconds: 150,
  /** Movements shorter than this are GPS jitter, not travel. */
  jitterKm: 0.04,
  /** Slower than this between kept points, the rest of the time was a stop. */
  stoppedKmh: 3,
  /** A stop counts towards the speed for at most this long (a red light, not a lunch break). */
  maxStopSeconds: 90,
  /** Time constant of the exponential smoothing of the speed. */
  speedSmoothingSeconds: 45,
  /** Besides counting down, the shown estimate moves by at most 1 s plus this share of itself per second. */
  maxChangePerSecond: 1,
  maxRelativeChangePerSecond: 0.004,
  /** A previous estimate older than this, or to a destination moved by over arrivedKm, is not smoothed from. */
  previousMaxAgeSeconds: 5 * 60,
  /** Closer than this to the destination, the courier has arrived. */
  arrivedKm: 0.05,
  /** The learned detour factor: at least this many past deliveries, each at least this far. */
  detourMinTrips: 5,
  detourMinStraightKm: 0.3,
  detourMin: 1.05,
  detourMax: 2.2,
  /** Above this uncertainty the views show the range rather than one figure. */
  rangeUncertainty: 0.35,
} as const;

export interface ArrivalEstimate {
  /** Seconds until arrival, the point estimate shown. */
  seconds: number;
  /** The range shown when uncertain: low ≤ seconds ≤ high. */
  lowSeconds: number;
  highSeconds: number;
  /** Unix seconds of the expected arrival (now + seconds). */
  arrivalAt: number;
  /** Unix seconds the estimate was made at. */
  computedAt: number;
  /** The smoothed speed used, km/h (kept for the next estimate's smoothing). */
  speedKmh: number;
  /** Relative width of the range (0.15 = ±15 %-ish); above ~0.35 a UI shows the range. */
  uncertainty: number;
  /** Where it was estimated to: a new destination (the customer moved the pin) is not smoothed from. */
  destination: LatLng;
}

export interface ArrivalEstimateInput {
  /** The courier's recent positions, oldest first (unix-second timestamps). */
  positions: readonly TrackPoint[];
  destination: LatLng | null | undefined;
  vehicleType: VehicleType;
  nowSeconds: number;
  /** The business's learned detour factor (learnDetourFactor), when it has one. */
  detourFactor?: number | null;
  previous?: ArrivalEstimate | null;
}

interface SpeedObservation {
  /** Distance and time of the window, stops capped. */
  km: number;
  seconds: number;
  /** Spread of the moving speeds (coefficient of variation, 0 when steady). */
  variation: number;
  /** Seconds the courier has been standing still at the newest position. */
  stoppedFor: number;
}

/**
 * What the recent positions say about the courier's speed. Distances are measured between points
 * at least jitterKm apart (GPS wanders a few metres even when standing still, which would add
 * distance that was never driven); a stretch longer than its driving time plus maxStopSeconds
 * counts only that long, so a long stop does not drag the speed down for minutes.
 */
export function observeSpeed(positions: readonly TrackPoint[]): SpeedObservation {
  const newest = positions[positions.length - 1];
  if (!newest) return { km: 0, seconds: 0, variation: 0, stoppedFor: 0 };
  const from = newest.timestamp - ETA.windowSeconds;
  let anchor = positions.find((point) => point.timestamp >= from) as TrackPoint;
  let km = 0;
  let seconds = 0;
  const speeds: number[] = [];
  const weights: number[] = [];
  for (const point of positions) {
    if (point.timestamp <= anchor.timestamp) continue;
    const d = greatCircleKm(anchor, point);
    if (d < ETA.jitterKm) continue;
    const dt = point.timestamp - anchor.timestamp;
    const driving = (d / ETA.stoppedKmh) * 3600;
    const counted = Math.min(dt, driving + ETA.maxStopSeconds);
    km += d;
    seconds += counted;
    speeds.push((d / counted) * 3600);
    weights.push(counted);
    anchor = point;
  }
  // Still within jitterKm of the last point kept: standing (or crawling) since then.
  const stoppedFor = newest.timestamp - anchor.timestamp;
  seconds += Math.min(stoppedFor, ETA.maxStopSeconds);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  let variation = 0;
  if (totalWeight > 0) {
    const mean = speeds.reduce((sum, s, i) => sum + s * (weights[i] as number), 0) / totalWeight;
    const variance =
      speeds.reduce((sum, s, i) => sum + (s - mean) ** 2 * (weights[i] as number), 0) / totalWeight;
    variation = mean > 0 ? Math.sqrt(variance) / mean : 0;
  }
  return { km, seconds, variation, stoppedFor };
}

/**
 * The estimate at `nowSeconds`, or null when there is no destination (the page then says nothing
 * about time rather than guess).
 */
export function estimateArrival(input: ArrivalEstimateInput): ArrivalEstimate | null {
  const { positions, destination, vehicleType, nowSeconds } = input;
  if (!destination) return null;
  const defaults = VEHICLE_ETA_DEFAULTS[vehicleType];
  const newest = positions[positions.length - 1];
  const detour = clampDetour(input.detourFactor ?? defaults.detour);
  const straightKm = newest ? greatCircleKm(newest, destination) : Number.NaN;
  if (newest && straightKm <= ETA.arrivedKm) return finish(destination, nowSeconds, 0, 0, defaults.speedKmh);

  const observed = observeSpeed(positions);
  // The vehicle's typical speed as a pseudo-observation: little data leans on it, much data not.
  const blendedKmh =
    ((observed.km + (defaults.speedKmh * ETA.priorSeconds) / 3600) * 3600) /
    (observed.seconds + ETA.priorSeconds);
  const previous = usablePrevious(input.previous, nowSeconds, destination);
  const elapsed = previous ? Math.max(0, nowSeconds - previous.computedAt) : 0;
  const alpha = previous ? 1 - Math.exp(-elapsed / ETA.speedSmoothingSeconds) : 1;
  const speedKmh = previous ? previous.speedKmh + alpha * (blendedKmh - previous.speedKmh) : blendedKmh;

  if (!newest) {
    // No position yet: nothing to measure from; an earlier estimate just counts down.
    if (!previous) return null;
    const seconds = Math.max(0, previous.seconds - elapsed);
    return finish(destination, nowSeconds, seconds, Math.max(previous.uncertainty, 0.5), previous.speedKmh);
  }
  const rawSeconds = ((straightKm * detour) / Math.max(speedKmh, 1)) * 3600;
  let seconds = rawSeconds;
  if (previous) {
    const expected = Math.max(0, previous.seconds - elapsed);
    const allowed = (ETA.maxChangePerSecond + ETA.maxRelativeChangePerSecond * expected) * elapsed;
    seconds = Math.min(expected + allowed, Math.max(expected - allowed, rawSeconds));
  }
  return finish(destination, nowSeconds, seconds, uncertaintyOf(observed, positions.length), speedKmh);
}

/** How wide the range is, from how much and how steady the recent data is. */
function uncertaintyOf(observed: SpeedObservation, pointCount: number): number {
  const dataShare = observed.seconds / (observed.seconds + ETA.priorSeconds);
  let u = 0.12;
  u += 0.35 * (1 - dataShare); // few points: mostly the vehicle's default
  if (pointCount < 3) u += 0.2;
  u += Math.min(0.3, 0.4 * observed.variation); // erratic speed
  if (observed.stoppedFor > 30) u += Math.min(0.4, observed.stoppedFor / 300); // standing still
  return Math.min(1, u);
}

function finish(
  destination: LatLng,
  now: number,
  seconds: number,
  uncertainty: number,
  speedKmh: number,
): ArrivalEstimate {
  const rounded = Math.max(0, Math.round(seconds));
  return {
    seconds: rounded,
    lowSeconds: Math.round(rounded * (1 - uncertainty / 2)),
    highSeconds: Math.round(rounded * (1 + uncertainty)),
    arrivalAt: now + rounded,
    computedAt: now,
    speedKmh,
    uncertainty,
    destination: { lat: destination.lat, lng: destination.lng },
  };
}

function usablePrevious(previous: ArrivalEstimate | null | undefined, now: number, destination: LatLng) {
  if (!previous) return null;
  const age = now - previous.computedAt;
  const sameDestination = greatCircleKm(previous.destination, destination) <= ETA.arrivedKm;
  return sameDestination && age >= 0 && age <= ETA.previousMaxAgeSeconds ? previous : null;
}

function clampDetour(factor: number): number {
  if (!Number.isFinite(factor)) return ETA.detourMin;
  return Math.min(ETA.detourMax, Math.max(ETA.detourMin, factor));
}

/**
 * A business's detour factor from its past deliveries' routes (each the points from start to
 * arrival): the median of travelled over straight-line distance, over deliveries that went at
 * least detourMinStraightKm, clamped; null with fewer than detourMinTrips such deliveries.
 */
export function learnDetourFactor(trips: readonly (readonly LatLng[])[]): number | null {
  const ratios: number[] = [];
  for (const points of trips) {
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) continue;
    const straight = greatCircleKm(first, last);
    if (straight < ETA.detourMinStraightKm) continue;
    // Per trip at most 3: a courier who ran errands on the way says little about the streets.
    ratios.push(Math.min(3, Math.max(1, thinnedDistanceKm(points) / straight)));
  }
  if (ratios.length < ETA.detourMinTrips) return null;
  ratios.sort((a, b) => a - b);
  const mid = Math.floor(ratios.length / 2);
  const median =
    ratios.length % 2 ? (ratios[mid] as number) : ((ratios[mid - 1] as number) + (ratios[mid] as number)) / 2;
  return clampDetour(median);
}

/** The distance along points kept at least jitterKm apart (and the last), so jitter adds little. */
function thinnedDistanceKm(points: readonly LatLng[]): number {
  const kept: LatLng[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (!last || greatCircleKm(last, point) >= ETA.jitterKm) kept.push(point);
  }
  const end = points[points.length - 1];
  if (end && kept[kept.length - 1] !== end) kept.push(end);
  return routeDistanceKm(kept);
}

/** The estimate as the API sends it (EstimateSchema): the figures, the time of day, and whether ranged. */
export function presentEstimate(estimate: ArrivalEstimate): Estimate {
  return {
    seconds: estimate.seconds,
    low_seconds: estimate.lowSeconds,
    high_seconds: estimate.highSeconds,
    arrival_at: estimate.arrivalAt,
    computed_at: estimate.computedAt,
    ranged: estimate.uncertainty > ETA.rangeUncertainty,
  };
}
