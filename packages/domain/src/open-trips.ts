import { z } from 'zod';
import { requiredOrInvalid } from './validation';

/** Issue 10: the note an admin leaves when ending a stuck delivery from the monitor. */
export const ADMIN_END_NOTE_MAX_LENGTH = 500;

/** Who ended a trip: its courier (stop, or ending it to start another) or an admin. */
export const ENDED_BY_ROLES = ['courier', 'admin'] as const;
export type EndedByRole = (typeof ENDED_BY_ROLES)[number];

/** POST /api/trips/{generated_trip_id}/admin_end: the body is optional. */
export const AdminEndTripSchema = z
  .strictObject({
    note: z
      .string({ error: requiredOrInvalid })
      .trim()
      .max(ADMIN_END_NOTE_MAX_LENGTH, { error: 'too_long' })
      .optional(),
  })
  .nullish();
export type AdminEndTrip = z.infer<typeof AdminEndTripSchema>;

/**
 * A courier's own trip as the courier app resumes it: enough to show the trip screen again on
 * any phone (the last point continues the route and the distance), nothing of the review.
 */
export const CourierTripSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  tracking_url: z.string(),
  customer_phone_number: z.string(),
  start_time: z.number(),
  arrived_time: z.number().nullable(),
  end_time: z.number().nullable(),
  status: z.enum(['in_progress', 'ended', 'abandoned']),
  point_count: z.number(),
  distance_km: z.number(),
  last_point: z.object({ lat: z.number(), lng: z.number(), timestamp: z.number() }).nullable(),
  ended_by_role: z.enum(ENDED_BY_ROLES).nullable(),
  ended_by_name: z.string().nullable(),
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
  trip_id: z.string(),
  generated_trip_id: z.string(),
  tracking_url: z.string(),
  ended_trip_ids: z.array(z.string()),
});
export type StartedTrip = z.infer<typeof StartedTripSchema>;
