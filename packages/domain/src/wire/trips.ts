import { z } from 'zod/mini';
import { RouteSchema, TrackPointSchema } from './points';

/** SPEC §3 "Review choices". */
export const REVIEW_CHOICES = [
  'product',
  'tracking_and_notifications',
  'service',
  'courier',
  'delivery_time',
] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];

/** Who ended a trip: its courier (stop, or ending it to start another) or an admin. */
export const ENDED_BY_ROLES = ['courier', 'admin'] as const;
export type EndedByRole = (typeof ENDED_BY_ROLES)[number];

/** SPEC §4 "Trip lifecycle". */
export const TRIP_STATUSES = ['in_progress', 'ended', 'abandoned'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The two ids every trip answer and event carries: the trip's own and its tracking link's. */
export const TripIdsSchema = z.object({ trip_id: z.string(), generated_trip_id: z.string() });

const time = z.number();
const maybeTime = z.nullable(z.number());
const maybeText = z.nullable(z.string());
const ReviewChoicesSchema = z.array(z.enum(REVIEW_CHOICES));

/**
 * Issue 15: where a delivery goes. `customer`: the customer's pin on the tracking page;
 * `remembered`: the phone number's last destination, confirmed by the courier; `courier`: set by
 * the courier; `api`: sent by the business's own system. Only the trip's courier (while it runs)
 * and the business's admins ever receive it; the public trip says only whether there is one.
 */
export const DESTINATION_SOURCES = ['customer', 'remembered', 'courier', 'api'] as const;
export type DestinationSource = (typeof DESTINATION_SOURCES)[number];

export const DestinationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  source: z.enum(DESTINATION_SOURCES),
  set_at: time,
});
export type Destination = z.infer<typeof DestinationSchema>;

/**
 * Issue 15: the arrival estimate as every view shows it ("arriving in about 8 min, 14:32"):
 * seconds from `computed_at`, the expected time of day (`arrival_at`, unix seconds) and, when
 * `ranged`, the range low to high to show instead of one figure. Null without a destination.
 */
