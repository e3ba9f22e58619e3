import { greatCircleKm, type TripStreamEvent } from '@rutaviva/domain';
import { DEFAULT_BRANDING, type PublicTrip, type TrackPoint } from './trip';

/** A drive through Roma Norte and Condesa, Mexico City ([lat, lng]), for /track-demo. */
export const DEMO_ROUTE: readonly (readonly [number, number])[] = [
  [19.4193, -99.163],
  [19.41878, -99.16285],
  [19.41825, -99.1627],
  [19.41773, -99.16255],
  [19.4172, -99.1624],
  [19.41672, -99.16225],
  [19.41625, -99.1621],
  [19.41578, -99.16195],
  [19.4153, -99.1618],
  [19.41515, -99.1626],
  [19.415, -99.1634],
  [19.41485, -99.1642],
  [19.4147, -99.165],
  [19.41455, -99.1658],
  [19.4144, -99.1666],
  [19.41425, -99.1674],
  [19.4141, -99.1682],
  [19.41365, -99.16813],
  [19.4132, -99.16805],
  [19.41275, -99.16797],
  [19.4123, -99.1679],
  [19.41183, -99.1678],
  [19.41135, -99.1677],
  [19.41087, -99.1676],
  [19.4104, -99.1675],
  [19.41023, -99.16833],
  [19.41005, -99.16915],
  [19.40987, -99.16997],
  [19.4097, -99.1708],
  [19.40953, -99.1716],
  [19.40935, -99.1724],
  [19.40917, -99.1732],
  [19.409, -99.174],
  [19.4085, -99.1739],
  [19.408, -99.1738],
  [19.4075, -99.1737],
  [19.407, -99.1736],
];

/** Ticks the simulated delivery waits at the door before it ends. */
export const DEMO_TICKS_AT_DOOR = 3;
/** Seconds between two simulated positions, so timestamps look like a real trip. */
const SECONDS_PER_POINT = 8;

const DEMO_IDS = { trip_id: 'demo', generated_trip_id: 'demo' };

export function demoTrip(startTime: number, language: 'english' | 'spanish'): PublicTrip {
  return {
    ...DEMO_IDS,
    start_time: startTime,
    arrived_time: null,
    end_time: null,
    createdAt: startTime,
    all_coordinates: [],
    coordinates_timestamps: [],
    distance_km: 0,
    valid: false,
    rating: null,
    selected: [],
    branch_name: 'Roma Norte',
    delivery_user_first_name: 'Ana',
    delivery_user_last_name: 'L.',
    customer_phone_number: '•••• 0000',
    company_name: language === 'spanish' ? 'Tacos Demo' : 'Demo Tacos',
    courier_phone: '',
    branding: DEFAULT_BRANDING,
    has_destination: true,
    estimate: null,
    delivery_photo_url: null,
  };
}

/**
 * The events of a simulated delivery at tick `tick` (0-based): one new position per tick along
 * DEMO_ROUTE, then arrival, then the end a few ticks later. Pure, so it is tested without timers.
 */
export function demoEvents(tick: number, startTime: number, distanceSoFar: number): TripStreamEvent[] {
  const point = DEMO_ROUTE[tick];
  if (point) {
    const next: TrackPoint = {
      lat: point[0],
      lng: point[1],
      timestamp: startTime + tick * SECONDS_PER_POINT,
    };
    const previous = DEMO_ROUTE[tick - 1];
    const step = previous ? greatCircleKm({ lat: previous[0], lng: previous[1] }, next) : 0;
    const distance_km = Math.round((distanceSoFar + step) * 1000) / 1000;
    const data = { ...DEMO_IDS, points: [next], point_count: tick + 1, distance_km };
    return [{ event: 'coordinates', data }, demoEstimate(tick, next.timestamp)];
  }
  const lastTime = startTime + (DEMO_ROUTE.length - 1) * SECONDS_PER_POINT;
  const times = { ...DEMO_IDS, start_time: startTime, valid: false, distance_km: distanceSoFar };
  if (tick === DEMO_ROUTE.length) {
    return [{ event: 'arrived', data: { ...times, arrived_time: lastTime + 5, end_time: null } }];
  }
  if (tick === DEMO_ROUTE.length + DEMO_TICKS_AT_DOOR) {
    const end = { ...times, arrived_time: lastTime + 5, end_time: lastTime + 60 };
    return [{ event: 'ended', data: end }];
  }
  return [];
}

/** Ticks at the start where the simulated estimate is still unsure and shown as a range. */
const DEMO_UNSURE_TICKS = 3;

/**
 * Issue 15: the simulated courier's arrival estimate, the time the rest of the route takes at the
 * demo's pace; unsure (a range) for the first few positions, as a real one is with little data.
 */
function demoEstimate(tick: number, at: number): TripStreamEvent {
  const seconds = (DEMO_ROUTE.length - 1 - tick) * SECONDS_PER_POINT;
  const ranged = tick < DEMO_UNSURE_TICKS;
  const estimate = {
    seconds,
    low_seconds: Math.round(seconds * (ranged ? 0.7 : 0.9)),
    high_seconds: Math.round(seconds * (ranged ? 1.6 : 1.15)),
    arrival_at: at + seconds,
    computed_at: at,
    ranged,
  };
  return { event: 'estimate', data: { ...DEMO_IDS, has_destination: true, estimate } };
}
