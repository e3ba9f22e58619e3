import { z } from 'zod/mini';
import { REVIEW_CHOICES } from './trips';

const ReviewChoicesSchema = z.array(z.enum(REVIEW_CHOICES));

/** One review in GET /api/reviews. */
export const ReviewItemSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  rating: z.number(),
  selected: ReviewChoicesSchema,
  remarks: z.nullable(z.string()),
  improvement: z.nullable(z.string()),
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

/** PATCH /api/trips/{id} by the customer: the review as stored. */
export const ReviewedTripSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  rating: z.number(),
  selected: ReviewChoicesSchema,
});
export type ReviewedTrip = z.infer<typeof ReviewedTripSchema>;

/** PATCH /api/trips/{id} by the business's admin: its notes as stored, null once cleared. */
export const AdminNotesSavedSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  admin_notes: z.nullable(z.string()),
});
export type AdminNotesSaved = z.infer<typeof AdminNotesSavedSchema>;

/** The business stream's `reviewed` event: the review as the customer sent it. */
export const ReviewedEventSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  rating: z.number(),
  selected: ReviewChoicesSchema,
  remarks: z.optional(z.string()),
  improvement: z.optional(z.string()),
});
export type ReviewedEvent = z.infer<typeof ReviewedEventSchema>;
