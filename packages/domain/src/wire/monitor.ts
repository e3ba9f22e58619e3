import { z } from 'zod/mini';
import { TrackPointSchema } from './points';

/** What a courier is doing, as the monitor shows it (issue 10). */
export const COURIER_ACTIVITIES = ['on_delivery', 'idle', 'never_seen', 'inactive'] as const;
export type CourierActivity = (typeof COURIER_ACTIVITIES)[number];

/** The newest position a courier's phone sent, with the phone's time of it (unix seconds). */
export const LastPositionSchema = TrackPointSchema;
export type LastPosition = z.infer<typeof LastPositionSchema>;

/** A delivery the courier has under way, in the few words the monitor's roster needs. */
export const OpenTripSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  start_time: z.number(),
  arrived_time: z.nullable(z.number()),
});
export type OpenTrip = z.infer<typeof OpenTripSchema>;

/**
 * One courier on the monitor: who, where they were last seen and what they are doing.
 * GET /api/monitor/couriers answers a list of these; the business stream sends the same list
 * (`couriers`) when it opens and one (`courier_updated`) when the team page changes a courier.
 */
export const MonitorCourierSchema = z.object({
  id: z.string(),
  name: z.string(),
  last_name: z.string(),
  cell_phone: z.string(),
  branch_id: z.string(),
  branch_name: z.string(),
  active: z.boolean(),
  activity: z.enum(COURIER_ACTIVITIES),
  last_position: z.nullable(LastPositionSchema),
  /** Newest first; usually none or one. */
  open_trips: z.array(OpenTripSchema),
});
export type MonitorCourier = z.infer<typeof MonitorCourierSchema>;

export const MonitorCouriersSchema = z.object({ data: z.array(MonitorCourierSchema) });
export type MonitorCouriers = z.infer<typeof MonitorCouriersSchema>;
