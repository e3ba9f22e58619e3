import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { isTimeZone } from './report-format';
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

/**
 * Issue 15: columns the CSV adds after the spec's 17, which keep their order: the proof of
 * delivery photo's address (absolute, PUBLIC_URL-based; it opens for those allowed) and who
 * received the parcel. Empty when there is none.
 */
export const PROOF_COLUMNS = ['delivery_photo_url', 'recipient_name'] as const;
/** Issue 16: after those, the order reference of a delivery another system created. */
export const INTEGRATION_COLUMNS = ['order_reference'] as const;
/** Every column of the CSV, in the file's order. */
export const CSV_COLUMNS = [...EXPORT_COLUMNS, ...PROOF_COLUMNS, ...INTEGRATION_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
