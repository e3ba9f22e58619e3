import {
  DEFAULT_BRANDING as PRODUCT_COLOURS,
  type PublicTrip,
  pointsOfRoute,
  type TrackPoint,
  type TripBranding,
  type TripStreamEvent,
} from '@rutaviva/domain';

export type { PublicTrip, TrackPoint };
export type Branding = TripBranding;

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
export function brandingOf(trip: { branding: Partial<Branding> | null }): Branding {
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

/** Applies one event of the trip's stream to the page's trip. */
export function applyEvent(live: LiveTrip, event: TripStreamEvent): LiveTrip {
  switch (event.event) {
    case 'trip':
      return { trip: event.data, points: mergePoints(live.points, pointsOfRoute(event.data)) };
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
    case 'estimate': {
      const { has_destination, estimate } = event.data;
      return { ...live, trip: { ...live.trip, has_destination, estimate } };
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

/** What the page shows while it loads, cannot load, or follows the trip. */
export type Connection = 'live' | 'reconnecting';

export type PageState =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'ready'; live: LiveTrip; connection: Connection };

export type PageAction =
  | { type: 'loading' }
  | { type: 'loaded'; trip: PublicTrip }
  | { type: 'not_found' }
  | { type: 'failed' }
  | { type: 'event'; event: TripStreamEvent }
  | { type: 'connection'; connection: Connection }
  | { type: 'reviewed'; rating: number };

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'loading':
      return { kind: 'loading' };
    case 'loaded':
      return {
        kind: 'ready',
        live: { trip: action.trip, points: pointsOfRoute(action.trip) },
        connection: 'live',
      };
    case 'not_found':
      return { kind: 'not_found' };
    case 'failed':
      return { kind: 'failed' };
    case 'event':
      if (state.kind !== 'ready') return state;
      return { ...state, live: applyEvent(state.live, action.event) };
    case 'connection':
      return state.kind === 'ready' ? { ...state, connection: action.connection } : state;
    case 'reviewed':
      if (state.kind !== 'ready') return state;
      return { ...state, live: { ...state.live, trip: { ...state.live.trip, rating: action.rating } } };
  }
}
