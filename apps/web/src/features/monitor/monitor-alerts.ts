import { LONG_DELIVERY_MINUTES, SLOW_ARRIVAL_MINUTES, STALE_POSITION_SECONDS } from '@rutaviva/domain';
import { type LiveTrip, lastPoint } from './monitor-state';

/**
 * What the monitor warns about while a delivery runs: SPEC §9's flags as they happen (over 30
 * minutes without arriving, over 1 hour in all) and a phone that stopped sending its position.
 */
export type AlertKind = 'long_delivery' | 'slow_arrival' | 'stale_position';

/** Most serious first: the order of the alerts area. */
export const ALERT_ORDER: readonly AlertKind[] = ['long_delivery', 'slow_arrival', 'stale_position'];

export interface MonitorAlert {
  kind: AlertKind;
  generatedTripId: string;
  courierId: string;
  /** Seconds the measured time has run: since the start, or since the last position. */
  seconds: number;
  /** No position at all since the delivery started (stale_position only). */
  neverLocated: boolean;
}

const SLOW_ARRIVAL_SECONDS = SLOW_ARRIVAL_MINUTES * 60;
const LONG_DELIVERY_SECONDS = LONG_DELIVERY_MINUTES * 60;

/** When the position counts from: the newest point, or the start while there is none. */
const positionSince = (trip: LiveTrip) => lastPoint(trip)?.timestamp ?? trip.start_time;

/** The alerts of one delivery under way at `nowSeconds`; "over" means strictly more, as the flags. */
export function tripAlerts(trip: LiveTrip, nowSeconds: number): MonitorAlert[] {
  if (trip.end_time !== null) return [];
  const alert = (kind: AlertKind, seconds: number, neverLocated = false): MonitorAlert => ({
    kind,
    generatedTripId: trip.generated_trip_id,
    courierId: trip.courier_id,
    seconds,
    neverLocated,
  });
  const running = nowSeconds - trip.start_time;
  const alerts: MonitorAlert[] = [];
  if (running > LONG_DELIVERY_SECONDS) alerts.push(alert('long_delivery', running));
  if (trip.arrived_time === null && running > SLOW_ARRIVAL_SECONDS)
    alerts.push(alert('slow_arrival', running));
  const silent = nowSeconds - positionSince(trip);
  if (silent > STALE_POSITION_SECONDS) alerts.push(alert('stale_position', silent, trip.points.length === 0));
  return alerts;
}

/** Every alert of these trips, most serious kind first, then the longest-running. */
export function monitorAlerts(trips: readonly LiveTrip[], nowSeconds: number): MonitorAlert[] {
  return trips
    .flatMap((trip) => tripAlerts(trip, nowSeconds))
    .sort((a, b) => ALERT_ORDER.indexOf(a.kind) - ALERT_ORDER.indexOf(b.kind) || b.seconds - a.seconds);
}

/**
 * The next second at which an alert appears if nothing else happens, or null when none is due:
 * the page sets a timer for it, so an alert shows the moment its time passes, without an event.
 */
export function nextAlertAt(trips: readonly LiveTrip[], nowSeconds: number): number | null {
  const moments = trips.flatMap((trip) => {
    if (trip.end_time !== null) return [];
    const due = [
      trip.start_time + LONG_DELIVERY_SECONDS + 1,
      positionSince(trip) + STALE_POSITION_SECONDS + 1,
    ];
    if (trip.arrived_time === null) due.push(trip.start_time + SLOW_ARRIVAL_SECONDS + 1);
    return due.filter((moment) => moment > nowSeconds);
  });
  return moments.length > 0 ? Math.min(...moments) : null;
}
