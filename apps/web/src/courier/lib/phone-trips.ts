import { greatCircleKm, type CourierTrip as OpenTrip, type TripPoint } from '@rutaviva/domain';
import type { PhoneTrips, TripRecord } from './outbox-store';
import type { OutboxEntry } from './sync';
import { shouldRecord } from './track-filter';

/**
 * The deliveries a phone follows, changed only through these pure steps so the tracker's one
 * chain of changes stays easy to read (and to test without a browser).
 */

export const isOpen = (trip: TripRecord) => trip.ended_at === null;

export const openTripsOf = (phone: { trips: readonly TripRecord[] }) => phone.trips.filter(isOpen);

export const currentTripOf = (phone: PhoneTrips) =>
  phone.trips.find((trip) => trip.generated_trip_id === phone.current) ?? null;

/** A delivery the server lists as open, followed from now on by this phone. */
export function recordFromServer(trip: OpenTrip, courierId: string): TripRecord {
  return {
    courier_id: courierId,
    trip_id: trip.trip_id,
    generated_trip_id: trip.generated_trip_id,
    tracking_url: trip.tracking_url,
    customer_phone_number: trip.customer_phone_number,
    started_at: trip.start_time,
    arrived_at: trip.arrived_time,
    ended_at: null,
    // The route continues from the server's last point, so the distance adds up across phones.
    last_point: trip.last_point,
    point_count: trip.point_count,
    distance_km: trip.distance_km,
  };
}

/** The delivery the server just started for this phone. */
export function recordFromStart(
  started: { trip_id: string; generated_trip_id: string; tracking_url: string },
  customerPhoneNumber: string,
  courierId: string,
  now: number,
): TripRecord {
  return {
    courier_id: courierId,
    trip_id: started.trip_id,
    generated_trip_id: started.generated_trip_id,
    tracking_url: started.tracking_url,
    customer_phone_number: customerPhoneNumber,
    started_at: now,
    arrived_at: null,
    ended_at: null,
    last_point: null,
    point_count: 0,
    distance_km: 0,
  };
}

/** One fix is a point for every open delivery that it moves (or whose heartbeat is due). */
export function recordFix(
  phone: PhoneTrips,
  point: TripPoint,
): { phone: PhoneTrips; entries: OutboxEntry[] } {
  const entries: OutboxEntry[] = [];
  const trips = phone.trips.map((trip) => {
    if (!isOpen(trip) || !shouldRecord(trip.last_point, point)) return trip;
    entries.push({ kind: 'point', trip: trip.generated_trip_id, point });
    return withPoint(trip, point);
  });
  return { phone: entries.length > 0 ? { ...phone, trips } : phone, entries };
}

export function withPoint(trip: TripRecord, point: TripPoint): TripRecord {
  const step = trip.last_point ? greatCircleKm(trip.last_point, point) : 0;
  return {
    ...trip,
    last_point: point,
    point_count: trip.point_count + 1,
    distance_km: trip.distance_km + step,
  };
}

export function replaceTrip(phone: PhoneTrips, trip: TripRecord): PhoneTrips {
  return {
    ...phone,
    trips: phone.trips.map((each) => (each.generated_trip_id === trip.generated_trip_id ? trip : each)),
  };
}

/** Follows `trip` and shows it. */
export function addTrip(phone: PhoneTrips, trip: TripRecord): PhoneTrips {
  const others = phone.trips.filter((each) => each.generated_trip_id !== trip.generated_trip_id);
  return { trips: [...others, trip], current: trip.generated_trip_id };
}

/** Stops following `ids`; the screen moves to another open delivery, or home. */
export function withoutTrips(phone: PhoneTrips, ids: readonly string[]): PhoneTrips {
  const trips = phone.trips.filter((trip) => !ids.includes(trip.generated_trip_id));
  const open = trips.filter(isOpen);
  const current = trips.some((trip) => trip.generated_trip_id === phone.current)
    ? phone.current
    : (open[open.length - 1]?.generated_trip_id ?? null);
  return { trips, current };
}

/**
 * Applies the server's list of open deliveries: one this phone followed as open, that the
 * server knew of when asked (`asked`) and no longer lists, was ended elsewhere — by an admin
 * from the monitor, or by this courier on another phone. The one on screen shows as ended
 * (with who ended it, once known); any other is let go.
 */
export function reconcile(
  phone: PhoneTrips,
  serverOpen: readonly OpenTrip[],
  asked: ReadonlySet<string>,
  now: number,
): { phone: PhoneTrips; endedElsewhere: string[] } {
  const listed = new Set(serverOpen.map((trip) => trip.generated_trip_id));
  const endedElsewhere = openTripsOf(phone)
    .map((trip) => trip.generated_trip_id)
    .filter((id) => asked.has(id) && !listed.has(id));
  if (endedElsewhere.length === 0) return { phone, endedElsewhere };
  const shown = endedElsewhere.includes(phone.current ?? '') ? phone.current : null;
  let next = withoutTrips(
    phone,
    endedElsewhere.filter((id) => id !== shown),
  );
  const current = shown ? currentTripOf(next) : null;
  if (current) {
    next = replaceTrip(next, { ...current, ended_at: now, ended_elsewhere: { role: null, name: null } });
  }
  return { phone: next, endedElsewhere };
}

/** Open on the server and not followed here: offered first on the home screen. */
export function offeredTrips(phone: PhoneTrips, serverOpen: readonly OpenTrip[]): OpenTrip[] {
  const followed = new Set(phone.trips.map((trip) => trip.generated_trip_id));
  return serverOpen.filter((trip) => !followed.has(trip.generated_trip_id));
}

/** One open delivery as the home screen and the start dialog list it. */
export interface OpenDelivery {
  generated_trip_id: string;
  customer_phone_number: string;
  started_at: number;
  arrived: boolean;
  /** Followed by this phone already (else only offered from the server's list). */
  here: boolean;
}

/** The courier's open deliveries, followed here or offered, newest first, except the one on screen. */
export function openDeliveries(
  phone: { trips: readonly TripRecord[]; current?: string | null },
  offered: readonly OpenTrip[],
): OpenDelivery[] {
  const followed = phone.trips
    .filter((trip) => isOpen(trip) && trip.generated_trip_id !== phone.current)
    .map((trip) => ({
      generated_trip_id: trip.generated_trip_id,
      customer_phone_number: trip.customer_phone_number,
      started_at: trip.started_at,
      arrived: trip.arrived_at !== null,
      here: true,
    }));
  const fromServer = offered.map((trip) => ({
    generated_trip_id: trip.generated_trip_id,
    customer_phone_number: trip.customer_phone_number,
    started_at: trip.start_time,
    arrived: trip.arrived_time !== null,
    here: false,
  }));
  return [...followed, ...fromServer].sort((a, b) => b.started_at - a.started_at);
}
