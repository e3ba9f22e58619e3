import { z } from 'zod/mini';
import { MonitorCourierSchema } from './monitor';
import { TrackPointSchema } from './points';
import { ReviewedEventSchema } from './reviews';
import {
  AdminTripSchema,
  DestinationSchema,
  EstimateSchema,
  PointTotalsSchema,
  PublicTripSchema,
  TripIdsSchema,
} from './trips';

/** POST /pusher/portal_auth: the token, valid 60 seconds, that opens a business's stream. */
export const ChannelAuthSchema = z.object({ auth: z.string().check(z.minLength(1)) });
export type ChannelAuth = z.infer<typeof ChannelAuthSchema>;

/** `coordinates`: the points a batch added, in time order, and the trip's new totals. */
export const CoordinatesEventSchema = z.object({
  ...TripIdsSchema.shape,
  points: z.array(TrackPointSchema),
  ...PointTotalsSchema.shape,
});
export type CoordinatesEvent = z.infer<typeof CoordinatesEventSchema>;

/**
 * `arrived` and `ended`: the trip's times only. The same frame goes to the public stream, so
 * nothing private (notes, who ended it) is in it.
 */
export const TripTimesEventSchema = z.pick(PublicTripSchema, {
  trip_id: true,
  generated_trip_id: true,
  start_time: true,
  arrived_time: true,
  end_time: true,
  valid: true,
  distance_km: true,
});
export type TripTimesEvent = z.infer<typeof TripTimesEventSchema>;

/**
 * Issue 15, `estimate`: the arrival estimate changed (a batch of points, a new destination). The
 * public stream gets it too, so it says only whether a destination is known, never where.
 */
export const EstimateEventSchema = z.object({
  ...TripIdsSchema.shape,
  has_destination: z.boolean(),
  estimate: z.nullable(EstimateSchema),
});
export type EstimateEvent = z.infer<typeof EstimateEventSchema>;

/** Issue 15, `destination` (business stream only): where the delivery goes now, or null once cleared. */
export const DestinationEventSchema = z.object({
  ...TripIdsSchema.shape,
  destination: z.nullable(DestinationSchema),
});
export type DestinationEvent = z.infer<typeof DestinationEventSchema>;

/** Issue 15, `delivery_proof` (business stream only): the photo and recipient arrived. */
export const DeliveryProofEventSchema = z.object({
  ...TripIdsSchema.shape,
  delivery_photo_url: z.nullable(z.string()),
  recipient_name: z.nullable(z.string()),
});
export type DeliveryProofEvent = z.infer<typeof DeliveryProofEventSchema>;

/** One trip's public stream, by SSE event name (API.md): `trip` first, then the changes. */
export const TRIP_STREAM_EVENTS = {
  trip: PublicTripSchema,
  coordinates: CoordinatesEventSchema,
  arrived: TripTimesEventSchema,
  ended: TripTimesEventSchema,
  estimate: EstimateEventSchema,
};

/**
 * A business's stream for the monitor (DESIGN §5a): the whole picture (`trips`, `couriers`)
 * when it opens or catches up, then each change.
 */
export const BUSINESS_STREAM_EVENTS = {
  trips: z.object({ trips: z.array(AdminTripSchema) }),
  couriers: z.object({ couriers: z.array(MonitorCourierSchema) }),
  courier_updated: MonitorCourierSchema,
  trip_started: AdminTripSchema,
  coordinates: CoordinatesEventSchema,
  arrived: TripTimesEventSchema,
  ended: TripTimesEventSchema,
  reviewed: ReviewedEventSchema,
  estimate: EstimateEventSchema,
  destination: DestinationEventSchema,
  delivery_proof: DeliveryProofEventSchema,
};

/** How any stream may end: its permission ran out (the admin's session ended: ask again), or the server failed. */
export const STREAM_END_EVENTS = {
  reauthorize: z.object({}),
  error: z.object({ code: z.string() }),
};

type EventSchemas = Record<string, z.ZodMiniType>;
/** `{ event, data }` for each event name of a map of schemas. */
export type EventOf<Events extends EventSchemas> = {
  [Name in keyof Events & string]: { event: Name; data: z.infer<Events[Name]> };
}[keyof Events & string];

export type TripStreamEvent = EventOf<typeof TRIP_STREAM_EVENTS>;
export type BusinessStreamEvent = EventOf<typeof BUSINESS_STREAM_EVENTS>;
/** Every event a stream can carry: what the bus publishes and what the hub writes. */
export type StreamEvent = TripStreamEvent | BusinessStreamEvent | EventOf<typeof STREAM_END_EVENTS>;

/**
 * One SSE message read with the schema of its event name; null for an event the map does not
 * know or data that does not match it (the next whole picture puts the reader right).
 */
export function readStreamEvent<Events extends EventSchemas>(
  events: Events,
  name: string,
  json: string,
): EventOf<Events> | null {
  const schema = Object.hasOwn(events, name) ? events[name] : undefined;
  if (!schema) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? ({ event: name, data: parsed.data } as EventOf<Events>) : null;
}
