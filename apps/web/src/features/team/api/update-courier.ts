import { type Courier, CourierSchema, type CourierUpdate } from '@rutaviva/domain';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { couriersKey } from '../../../lib/couriers';

/**
 * SPEC §7 says PUT /api/team answers with the whole response (the courier in `data`), API.md says
 * with the courier itself; both are read, so the page does not depend on which one the server picks.
 */
const AnswerSchema = z.union([
  z.object({ data: CourierSchema }).transform((answer) => answer.data),
  CourierSchema,
]);

/** PUT /api/team {id, …changes} → the courier; 404 for another business's courier; 400; 409 username_taken. */
async function updateCourier(update: CourierUpdate): Promise<Courier> {
  return parseResponse(AnswerSchema, await api.put('/api/team', update));
}

/** Lets the list tell which couriers have a change on the way (useMutationState). */
export const updateCourierKey = [...couriersKey, 'update'] as const;

export function useUpdateCourier() {
  // Read again on failure too: a 404 means the list on screen is out of date.
  return useApiMutation(updateCourier, { mutationKey: updateCourierKey, refetchAfter: couriersKey });
}
