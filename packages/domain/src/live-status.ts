import { STALE_POSITION_SECONDS } from './constants';

/**
 * Issue 15 item 4: how old the courier's newest position is, in whole seconds, never negative
 * (a phone's clock may run a little ahead of the viewer's). Null before the first position.
 */
export function positionAgeSeconds(
  lastTimestamp: number | null | undefined,
  nowSeconds: number,
): number | null {
  if (lastTimestamp == null) return null;
  return Math.max(0, Math.floor(nowSeconds - lastTimestamp));
}

/**
 * True once the newest position is older than STALE_POSITION_SECONDS: the tracking page and the
 * monitor then say how old it is and grey the courier instead of showing them as live.
 */
export function isPositionStale(lastTimestamp: number | null | undefined, nowSeconds: number): boolean {
  const age = positionAgeSeconds(lastTimestamp, nowSeconds);
  return age !== null && age > STALE_POSITION_SECONDS;
}
