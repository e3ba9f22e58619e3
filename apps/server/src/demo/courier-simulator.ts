import type { DemoCourier } from './demo-account';
import { type DemoApi, DemoApiError } from './demo-api';
import { type DemoRoute, pointsAlong, reversedRoute } from './route-points';

export interface SimulatorOptions {
  /** Wait between two positions (the courier app reports about every 2 s). */
  intervalMs: number;
  /** Distance between two positions, in km. */
  stepKm: number;
  /** Stops the courier: the trip under way is ended and the loop returns. */
  signal: AbortSignal;
  /** Trips to drive before returning; forever when unset. */
  trips?: number;
  /** Unix seconds of "now", for point timestamps. */
  now?: () => number;
  /** Phone numbers of the customers, used in turn. */
  customers?: readonly string[];
  /** Rest between two deliveries. */
  pauseMs?: number;
  log?: (line: string) => void;
}

/** Mexican mobiles get WhatsApp; the US number shows the SMS path (SPEC §1). */
export const DEMO_CUSTOMERS = [
  '55 1020 3040',
  '55 5060 7080',
  '+1 415 555 0142',
  '55 9080 7060',
  '55 4030 2010',
];

const systemNow = () => Math.floor(Date.now() / 1000);

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

export interface DrivenTrip {
  generatedTripId: string;
  trackingUrl: string;
  points: number;
  completed: boolean;
}

/**
 * One courier's working day: start a delivery, drive the route posting a position each tick,
 * register the arrival and end it, rest, then the next route (driven back the other way every
 * second time).
 */
export async function simulateCourier(
  api: DemoApi,
  courier: DemoCourier,
  routes: readonly DemoRoute[],
  options: SimulatorOptions,
): Promise<DrivenTrip[]> {
  const { signal, now = systemNow, customers = DEMO_CUSTOMERS, log = console.log } = options;
  const who = `${courier.spec.name} (${courier.spec.username})`;
  const driven: DrivenTrip[] = [];
  for (let n = 0; !signal.aborted && (options.trips === undefined || n < options.trips); n++) {
    const base = routes[n % routes.length] as DemoRoute;
    const route = Math.floor(n / routes.length) % 2 === 1 ? reversedRoute(base) : base;
    const customer = customers[(n + courier.spec.username.length) % customers.length] as string;
    try {
      driven.push(
        await driveOnce(api, courier, route, customer, options, now, (line) => log(`${who}: ${line}`)),
      );
    } catch (error) {
      if (error instanceof DemoApiError && error.code === 'unreachable')
        log(`${who}: ${error.message}; retrying`);
      else log(`${who}: ${error instanceof Error ? error.message : String(error)}`);
      await pause(5000, signal);
      continue;
    }
    if (options.trips === undefined || n + 1 < options.trips) await pause(options.pauseMs ?? 8000, signal);
  }
  return driven;
}

async function driveOnce(
  api: DemoApi,
  courier: DemoCourier,
  route: DemoRoute,
  customer: string,
  options: SimulatorOptions,
  now: () => number,
  log: (line: string) => void,
): Promise<DrivenTrip> {
  const { signal } = options;
  const trip = await api.startTrip(courier.token, customer);
  log(`${route.name}, customer ${customer}\n    tracking: ${trip.tracking_url}`);
  const points = pointsAlong(route.path, options.stepKm);
  let sent = 0;
  let lastTimestamp = 0;
  for (const point of points) {
    if (signal.aborted) break;
    // One position per second at most: the server keeps one point per timestamp.
    const timestamp = Math.max(now(), lastTimestamp + 1);
    await api.addPoints(courier.token, trip.generated_trip_id, [{ ...point, timestamp }]);
    lastTimestamp = timestamp;
    sent += 1;
    if (sent < points.length) await pause(options.intervalMs, signal);
  }
  const completed = sent === points.length;
  if (completed) {
    await api.arrive(courier.token, trip.generated_trip_id);
    log(`arrived (${route.name.split(' → ')[1] ?? route.name})`);
    await pause(Math.min(options.intervalMs * 2, 5000), signal);
  }
  await api.end(courier.token, trip.generated_trip_id, completed ? undefined : 'Demo stopped');
  log(completed ? 'delivered' : 'stopped; trip ended');
  return { generatedTripId: trip.generated_trip_id, trackingUrl: trip.tracking_url, points: sent, completed };
}
