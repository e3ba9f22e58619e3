import { z } from 'zod';
import {
  ABANDONED_AFTER_HOURS,
  LONG_DELIVERY_MINUTES,
  RATING_MAX,
  RATING_MIN,
  type RATINGS,
  SLOW_ARRIVAL_MINUTES,
  SUSPICIOUS_ARRIVAL_MINUTES,
} from './constants';
import { RecipientNameSchema } from './delivery-proof';
import { requiredOrInvalid } from './validation';
import { REVIEW_CHOICES, type TripStatus } from './wire/trips';

/** Times are unix seconds (API.md). */
export interface TripTimes {
  start_time: number;
  arrived_time: number | null;
  end_time: number | null;
  /** Unix time of the newest coordinate, null without coordinates. */
  last_update_time: number | null;
  point_count: number;
  distance_km: number;
}

/** SPEC §4 "Trip lifecycle": ended with end_time; abandoned after 24 h with no end and no coordinates. */
export function tripStatus(trip: TripTimes, now: number): TripStatus {
  if (trip.end_time != null) return 'ended';
  if (trip.point_count === 0 && now - trip.start_time > ABANDONED_AFTER_HOURS * 3600) return 'abandoned';
  return 'in_progress';
}

/** SPEC §4: arrived when it has arrived_time and at least one coordinate with distance above 0. */
export function isArrived(trip: TripTimes): boolean {
  return trip.arrived_time != null && trip.point_count > 0 && trip.distance_km > 0;
}

/** SPEC §4: finished when it has end_time and distance above 0. */
export function isFinished(trip: TripTimes): boolean {
  return trip.end_time != null && trip.distance_km > 0;
}

export type MissingTimeLabel =
  | 'trip_never_registered_arrival'
  | 'trip_not_yet_registered_arrival'
  | 'never_registered_end'
  | 'delivery_still_in_progress';

/**
 * SPEC §4: labels for the times a trip lacks. Arrival: "never" once the trip is over (ended or
 * abandoned), "not yet" while it runs. End: "never" once abandoned, "still in progress" while it runs.
 */
export function missingTimeLabels(
  trip: TripTimes,
  now: number,
): {
  arrival: MissingTimeLabel | null;
  end: MissingTimeLabel | null;
} {
  const status = tripStatus(trip, now);
  const over = status !== 'in_progress';
  return {
    arrival:
      trip.arrived_time != null
        ? null
        : over
          ? 'trip_never_registered_arrival'
          : 'trip_not_yet_registered_arrival',
    end:
      trip.end_time != null
        ? null
        : status === 'abandoned'
          ? 'never_registered_end'
          : 'delivery_still_in_progress',
  };
}

const minutesBetween = (from: number, to: number | null) => (to == null ? null : (to - from) / 60);

/** SPEC §3 "Derived values": durations in minutes from the start. */
export function tripDurations(trip: TripTimes) {
  return {
    start_to_arrival_minutes: minutesBetween(trip.start_time, trip.arrived_time),
    start_to_end_minutes: minutesBetween(trip.start_time, trip.end_time),
    start_to_last_update_minutes: minutesBetween(trip.start_time, trip.last_update_time),
  };
}

export type TripFlag = 'slow_arrival' | 'long_delivery' | 'suspicious_arrival';

/** SPEC §9 "Flags": over 30 minutes to arrive, over 1 hour in all, under 1 minute to arrive. */
export function tripFlags(trip: TripTimes): TripFlag[] {
  const { start_to_arrival_minutes: arrival, start_to_end_minutes: total } = tripDurations(trip);
  const flags: TripFlag[] = [];
  if (arrival != null && arrival > SLOW_ARRIVAL_MINUTES) flags.push('slow_arrival');
  if (total != null && total > LONG_DELIVERY_MINUTES) flags.push('long_delivery');
  if (arrival != null && arrival < SUSPICIOUS_ARRIVAL_MINUTES) flags.push('suspicious_arrival');
  return flags;
}

