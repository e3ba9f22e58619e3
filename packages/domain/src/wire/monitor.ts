import { z } from 'zod/mini';
import { TrackPointSchema } from './points';
import { CourierSchema } from './team';
import { AdminTripSummarySchema } from './trips';

/** What a courier is doing, as the monitor shows it (issue 10). */
export const COURIER_ACTIVITIES = ['on_delivery', 'idle', 'never_seen', 'inactive'] as const;
export type CourierActivity = (typeof COURIER_ACTIVITIES)[number];

/** The newest position a courier's phone sent, with the phone's time of it (unix seconds). */
export const LastPositionSchema = TrackPointSchema;
export type LastPosition = z.infer<typeof LastPositionSchema>;

/** A delivery the courier has under way, in the few words the monitor's roster needs. */
export const OpenTripSchema = z.pick(AdminTripSummarySchema, {
  trip_id: true,
  generated_trip_id: true,
  start_time: true,
  arrived_time: true,
});
export type OpenTrip = z.infer<typeof OpenTripSchema>;

/**
 * One courier on the monitor: who, where they were last seen and what they are doing.
 * GET /api/monitor/couriers answers a list of these; the business stream sends the same list
 * (`couriers`) when it opens and one (`courier_updated`) when the team page changes a courier.
 */
export const MonitorCourierSchema = z.object({
  ...z.pick(CourierSchema, {
    id: true,
    name: true,
    last_name: true,
    cell_phone: true,
    branch_id: true,
    branch_name: true,
    active: true,
  }).shape,
  activity: z.enum(COURIER_ACTIVITIES),
  last_position: z.nullable(LastPositionSchema),
  /** Newest first; usually none or one. */
  open_trips: z.array(OpenTripSchema),
});
export type MonitorCourier = z.infer<typeof MonitorCourierSchema>;

export const MonitorCouriersSchema = z.object({ data: z.array(MonitorCourierSchema) });
export type MonitorCouriers = z.infer<typeof MonitorCouriersSchema>;
