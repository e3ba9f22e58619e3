import {
  type AdminTrip,
  type AdminTripSummary,
  type ArrivalEstimate,
  type CourierTrip,
  type CourierTripSummary,
  DEFAULT_BRANDING,
  type Destination,
  type Estimate,
  maskPhone,
  type PublicTrip,
  presentEstimate,
  type ReviewChoice,
  type Route,
  routeOfPoints,
  type TripTimes,
  type TripTimesEvent,
  trackingUrl,
  tripStatus,
} from '@rutaviva/domain';
import type { TripRow } from '../../db/schema';
import { unixSeconds } from '../../lib/clock';
import type { TripWithParties } from './trips.repo';

/** A trip row with the names every business-side view shows. */
export type TripSummaryRow = TripRow & {
  courier_name: string;
  courier_last_name: string;
  branch_name: string;
};

/** How a courier is named where it ended a trip. */
export const courierFullName = (trip: { courier_name: string; courier_last_name: string }) =>
  `${trip.courier_name} ${trip.courier_last_name}`.trim();

const seconds = (date: Date | null) => (date ? unixSeconds(date) : null);

/** The review choices as stored; the review's schema let only the spec's through. */
const reviewChoices = (trip: TripRow) => (trip.selected ?? []) as ReviewChoice[];

/** A trip's start, arrival and end in unix seconds: every view, frame and status reads them so. */
const clockTimes = (trip: Pick<TripRow, 'start_time' | 'arrived_time' | 'end_time'>) => ({
  start_time: unixSeconds(trip.start_time),
  arrived_time: seconds(trip.arrived_time),
  end_time: seconds(trip.end_time),
});

/** The times and totals the trip's status, durations and flags are read from (unix seconds). */
export function tripTimes(trip: TripRow): TripTimes {
  return {
    ...clockTimes(trip),
    last_update_time: seconds(trip.last_point_at),
    point_count: trip.point_count,
    distance_km: trip.distance_km,
  };
}

/** Issue 15: where the trip goes, for those who may know (its courier, the business's admins). */
type DestinationColumns = Pick<
  TripRow,
  'destination_lat' | 'destination_lng' | 'destination_source' | 'destination_set_at' | 'start_time'
>;

export function presentDestination(trip: DestinationColumns): Destination | null {
  if (trip.destination_lat === null || trip.destination_lng === null || !trip.destination_source) return null;
  return {
    lat: trip.destination_lat,
    lng: trip.destination_lng,
    source: trip.destination_source,
    set_at: seconds(trip.destination_set_at) ?? unixSeconds(trip.start_time),
  };
}

/** The stored estimate while it still means something: a destination is set and nobody has arrived. */
export function presentStoredEstimate(
  trip: Pick<TripRow, 'end_time' | 'arrived_time' | 'destination_lat' | 'estimate'>,
): Estimate | null {
  if (trip.end_time || trip.arrived_time || trip.destination_lat === null) return null;
  const stored = trip.estimate as ArrivalEstimate | null;
  if (!stored || typeof stored.seconds !== 'number' || typeof stored.computedAt !== 'number') return null;
  return presentEstimate(stored);
}

/** Where a trip's proof-of-delivery photo is served (to those allowed), or null without one. */
export const deliveryPhotoUrl = (trip: TripRow) =>
  trip.photo_key ? `/api/trips/${trip.generated_trip_id}/photo` : null;

/** Stored points as the spec's parallel arrays. */
export function presentRoute(points: { lat: number; lng: number; recorded_at: Date }[]): Route {
  return routeOfPoints(
    points.map((point) => ({ lat: point.lat, lng: point.lng, timestamp: unixSeconds(point.recorded_at) })),
  );
}

/** Everything the business may see of a trip (API.md field names). */
export function presentTrip(trip: TripWithParties, route: Route, publicUrl: string, now: Date): AdminTrip {
  return { ...presentTripSummary(trip, publicUrl, now), ...route };
}

/** A trip without its route, for lists. */
export function presentTripSummary(trip: TripSummaryRow, publicUrl: string, now: Date): AdminTripSummary {
  const times = tripTimes(trip);
  return {
    trip_id: trip.id,
    generated_trip_id: trip.generated_trip_id,
    tracking_url: `${publicUrl}/t?id=${trip.generated_trip_id}`,
    start_time: times.start_time,
    arrived_time: times.arrived_time,
    end_time: times.end_time,
    createdAt: unixSeconds(trip.created_at),
    point_count: trip.point_count,
    distance_km: trip.distance_km,
    last_update_time: times.last_update_time,
    status: tripStatus(times, unixSeconds(now)),
    valid: trip.valid,
    rating: trip.rating,
    selected: reviewChoices(trip),
    remarks: trip.remarks,
    improvement: trip.improvement,
    delivery_user_notes: trip.delivery_user_notes,
    admin_notes: trip.admin_notes,
    branch_id: trip.branch_id,
    branch_name: trip.branch_name,
    courier_id: trip.courier_id,
    delivery_user_first_name: trip.courier_name,
    delivery_user_last_name: trip.courier_last_name,
    customer_phone_number: trip.customer_phone_number,
    ended_by_role: trip.ended_by_role,
    ended_by_name: trip.ended_by_name,
    end_note: trip.end_note,
    destination: presentDestination(trip),
    estimate: presentStoredEstimate(trip),
    delivery_photo_url: deliveryPhotoUrl(trip),
    recipient_name: trip.recipient_name,
    order_reference: trip.order_reference,
  };
}