/** Points in time order, one per timestamp (the first kept), as a route is drawn and measured. */
export function orderedPoints<T extends { timestamp: number }>(points: readonly T[]): T[] {
  const byTime = new Map<number, T>();
  for (const point of points) if (!byTime.has(point.timestamp)) byTime.set(point.timestamp, point);
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** How far in the future a phone's clock may be before its points are refused. */
export const MAX_CLOCK_SKEW_SECONDS = 120;
export const MAX_POINTS_PER_BATCH = 500;

export const TripPointSchema = z.strictObject({
  lat: z
    .number({ error: requiredOrInvalid })
    .min(-90, { error: 'invalid_latitude' })
    .max(90, { error: 'invalid_latitude' }),
  lng: z
    .number({ error: requiredOrInvalid })
    .min(-180, { error: 'invalid_longitude' })
    .max(180, { error: 'invalid_longitude' }),
  timestamp: z
    .number({ error: requiredOrInvalid })
    .int({ error: 'invalid_timestamp' })
    .positive({ error: 'invalid_timestamp' }),
  accuracy: z.number({ error: requiredOrInvalid }).min(0).max(100_000).optional(),
});
export type TripPoint = z.infer<typeof TripPointSchema>;

export const CoordinatesBatchSchema = z.strictObject({
  points: z
    .array(TripPointSchema, { error: requiredOrInvalid })
    .min(1, { error: 'points_required' })
    .max(MAX_POINTS_PER_BATCH, { error: 'too_many_points' }),
});

/** A point on the map someone chose (a destination): the same bounds and codes as a route's points. */
export const MapPointSchema = z.strictObject(
  {
    lat: TripPointSchema.shape.lat,
    lng: TripPointSchema.shape.lng,
  },
  { error: requiredOrInvalid },
);
export type MapPoint = z.infer<typeof MapPointSchema>;

export const StartTripSchema = z.strictObject({
  customer_phone_number: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'too_long' }),
  /** Issue 10: end the courier's open deliveries first instead of answering 409 open_trip_exists. */
  end_open_trips: z.boolean({ error: requiredOrInvalid }).optional(),
  /**
   * Issue 15: the remembered destination the courier confirmed (GET
   * /api/courier/remembered_destination); stored with source `remembered`.
   */
  destination: MapPointSchema.optional(),
  /**
   * Issue 16: a delivery another system created (GET /api/courier/pending_deliveries), started
   * with its phone, order reference and destination; 409 `delivery_taken` once someone did.
   */
  api_delivery_id: z.uuid({ error: 'invalid_value' }).optional(),
});
export type StartTrip = z.infer<typeof StartTripSchema>;

export const EndTripSchema = z
  .strictObject({
    delivery_user_notes: z
      .string({ error: requiredOrInvalid })
      .trim()
      .max(1000, { error: 'too_long' })
      .optional(),
    /** Issue 15: who received the parcel, when the courier asked. */
    recipient_name: RecipientNameSchema.optional(),
  })
  .nullish();

/** The customer's tracking link (SPEC §2 route /t). */
export function trackingUrl(publicUrl: string, generatedTripId: string): string {
  return `${publicUrl}/t?id=${encodeURIComponent(generatedTripId)}`;
}

/** SPEC §9 "Ratings": 1 bad, 2 okay, 3 excellent. */
export const RATING_LABELS = {
  1: 'review_rating_bad',
  2: 'review_rating_okay',
  3: 'review_rating_excellent',
} as const satisfies Record<(typeof RATINGS)[keyof typeof RATINGS], string>;

/** API.md: PATCH /api/trips/{id} by the customer. */
export const ReviewSchema = z.strictObject({
  rating: z
    .number({ error: requiredOrInvalid })
    .int({ error: 'invalid_rating' })
    .min(RATING_MIN, { error: 'invalid_rating' })
    .max(RATING_MAX, { error: 'invalid_rating' }),
  selected: z
    .array(z.enum(REVIEW_CHOICES, { error: 'invalid_choice' }), { error: requiredOrInvalid })
    .max(REVIEW_CHOICES.length, { error: 'invalid_choice' })
    .transform((choices) => [...new Set(choices)])
    .default([]),
  remarks: z.string({ error: requiredOrInvalid }).trim().max(2000, { error: 'too_long' }).optional(),
  improvement: z.string({ error: requiredOrInvalid }).trim().max(2000, { error: 'too_long' }).optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** API.md: PATCH /api/trips/{id} by the business's admin. */
export const AdminNotesSchema = z.strictObject({
  admin_notes: z.string({ error: requiredOrInvalid }).trim().max(2000, { error: 'too_long' }),
});

const HexColorSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'invalid_color' });

/** PATCH /api/brandings (and the fields of POST's multipart form). */
export const BrandingUpdateSchema = z.strictObject({
  header_color: HexColorSchema.optional(),
  text_color: HexColorSchema.optional(),
  button_text_color: HexColorSchema.optional(),
  remove_logo: z.boolean({ error: requiredOrInvalid }).optional(),
});
export type BrandingUpdate = z.infer<typeof BrandingUpdateSchema>;

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, bl] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. Below it, the design page warns that text would be hard to read. */
export const MIN_TEXT_CONTRAST = 4.5;
