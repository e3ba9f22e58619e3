import { z } from 'zod/mini';
import { AdminTripSummarySchema, REVIEW_CHOICES, TripIdsSchema } from './trips';

/** PATCH /api/trips/{id} by the customer: the review as stored. */
export const ReviewedTripSchema = z.object({
  ...TripIdsSchema.shape,
  rating: z.number(),
  selected: z.array(z.enum(REVIEW_CHOICES)),
});
export type ReviewedTrip = z.infer<typeof ReviewedTripSchema>;

/** The business stream's `reviewed` event: the review as the customer sent it. */
export const ReviewedEventSchema = z.extend(ReviewedTripSchema, {
  remarks: z.optional(z.string()),
  improvement: z.optional(z.string()),
});
export type ReviewedEvent = z.infer<typeof ReviewedEventSchema>;

/** PATCH /api/trips/{id} by the business's admin: its notes as stored, null once cleared. */
export const AdminNotesSavedSchema = z.object({
  ...TripIdsSchema.shape,
  admin_notes: z.nullable(z.string()),
});
export type AdminNotesSaved = z.infer<typeof AdminNotesSavedSchema>;

/** One review in GET /api/reviews: the review, when it came, and whose delivery it rates. */
export const ReviewItemSchema = z.object({
  ...ReviewedTripSchema.shape,
  remarks: z.nullable(z.string()),
  improvement: z.nullable(z.string()),
  reviewed_at: z.number(),
  ...z.pick(AdminTripSummarySchema, {
    start_time: true,
    branch_id: true,
    branch_name: true,
    courier_id: true,
    delivery_user_first_name: true,
    delivery_user_last_name: true,
  }).shape,
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