export const EstimateSchema = z.object({
  seconds: z.number(),
  low_seconds: z.number(),
  high_seconds: z.number(),
  arrival_at: time,
  computed_at: time,
  ranged: z.boolean(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

/** The business's colours on the tracking page; null logo without one. */
export const TripBrandingSchema = z.object({
  logo_url: maybeText,
  header_color: z.string(),
  text_color: z.string(),
  button_text_color: z.string(),
});
export type TripBranding = z.infer<typeof TripBrandingSchema>;

/** GET, PATCH and POST /api/brandings: a business's colours and logo. */
export const BrandingSchema = z.object({ business_id: z.string(), ...TripBrandingSchema.shape });
export type Branding = z.infer<typeof BrandingSchema>;

/**
 * What anyone holding the tracking link receives: GET /api/trips/{id} and the stream's `trip`
 * event. No notes, no review text, the phone masked, the courier's last name as an initial.
 */
export const PublicTripSchema = z.object({
  ...TripIdsSchema.shape,
  start_time: time,
  arrived_time: maybeTime,
  end_time: maybeTime,
  createdAt: time,
  ...RouteSchema.shape,
  distance_km: z.number(),
  valid: z.boolean(),
  rating: z.nullable(z.number()),
  selected: ReviewChoicesSchema,
  branch_name: z.string(),
  delivery_user_first_name: z.string(),
  delivery_user_last_name: z.string(),
  customer_phone_number: z.string(),
  company_name: z.string(),
  /** The courier's own number, for the customer's "contact courier" links. */
  courier_phone: z.string(),
  branding: TripBrandingSchema,
  /** Issue 15: whether a destination is known (never where), and the estimate to it. */
  has_destination: z.boolean(),
  estimate: z.nullable(EstimateSchema),
  /** The proof-of-delivery photo, only once ended and only if the business shows it to customers. */
  delivery_photo_url: maybeText,
});
export type PublicTrip = z.infer<typeof PublicTripSchema>;

/** A trip as the business sees it in lists (API.md field names), without its route. */
export const AdminTripSummarySchema = z.object({
  ...TripIdsSchema.shape,
  tracking_url: z.string(),
  start_time: time,
  arrived_time: maybeTime,
  end_time: maybeTime,
  createdAt: time,
  point_count: z.number(),
  distance_km: z.number(),
  last_update_time: maybeTime,
  status: z.enum(TRIP_STATUSES),
  valid: z.boolean(),
  rating: z.nullable(z.number()),
  selected: ReviewChoicesSchema,
  remarks: maybeText,
  improvement: maybeText,
  delivery_user_notes: maybeText,
  admin_notes: maybeText,
  branch_id: z.string(),
  branch_name: z.string(),
  courier_id: z.string(),
  delivery_user_first_name: z.string(),
  delivery_user_last_name: z.string(),
  customer_phone_number: z.string(),
  ended_by_role: z.nullable(z.enum(ENDED_BY_ROLES)),
  ended_by_name: maybeText,
  end_note: maybeText,
  /** Issue 15: the destination, the estimate to it and the proof of delivery. */
  destination: z.nullable(DestinationSchema),
  estimate: z.nullable(EstimateSchema),
  delivery_photo_url: maybeText,
  recipient_name: maybeText,
  /** Issue 16: the order reference of a delivery another system created, null otherwise. */
  order_reference: maybeText,
});
export type AdminTripSummary = z.infer<typeof AdminTripSummarySchema>;

/** Everything the business may see of a trip, route included (arrival, end, the monitor). */
export const AdminTripSchema = z.extend(AdminTripSummarySchema, RouteSchema.shape);
export type AdminTrip = z.infer<typeof AdminTripSchema>;

/** A trip in the courier's own list of the day: the business's view less its own notes. */
export const CourierTripSummarySchema = z.omit(AdminTripSummarySchema, { admin_notes: true, end_note: true });
export type CourierTripSummary = z.infer<typeof CourierTripSummarySchema>;

/** A courier's answer to their arrival and end: their view of the trip with its route. */
export const CourierTripAnswerSchema = z.extend(CourierTripSummarySchema, RouteSchema.shape);
export type CourierTripAnswer = z.infer<typeof CourierTripAnswerSchema>;

/** GET /api/courier/trips. */
export const CourierTripListSchema = z.object({ data: z.array(CourierTripSummarySchema) });
export type CourierTripList = z.infer<typeof CourierTripListSchema>;

/**
 * A courier's own trip as the courier app resumes it: enough to show the trip screen again on
 * any phone (the last point continues the route and the distance), nothing of the review.
 */
export const CourierTripSchema = z.object({
  ...TripIdsSchema.shape,
  tracking_url: z.string(),
  customer_phone_number: z.string(),
  start_time: time,
  arrived_time: maybeTime,
  end_time: maybeTime,
  status: z.enum(TRIP_STATUSES),
  point_count: z.number(),
  distance_km: z.number(),
  last_point: z.nullable(TrackPointSchema),
  ended_by_role: z.nullable(z.enum(ENDED_BY_ROLES)),
  ended_by_name: maybeText,
  /** Issue 15: where the delivery goes (null once it has ended) and the estimate to it. */
  destination: z.nullable(DestinationSchema),
  estimate: z.nullable(EstimateSchema),
});
export type CourierTrip = z.infer<typeof CourierTripSchema>;

/**
 * GET /api/courier/open_trips: the courier's deliveries started and not ended nor abandoned,
 * newest first, and whether the business lets a courier run several at once.
 */
export const OpenTripsSchema = z.object({
  data: z.array(CourierTripSchema),
  allow_several_trips: z.boolean(),
});
export type OpenTrips = z.infer<typeof OpenTripsSchema>;

/** POST /api/trips answers 201 with the new trip and the open ones it ended first, if asked to. */
export const StartedTripSchema = z.object({
  ...TripIdsSchema.shape,
  tracking_url: z.string(),
  ended_trip_ids: z.array(z.string()),
});
export type StartedTrip = z.infer<typeof StartedTripSchema>;

/** POST /api/trips/{id}/coordinates: the trip's totals once the batch is stored. */
export const PointTotalsSchema = z.object({ point_count: z.number(), distance_km: z.number() });
export type PointTotals = z.infer<typeof PointTotalsSchema>;

/**
 * Issue 15: POST /api/trips/{id}/coordinates answers the totals and, so the courier app learns of
 * a pin the customer dropped later, the trip's destination and estimate (null when none).
 */
export const CoordinatesAnswerSchema = z.object({
  ...PointTotalsSchema.shape,
  destination: z.nullable(DestinationSchema),
  estimate: z.nullable(EstimateSchema),
});
export type CoordinatesAnswer = z.infer<typeof CoordinatesAnswerSchema>;

/**
 * Issue 15: GET /api/courier/remembered_destination: where the business last delivered to this
 * phone number (`delivered_at` is that trip's start, unix seconds), or null when it never had a
 * destination, the trips are gone, or the business turned remembering off.
 */
export const RememberedDestinationSchema = z.object({
  destination: z.nullable(z.object({ lat: z.number(), lng: z.number(), delivered_at: time })),
});
export type RememberedDestination = z.infer<typeof RememberedDestinationSchema>;

/** GET /api/trips/{id}/route: the whole route of one of the business's trips (the reports' map). */
export const TripRouteSchema = z.object({ ...TripIdsSchema.shape, ...RouteSchema.shape });
export type TripRoute = z.infer<typeof TripRouteSchema>;
