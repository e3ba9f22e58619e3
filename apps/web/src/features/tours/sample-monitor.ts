import type { MonitorCourier } from '@rutaviva/domain';
import type { LiveTrip } from '../monitor/monitor-state';

/*
 * The monitor's sample: four couriers around Roma and Condesa in Mexico City. Three are on a
 * delivery and move one waypoint per tick of a timer in the browser; one waits between deliveries.
 */

type Waypoint = readonly [number, number];

/** Each route goes out and comes back, so a courier loops for as long as the page stays open. */
const ROUTES: Record<string, readonly Waypoint[]> = {
  c1: [
    [19.4195, -99.1628],
    [19.4183, -99.1649],
    [19.4169, -99.1668],
    [19.4154, -99.1684],
    [19.4139, -99.1702],
    [19.4126, -99.172],
    [19.4112, -99.1736],
    [19.4099, -99.1751],
  ],
  c2: [
    [19.4064, -99.1556],
    [19.4081, -99.1572],
    [19.4097, -99.1589],
    [19.4112, -99.1604],
    [19.4127, -99.1615],
    [19.4143, -99.1627],
    [19.4158, -99.1641],
  ],
  c3: [
    [19.4253, -99.1705],
    [19.4241, -99.1688],
    [19.4228, -99.1672],
    [19.4219, -99.1657],
    [19.4207, -99.1642],
    [19.4196, -99.1625],
  ],
};

/** Seconds between two positions on the sample's clock, as a phone sends them. */
const POINT_SECONDS = 15;

interface SampleCourier {
  id: string;
  name: string;
  lastName: string;
  phone: string;
  /** Minutes since the delivery started when the tour opens; null: between deliveries. */
  startedMinutesAgo: number | null;
}

const COURIERS: readonly SampleCourier[] = [
  { id: 'c1', name: 'Ana', lastName: 'Torres', phone: '+525512345678', startedMinutesAgo: 9 },
  { id: 'c2', name: 'Luis', lastName: 'Méndez', phone: '+525587654321', startedMinutesAgo: 14 },
  // Past SPEC §9's 30 minutes without arriving: the alerts area shows what that looks like.
  { id: 'c3', name: 'Sofía', lastName: 'Ramírez', phone: '+525523456789', startedMinutesAgo: 34 },
  { id: 'c4', name: 'Diego', lastName: 'Castro', phone: '+525534567890', startedMinutesAgo: null },
];

const BRANCH = { branch_id: 'demo-branch', branch_name: 'Roma Norte' };

/** Where a route is after `tick` steps: back and forth along its waypoints. */
function waypointAt(route: readonly Waypoint[], tick: number): Waypoint {
  const span = route.length - 1;
  const step = tick % (span * 2);
  const index = step <= span ? step : span * 2 - step;
  return route[index] ?? route[0] ?? [19.42, -99.16];
}

/** The couriers and their deliveries as the monitor's stream would have them at `tick`. */
export function sampleMonitor(
  tick: number,
  nowSeconds: number,
): { couriers: MonitorCourier[]; trips: LiveTrip[] } {
  const trips: LiveTrip[] = [];
  const couriers = COURIERS.map((courier): MonitorCourier => {
    const route = ROUTES[courier.id];
    const started = courier.startedMinutesAgo;
    const roster: MonitorCourier = {
      id: courier.id,
      name: courier.name,
      last_name: courier.lastName,
      cell_phone: courier.phone,
      ...BRANCH,
      active: true,
      activity: started === null ? 'idle' : 'on_delivery',
      last_position: { lat: 19.4137, lng: -99.1658, timestamp: nowSeconds - 240 },
      open_trips: [],
    };
    if (started === null || !route) return roster;
    // The trail so far: the last few waypoints up to where the courier is now.
    const trail = Array.from({ length: Math.min(tick + 1, 6) }, (_, back) => waypointAt(route, tick - back))
      .reverse()
      .map(([lat, lng], index, all) => ({
        lat,
        lng,
        timestamp: nowSeconds - (all.length - 1 - index) * POINT_SECONDS,
      }));
    const last = trail[trail.length - 1];
    trips.push({
      trip_id: `demo-trip-${courier.id}`,
      generated_trip_id: `demo-${courier.id}`,
      tracking_url: '/track-demo',
      start_time: nowSeconds - started * 60,
      arrived_time: null,
      end_time: null,
      point_count: trail.length,
      distance_km: 0.6 + started / 10 + tick * 0.05,
      ...BRANCH,
      courier_id: courier.id,
      delivery_user_first_name: courier.name,
      delivery_user_last_name: courier.lastName,
      customer_phone_number: '+525500000000',
      destination: null,
      estimate: null,
      order_reference: null,
      points: trail,
    });
    return { ...roster, last_position: last ?? roster.last_position };
  });
  return { couriers, trips };
}
