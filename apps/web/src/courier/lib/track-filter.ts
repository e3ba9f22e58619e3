import { greatCircleKm, type TripPoint } from '@rutaviva/domain';

/** Closer than this to the last recorded point counts as standing still (GPS jitter). */
export const MIN_MOVE_METERS = 10;
/** While standing still, one point this often still tells the customer the courier is there. */
export const STILL_HEARTBEAT_SECONDS = 30;

/** A fix from navigator.geolocation as a point of the API: whole unix seconds, never in the future. */
export function pointFromPosition(position: GeolocationPosition, nowMs = Date.now()): TripPoint {
  const { latitude, longitude, accuracy } = position.coords;
  const point: TripPoint = {
    lat: latitude,
    lng: longitude,
    timestamp: Math.floor(Math.min(position.timestamp || nowMs, nowMs) / 1000),
  };
  if (Number.isFinite(accuracy) && accuracy >= 0) point.accuracy = Math.round(accuracy * 10) / 10;
  return point;
}

/**
 * Whether a new fix becomes a point: never twice in one second nor back in time (the server
 * keeps one point per timestamp), and not for jitter unless the heartbeat is due.
 */
export function shouldRecord(last: TripPoint | null, next: TripPoint): boolean {
  if (!last) return true;
  if (next.timestamp <= last.timestamp) return false;
  const movedMeters = greatCircleKm(last, next) * 1000;
  return movedMeters >= MIN_MOVE_METERS || next.timestamp - last.timestamp >= STILL_HEARTBEAT_SECONDS;
}
