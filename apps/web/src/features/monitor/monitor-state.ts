import {
  type AdminTrip,
  type BusinessStreamEvent,
  type CoordinatesEvent,
  isPositionStale,
  type MonitorCourier,
  orderedPoints,
  pointsOfRoute,
  type TrackPoint,
  type TripTimesEvent,
} from '@rutaviva/domain';

/** The fields of the business's trip that the monitor reads. */
type MonitorTripField =
  | 'trip_id'
  | 'generated_trip_id'
  | 'tracking_url'
  | 'start_time'
  | 'arrived_time'
  | 'end_time'
  | 'point_count'
  | 'distance_km'
  | 'branch_id'
  | 'branch_name'
  | 'courier_id'
  | 'delivery_user_first_name'
  | 'delivery_user_last_name'
  | 'customer_phone_number'
  | 'destination'
  | 'estimate'
  | 'order_reference';

/** A trip in progress as the monitor holds it: the stream's fields, its route as timed points. */
export type LiveTrip = Pick<AdminTrip, MonitorTripField> & { points: TrackPoint[] };

/** `live` once the channel's first `trips` snapshot arrived on the current connection. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface MonitorState {
  /** Newest trip first. */
  trips: LiveTrip[];
  /** Every courier of the business, idle ones too, as the stream last described them. */
  couriers: MonitorCourier[];
  /** A snapshot arrived at least once: from then on the map and list show data. */
  loaded: boolean;
  connection: Connection;
  /** Why the channel could not be authorised the last time it was tried; null once it streams. */
  failure: unknown;
}

export type MonitorAction =
  | { type: 'event'; event: BusinessStreamEvent }
  /** A delivery this page ended: it leaves before the stream's own `ended` arrives. */
  | { type: 'ended_here'; generatedTripId: string }
  | { type: 'disconnected' }
  | { type: 'auth_failed'; error: unknown };

export const initialMonitorState: MonitorState = {
  trips: [],
  couriers: [],
  loaded: false,
  connection: 'connecting',
  failure: null,
};

function toLiveTrip(trip: AdminTrip): LiveTrip {
  const { all_coordinates, coordinates_timestamps, ...rest } = trip;
  return { ...rest, points: orderedPoints(pointsOfRoute(trip)) };
}

const newestFirst = (a: LiveTrip, b: LiveTrip) => b.start_time - a.start_time;

function withTrip(trips: LiveTrip[], trip: AdminTrip): LiveTrip[] {
  if (trip.end_time !== null)
    return trips.filter((item) => item.generated_trip_id !== trip.generated_trip_id);
  const next = toLiveTrip(trip);
  const known = trips.find((item) => item.generated_trip_id === trip.generated_trip_id);
  if (known) next.points = orderedPoints([...known.points, ...next.points]);
  return [next, ...trips.filter((item) => item !== known)].sort(newestFirst);
}

/** Appends the new points; a timestamp already held is a repeat and is dropped. */
function withCoordinates(trips: LiveTrip[], data: CoordinatesEvent): LiveTrip[] {
  return trips.map((trip) => {
    if (trip.generated_trip_id !== data.generated_trip_id) return trip;
    const held = new Set(trip.points.map((point) => point.timestamp));
    const fresh = data.points
      .filter((point) => !held.has(point.timestamp))
      .map(({ lat, lng, timestamp }) => ({ lat, lng, timestamp }));
    if (fresh.length === 0 && data.point_count === trip.point_count) return trip;
    return {
      ...trip,
      points: orderedPoints([...trip.points, ...fresh]),
      point_count: Math.max(data.point_count, trip.point_count),
      distance_km: data.distance_km,
    };
  });
}

function withTimes(trips: LiveTrip[], data: TripTimesEvent): LiveTrip[] {
  return trips.map((trip) =>
    trip.generated_trip_id === data.generated_trip_id
      ? { ...trip, arrived_time: data.arrived_time, distance_km: data.distance_km }
      : trip,
  );
}

/** Issue 15: a change to one trip's destination or estimate, the rest of it kept. */
function withTripChange(trips: LiveTrip[], generatedTripId: string, change: Partial<LiveTrip>): LiveTrip[] {
  return trips.map((trip) => (trip.generated_trip_id === generatedTripId ? { ...trip, ...change } : trip));
}

