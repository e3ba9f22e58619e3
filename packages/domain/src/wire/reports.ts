import { z } from 'zod/mini';
import type { MissingTimeLabel, TripFlag } from '../trips';
import { AdminTripSummarySchema } from './trips';

const TRIP_FLAGS = ['slow_arrival', 'long_delivery', 'suspicious_arrival'] as const satisfies TripFlag[];
const MISSING_TIME_LABELS = [
  'trip_never_registered_arrival',
  'trip_not_yet_registered_arrival',
  'never_registered_end',
  'delivery_still_in_progress',
] as const satisfies MissingTimeLabel[];

const minutes = z.nullable(z.number());
const MissingLabelSchema = z.nullable(z.enum(MISSING_TIME_LABELS));

/** One row of GET /api/trips: the business's trip, its durations, flags and missing-time labels. */
export const ReportTripSchema = z.extend(AdminTripSummarySchema, {
  durations: z.object({
    start_to_arrival_minutes: minutes,
    start_to_end_minutes: minutes,
    start_to_last_update_minutes: minutes,
  }),
  flags: z.array(z.enum(TRIP_FLAGS)),
  labels: z.object({ arrival: MissingLabelSchema, end: MissingLabelSchema }),
});
export type ReportTrip = z.infer<typeof ReportTripSchema>;

export const RatingsSplitSchema = z.object({
  bad: z.number(),
  okay: z.number(),
  excellent: z.number(),
  unrated: z.number(),
});
export type RatingsSplit = z.infer<typeof RatingsSplitSchema>;

/** How many deliveries, and their average minutes to arrive and to end. */
const deliveryAverages = {
  deliveries: z.number(),
  average_arrival_minutes: z.number(),
  average_end_minutes: z.number(),
};

/** The totals under the report: every trip the filters match, not only the page. */
export const ReportTotalsSchema = z.object({
  ...deliveryAverages,
  distance_km: z.number(),
  ratings: RatingsSplitSchema,
  flags: z.object({ slow_arrival: z.number(), long_delivery: z.number(), suspicious_arrival: z.number() }),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

/** GET /api/trips. */
export const TripReportSchema = z.object({
  trips: z.array(ReportTripSchema),
  totals: ReportTotalsSchema,
  page: z.number(),
  page_size: z.number(),
  total_count: z.number(),
  time_zone: z.string(),
});
export type TripReport = z.infer<typeof TripReportSchema>;

/** GET /api/reports/daily: the charts' series, one bucket per day, week or month. */
export const ReportSeriesSchema = z.object({
  bucket: z.enum(['day', 'week', 'month']),
  time_zone: z.string(),
  points: z.array(
    z.object({
      /** The bucket's first day, YYYY-MM-DD. */
      date: z.string(),
      ...deliveryAverages,
      ratings: RatingsSplitSchema,
    }),
  ),
});
export type ReportSeries = z.infer<typeof ReportSeriesSchema>;
