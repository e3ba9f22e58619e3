import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { ENDED_BY_ROLES } from './open-trips';
import { isTimeZone } from './report-format';
import { REVIEW_CHOICES, type TripFlag } from './trips';
import { requiredOrInvalid } from './validation';

/** SPEC §9 "Trip sort options". */
export const TRIP_SORTS = [
  'date_creation',
  'distance_start_last_update',
  'duration_start_last_update',
  'rating',
] as const;
export type TripSort = z.infer<typeof TripSortSchema>;
export const TripSortSchema = z.enum(TRIP_SORTS, { error: 'invalid_sort' });

export const REPORT_PAGE_SIZE = 25;
export const REPORT_MAX_PAGE_SIZE = 100;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that really exists (no 2026-02-30). */
export const IsoDateSchema = z
  .string({ error: requiredOrInvalid })
  .regex(DATE_PATTERN, { error: 'invalid_date' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    // From 1970: older days mean nothing to a delivery report, and PostgreSQL has no year 0.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1970-01-01';
  }, 'invalid_date');

export const TimeZoneSchema = z.string({ error: requiredOrInvalid }).refine(isTimeZone, 'invalid_time_zone');

const OptionalIdSchema = z
  .string({ error: requiredOrInvalid })
  .uuid({ error: 'invalid_value' })
  .optional()
  .or(z.literal('').transform(() => undefined));

const whole = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(min, { error: 'invalid_value' })
    .max(max, { error: 'invalid_value' })
    .default(fallback);

/** The days are read in `tz` (the viewer's zone; the business country's zone when left out). */
const DateRangeFields = {
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  branch_id: OptionalIdSchema,
  courier_id: OptionalIdSchema,
  tz: TimeZoneSchema.optional(),
};

const endNotBeforeStart = (range: { start_date?: string; end_date?: string }) =>
  !range.start_date || !range.end_date || range.end_date >= range.start_date;
const endBeforeStart = { error: 'end_before_start', path: ['end_date'] };

/** API.md "Trips": the query of GET /api/trips and GET /api/trips/export.csv. */
export const TripReportQuerySchema = z
  .object({
    ...DateRangeFields,
    sort_by: TripSortSchema.default('date_creation'),
    page: whole(1, 100_000, 1),
    page_size: whole(1, REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZE),
    language: z.enum(['spanish', 'english'], { error: 'invalid_value' }).optional(),
  })
  .refine(endNotBeforeStart, endBeforeStart);
export type TripReportQuery = z.infer<typeof TripReportQuerySchema>;

/** GET /api/reviews: dates are optional there (the whole history), and a rating can be picked. */
export const ReviewsQuerySchema = z
  .object({
    ...DateRangeFields,
    start_date: IsoDateSchema.optional(),
    end_date: IsoDateSchema.optional(),
    rating: z.coerce
      .number({ error: 'invalid_rating' })
      .int({ error: 'invalid_rating' })
      .min(RATING_MIN, { error: 'invalid_rating' })
      .max(RATING_MAX, { error: 'invalid_rating' })
      .optional(),
    page: whole(1, 100_000, 1),
    page_size: whole(1, REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZE),
  })
  .refine(endNotBeforeStart, endBeforeStart);
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

/** SPEC §3 "Report export columns", in the spec's order. */
export const EXPORT_COLUMNS = [
  'start_date',
  'branch_name',
  'delivery_user_full_name',
  'trip_start_hour_minute',
  'trip_arrived_time',
  'trip_end_time',
  'time_last_update',
  'trip_arrived_duration',
  'trip_end_duration',
  'duration_start_last_update',
  'trip_distance_so_far',
  'customer_phone_number',
  'rating',
  'selected',
  'remarks',
  'delivery_user_notes',
  'admin_notes',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const RatingsSplitSchema = z.object({
  bad: z.number(),
  okay: z.number(),
  excellent: z.number(),
  unrated: z.number(),
});
export type RatingsSplit = z.infer<typeof RatingsSplitSchema>;

export const ReportTotalsSchema = z.object({
  deliveries: z.number(),
  average_arrival_minutes: z.number(),
  average_end_minutes: z.number(),
  distance_km: z.number(),
  ratings: RatingsSplitSchema,
  flags: z.object({ slow_arrival: z.number(), long_delivery: z.number(), suspicious_arrival: z.number() }),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

const MissingLabelSchema = z
  .enum([
    'trip_never_registered_arrival',
    'trip_not_yet_registered_arrival',
    'never_registered_end',
    'delivery_still_in_progress',
  ])
  .nullable();

/** One row of GET /api/trips (API.md trip fields plus what the row shows). */
export const ReportTripSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  tracking_url: z.string(),
  start_time: z.number(),
  arrived_time: z.number().nullable(),
  end_time: z.number().nullable(),
  last_update_time: z.number().nullable(),
  createdAt: z.number(),
  point_count: z.number(),
  distance_km: z.number(),
  status: z.enum(['in_progress', 'ended', 'abandoned']),
  valid: z.boolean(),
  rating: z.number().nullable(),
  selected: z.array(z.enum(REVIEW_CHOICES)),
  remarks: z.string().nullable(),
  improvement: z.string().nullable(),
  delivery_user_notes: z.string().nullable(),
  admin_notes: z.string().nullable(),
  branch_id: z.string(),
  branch_name: z.string(),
  courier_id: z.string(),
  delivery_user_first_name: z.string(),
  delivery_user_last_name: z.string(),
  customer_phone_number: z.string(),
  ended_by_role: z.enum(ENDED_BY_ROLES).nullable(),
  ended_by_name: z.string().nullable(),
  end_note: z.string().nullable(),
  durations: z.object({
    start_to_arrival_minutes: z.number().nullable(),
    start_to_end_minutes: z.number().nullable(),
    start_to_last_update_minutes: z.number().nullable(),
  }),
  flags: z.array(z.enum(['slow_arrival', 'long_delivery', 'suspicious_arrival'] satisfies TripFlag[])),
  labels: z.object({ arrival: MissingLabelSchema, end: MissingLabelSchema }),
});
export type ReportTrip = z.infer<typeof ReportTripSchema>;

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
      deliveries: z.number(),
      average_arrival_minutes: z.number(),
      average_end_minutes: z.number(),
      ratings: RatingsSplitSchema,
    }),
  ),
});
export type ReportSeries = z.infer<typeof ReportSeriesSchema>;

export const ReviewItemSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  rating: z.number(),
  selected: z.array(z.enum(REVIEW_CHOICES)),
  remarks: z.string().nullable(),
  improvement: z.string().nullable(),
  reviewed_at: z.number(),
  start_time: z.number(),
  branch_id: z.string(),
  branch_name: z.string(),
  courier_id: z.string(),
  delivery_user_first_name: z.string(),
  delivery_user_last_name: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewItemSchema),
  /** The split of every review the filters match, whatever rating is picked. */
  summary: z.object({ total: z.number(), bad: z.number(), okay: z.number(), excellent: z.number() }),
  page: z.number(),
  page_size: z.number(),
  total_count: z.number(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;
