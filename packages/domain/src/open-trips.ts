import { z } from 'zod';
import { requiredOrInvalid } from './validation';

/** Issue 10: the note an admin leaves when ending a stuck delivery from the monitor. */
export const ADMIN_END_NOTE_MAX_LENGTH = 500;

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
