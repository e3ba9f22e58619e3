import { type MonitorCourier, MonitorCourierSchema } from '@rutaviva/domain';
import { z } from 'zod';

/** The SSE event names of the business channel the monitor listens to (DESIGN §5a). */
export const MONITOR_EVENT_TYPES = [
  'trips',
  'couriers',
  'courier_updated',
  'trip_started',
  'coordinates',
  'arrived',
  'ended',
] as const;

const PointSchema = z.object({ lat: z.number(), lng: z.number() });

/** A live trip as presentTrip() sends it, with only the fields the monitor reads (API.md "Trips"). */
export const StreamTripSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  tracking_url: z.string(),
  start_time: z.number(),
  arrived_time: z.number().nullable(),
  end_time: z.number().nullable(),
  point_count: z.number(),
  distance_km: z.number(),
  branch_id: z.string(),
  branch_name: z
    .string()
    .nullable()
    .transform((name) => name ?? ''),
  courier_id: z.string(),
  delivery_user_first_name: z
    .string()
    .nullable()
    .transform((name) => name ?? ''),
  delivery_user_last_name: z
    .string()
    .nullable()
    .transform((name) => name ?? ''),
  customer_phone_number: z.string(),
  all_coordinates: z.array(PointSchema),
  coordinates_timestamps: z.array(z.number()),
});
export type StreamTrip = z.infer<typeof StreamTripSchema>;

const CoordinatesSchema = z.object({
  generated_trip_id: z.string(),
  points: z.array(PointSchema.extend({ timestamp: z.number() })),
  point_count: z.number(),
  distance_km: z.number(),
});
export type CoordinatesData = z.infer<typeof CoordinatesSchema>;

const TimesSchema = z.object({
  generated_trip_id: z.string(),
  arrived_time: z.number().nullable(),
  end_time: z.number().nullable(),
  distance_km: z.number(),
});
export type TimesData = z.infer<typeof TimesSchema>;

export type MonitorEvent =
  | { type: 'trips'; trips: StreamTrip[] }
  | { type: 'couriers'; couriers: MonitorCourier[] }
  | { type: 'courier_updated'; courier: MonitorCourier }
  | { type: 'trip_started'; trip: StreamTrip }
  | { type: 'coordinates'; data: CoordinatesData }
  | { type: 'arrived' | 'ended'; data: TimesData };

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One SSE frame as a typed event, or null when it is malformed (the next `trips` resynchronises). */
export function parseMonitorEvent(type: string, text: string): MonitorEvent | null {
  const body = readJson(text);
  switch (type) {
    case 'trips': {
      const parsed = z.object({ trips: z.array(StreamTripSchema) }).safeParse(body);
      return parsed.success ? { type, trips: parsed.data.trips } : null;
    }
    case 'couriers': {
      const parsed = z.object({ couriers: z.array(MonitorCourierSchema) }).safeParse(body);
      return parsed.success ? { type, couriers: parsed.data.couriers } : null;
    }
    case 'courier_updated': {
      const parsed = MonitorCourierSchema.safeParse(body);
      return parsed.success ? { type, courier: parsed.data } : null;
    }
    case 'trip_started': {
      const parsed = StreamTripSchema.safeParse(body);
      return parsed.success ? { type, trip: parsed.data } : null;
    }
    case 'coordinates': {
      const parsed = CoordinatesSchema.safeParse(body);
      return parsed.success ? { type, data: parsed.data } : null;
    }
    case 'arrived':
    case 'ended': {
      const parsed = TimesSchema.safeParse(body);
      return parsed.success ? { type, data: parsed.data } : null;
    }
    default:
      return null;
  }
}