const newer = (a: TrackPoint | null, b: TrackPoint | null) =>
  a === null || (b !== null && b.timestamp > a.timestamp) ? b : a;

/** The courier as just described, keeping a newer position the monitor already holds. */
function withCourier(couriers: MonitorCourier[], courier: MonitorCourier): MonitorCourier[] {
  const held = couriers.find((item) => item.id === courier.id);
  const next = { ...courier, last_position: newer(held?.last_position ?? null, courier.last_position) };
  return held ? couriers.map((item) => (item === held ? next : item)) : [...couriers, next];
}

/**
 * A delivery leaves the monitor: its newest point becomes the courier's last known position, so
 * the courier stays on the map, idle, where they were last seen.
 */
function withoutTrip(state: MonitorState, generatedTripId: string): MonitorState {
  const trip = state.trips.find((item) => item.generated_trip_id === generatedTripId);
  if (!trip) return state;
  const last = lastPoint(trip);
  return {
    ...state,
    trips: state.trips.filter((item) => item !== trip),
    couriers: state.couriers.map((courier) =>
      courier.id === trip.courier_id
        ? { ...courier, last_position: newer(courier.last_position, last) }
        : courier,
    ),
  };
}

function applyEvent(state: MonitorState, event: BusinessStreamEvent): MonitorState {
  switch (event.event) {
    case 'trips':
      // Every (re)connection starts with the whole picture: it replaces what was held.
      return {
        ...state,
        trips: event.data.trips
          .filter((trip) => trip.end_time === null)
          .map(toLiveTrip)
          .sort(newestFirst),
        loaded: true,
        connection: 'live',
        failure: null,
      };
    case 'couriers':
      return { ...state, couriers: event.data.couriers };
    case 'courier_updated':
      return { ...state, couriers: withCourier(state.couriers, event.data) };
    case 'trip_started':
      return { ...state, trips: withTrip(state.trips, event.data) };
    case 'coordinates':
      return { ...state, trips: withCoordinates(state.trips, event.data) };
    case 'arrived':
      if (event.data.end_time !== null) return withoutTrip(state, event.data.generated_trip_id);
      return { ...state, trips: withTimes(state.trips, event.data) };
    case 'ended':
      return withoutTrip(state, event.data.generated_trip_id);
    case 'reviewed':
      return state;
    case 'estimate':
      return {
        ...state,
        trips: withTripChange(state.trips, event.data.generated_trip_id, { estimate: event.data.estimate }),
      };
    case 'destination':
      return {
        ...state,
        trips: withTripChange(state.trips, event.data.generated_trip_id, {
          destination: event.data.destination,
        }),
      };
    case 'delivery_proof':
      // The monitor shows deliveries under way; the proof arrives once one has ended.
      return state;
  }
}

export function monitorReducer(state: MonitorState, action: MonitorAction): MonitorState {
  switch (action.type) {
    case 'event':
      return applyEvent(state, action.event);
    case 'ended_here':
      return withoutTrip(state, action.generatedTripId);
    case 'disconnected':
      return { ...state, connection: state.loaded ? 'reconnecting' : 'connecting' };
    case 'auth_failed':
      return {
        ...state,
        connection: state.loaded ? 'reconnecting' : 'connecting',
        failure: action.error,
      };
  }
}

export function lastPoint(trip: LiveTrip): TrackPoint | null {
  return trip.points.at(-1) ?? null;
}

/** Seconds since the courier's last point (never negative: phone clocks run a little ahead). */
export function secondsSinceReport(trip: LiveTrip, nowSeconds: number): number | null {
  const last = lastPoint(trip);
  return last ? Math.max(0, nowSeconds - last.timestamp) : null;
}

export type Signal = 'waiting' | 'live' | 'stale';

/** `waiting` before the first GPS point, `stale` when the last one is over 2 minutes old. */
export function signalOf(trip: LiveTrip, nowSeconds: number): Signal {
  const last = lastPoint(trip);
  if (!last) return 'waiting';
  return isPositionStale(last.timestamp, nowSeconds) ? 'stale' : 'live';
}
