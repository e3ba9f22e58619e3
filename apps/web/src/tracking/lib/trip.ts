import { DEFAULT_BRANDING as PRODUCT_COLOURS } from '@rutaviva/domain';
/** The public trip as GET /api/trips/{id} and the stream's `trip` event send it (API.md "Trips"). */
export interface PublicTrip {
  trip_id: string;
  generated_trip_id: string;
  start_time: number;
  arrived_time: number | null;
  end_time: number | null;
  createdAt: number;
  all_coordinates: { lat: number; lng: number }[];
  coordinates_timestamps: number[];
  distance_km: number;
  valid: boolean;
  rating: number | null;
  selected: string[];
  branch_name: string;
  delivery_user_first_name: string;
  delivery_user_last_name: string;
  customer_phone_number: string;
  company_name: string;
  courier_phone?: string | null;
  branding?: Partial<Branding> | null;
}

export interface Branding {
  logo_url: string | null;
  header_color: string;
  text_color: string;
  button_text_color: string;
}

export interface TrackPoint {
  lat: number;
  lng: number;
  timestamp: number;
}

/** The stream's `coordinates` event. */
export interface CoordinatesEvent {
  points: TrackPoint[];
  point_count: number;
  distance_km: number;
}

/** The stream's `arrived` and `ended` events. */
export type TimesEvent = Pick<PublicTrip, 'start_time' | 'arrived_time' | 'end_time' | 'distance_km'> &
  Partial<Pick<PublicTrip, 'valid'>>;

export type TripPhase = 'on_the_way' | 'arrived' | 'ended';

/** What the page shows: the trip, its points in timestamp order, one per timestamp. */
export interface LiveTrip {
  trip: PublicTrip;
  points: TrackPoint[];
}

/** The product's teal and white (tokens.css --brand-700), for servers that send no branding. */
export const DEFAULT_BRANDING: Branding = { logo_url: null, ...PRODUCT_COLOURS };

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The business's colours, each checked, falling back to the product's own. */
export function brandingOf(trip: PublicTrip): Branding {
  const given = trip.branding ?? {};
  const colour = (value: string | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value : fallback;
  return {
    logo_url: typeof given.logo_url === 'string' && given.logo_url ? given.logo_url : null,
    header_color: colour(given.header_color, DEFAULT_BRANDING.header_color),
    text_color: colour(given.text_color, DEFAULT_BRANDING.text_color),
    button_text_color: colour(given.button_text_color, DEFAULT_BRANDING.button_text_color),
  };
}

export function phaseOf(trip: PublicTrip): TripPhase {
  if (trip.end_time !== null) return 'ended';
  if (trip.arrived_time !== null) return 'arrived';
  return 'on_the_way';
}

export function pointsOf(trip: PublicTrip): TrackPoint[] {
  return trip.all_coordinates.flatMap((point, index) => {
    const timestamp = trip.coordinates_timestamps[index];
    return timestamp === undefined ? [] : [{ lat: point.lat, lng: point.lng, timestamp }];
  });
}

/**
 * Adds `incoming` to `existing`: one point per timestamp (a point seen twice, e.g. after a
 * reconnection, counts once), in timestamp order. Returns `existing` itself when nothing is new.
 */
export function mergePoints(existing: TrackPoint[], incoming: readonly TrackPoint[]): TrackPoint[] {
  const seen = new Set(existing.map((point) => point.timestamp));
  const fresh = incoming.filter((point) => {
    if (seen.has(point.timestamp)) return false;
    seen.add(point.timestamp);
    return true;
  });
  if (fresh.length === 0) return existing;
  const last = existing.at(-1)?.timestamp ?? Number.NEGATIVE_INFINITY;
  const merged = [...existing, ...fresh];
  // The common case, points arriving in order, needs no sort.
  const inOrder = fresh.every(
    (point, index) => point.timestamp > (index === 0 ? last : (fresh[index - 1]?.timestamp ?? last)),
  );
  return inOrder ? merged : merged.sort((a, b) => a.timestamp - b.timestamp);
}

export type TripEvent =
  | { type: 'trip'; trip: PublicTrip }
  | { type: 'coordinates'; data: CoordinatesEvent }
  | { type: 'arrived' | 'ended'; data: TimesEvent };

/** Applies one stream event to the page's trip. */
export function applyEvent(live: LiveTrip, event: TripEvent): LiveTrip {
  switch (event.type) {
    case 'trip':
      return { trip: event.trip, points: mergePoints(live.points, pointsOf(event.trip)) };
    case 'coordinates': {
      const points = mergePoints(live.points, event.data.points);
      return { trip: { ...live.trip, distance_km: event.data.distance_km }, points };
    }
    case 'arrived':
    case 'ended': {
      const { start_time, arrived_time, end_time, distance_km } = event.data;
      // An `arrived` replayed after `ended` must not bring the live map back.
      const ended = live.trip.end_time ?? end_time;
      return {
        ...live,
        trip: { ...live.trip, start_time, arrived_time, end_time: ended, distance_km },
      };
    }
  }
}

/** "Luis P." from the public trip's first name and initial. */
export function courierName(trip: PublicTrip): string {
  return [trip.delivery_user_first_name, trip.delivery_user_last_name].filter(Boolean).join(' ');
}

/** A wa.me link takes the number in international form without "+" or spaces. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/**
 * When the order reached the customer: the courier's arrival, or the end of the delivery for a
 * courier who never tapped "Arrived".
 */
export function reachedAt(trip: PublicTrip): number | null {
  return trip.arrived_time ?? trip.end_time;
}

/** Seconds from the start to the customer's door (reachedAt), or to `now` while on the way. */
export function secondsOnTheWay(trip: PublicTrip, now: number): number {
  return Math.max(0, (reachedAt(trip) ?? now) - trip.start_time);
}