/** A trip in the courier's own list: what the business sees, less the admin's notes. */
export function presentCourierTripSummary(
  trip: TripSummaryRow,
  publicUrl: string,
  now: Date,
): CourierTripSummary {
  const {
    admin_notes: _adminNotes,
    end_note: _endNote,
    ...summary
  } = presentTripSummary(trip, publicUrl, now);
  // Issue 15: the courier's history keeps no destination once the delivery has ended.
  return trip.end_time ? { ...summary, destination: null } : summary;
}

/** The courier's own trip, as the courier app resumes it (CourierTripSchema). */
export function presentCourierTrip(trip: TripRow, publicUrl: string, now: Date): CourierTrip {
  const times = tripTimes(trip);
  return {
    trip_id: trip.id,
    generated_trip_id: trip.generated_trip_id,
    tracking_url: trackingUrl(publicUrl, trip.generated_trip_id),
    customer_phone_number: trip.customer_phone_number,
    start_time: times.start_time,
    arrived_time: times.arrived_time,
    end_time: times.end_time,
    status: tripStatus(times, unixSeconds(now)),
    point_count: trip.point_count,
    distance_km: trip.distance_km,
    last_point:
      trip.last_point_at && trip.last_lat !== null && trip.last_lng !== null
        ? { lat: trip.last_lat, lng: trip.last_lng, timestamp: unixSeconds(trip.last_point_at) }
        : null,
    ended_by_role: trip.ended_by_role,
    ended_by_name: trip.ended_by_name,
    // Issue 15: the destination goes with the route when the delivery ends.
    destination: trip.end_time ? null : presentDestination(trip),
    estimate: presentStoredEstimate(trip),
  };
}

/**
 * What anyone holding the tracking link may see. Its own narrow shape, so nothing private can
 * leak by adding a column: no admin or courier notes, no review text, the customer's number
 * masked to its last 4 digits, the courier's last name shortened to its initial.
 */
export function presentPublicTrip(trip: TripWithParties, route: Route): PublicTrip {
  return {
    trip_id: trip.id,
    generated_trip_id: trip.generated_trip_id,
    ...clockTimes(trip),
    createdAt: unixSeconds(trip.created_at),
    ...route,
    distance_km: trip.distance_km,
    valid: trip.valid,
    rating: trip.rating,
    selected: reviewChoices(trip),
    branch_name: trip.branch_name,
    delivery_user_first_name: trip.courier_name,
    delivery_user_last_name: trip.courier_last_name ? `${trip.courier_last_name.charAt(0)}.` : '',
    customer_phone_number: maskPhone(trip.customer_phone_number),
    company_name: trip.company_name,
    // The courier's own number, for the customer's "contact courier" links.
    courier_phone: trip.courier_phone,
    branding: {
      logo_url: trip.logo_path ? `/uploads/${trip.logo_path}` : null,
      header_color: trip.header_color ?? DEFAULT_BRANDING.header_color,
      text_color: trip.text_color ?? DEFAULT_BRANDING.text_color,
      button_text_color: trip.button_text_color ?? DEFAULT_BRANDING.button_text_color,
    },
    // Issue 15: whether a destination is known, never where it is.
    has_destination: !trip.end_time && trip.destination_lat !== null,
    estimate: presentStoredEstimate(trip),
    delivery_photo_url: trip.end_time && trip.show_delivery_photo ? deliveryPhotoUrl(trip) : null,
  };
}

/**
 * `arrived` and `ended` carry the trip's times only, whichever view they are taken from: the
 * same frame goes to the public stream, so nothing private is in it.
 */
export function presentTripTimes(trip: TripTimesEvent): TripTimesEvent {
  return {
    trip_id: trip.trip_id,
    generated_trip_id: trip.generated_trip_id,
    start_time: trip.start_time,
    arrived_time: trip.arrived_time,
    end_time: trip.end_time,
    valid: trip.valid,
    distance_km: trip.distance_km,
  };
}

/** The same frame from a trip's own columns (a stream's catch-up), its times read as every view reads them. */
export function presentCatchUpTimes(
  trip: Pick<
    TripRow,
    'id' | 'generated_trip_id' | 'start_time' | 'arrived_time' | 'end_time' | 'valid' | 'distance_km'
  >,
): TripTimesEvent {
  return presentTripTimes({ ...trip, trip_id: trip.id, ...clockTimes(trip) });
}
