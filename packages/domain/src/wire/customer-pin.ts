import { z } from 'zod/mini';

/**
 * Issue 15: what PUT and DELETE /api/trips/{generated_trip_id}/destination answer. Only whether
 * the trip has a destination now: the public side never reads a place back from the server, not
 * even the one it just sent (the tracking page remembers its own pin).
 */
export const CustomerPinAnswerSchema = z.object({ has_destination: z.boolean() });
export type CustomerPinAnswer = z.infer<typeof CustomerPinAnswerSchema>;
