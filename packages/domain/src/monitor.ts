import { z } from 'zod';
import { requiredOrInvalid } from './validation';
import type { CourierActivity, LastPosition } from './wire/monitor';

export const MonitorCouriersQuerySchema = z.object({
  branch_id: z
    .string({ error: requiredOrInvalid })
    .uuid({ error: 'invalid_branch' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/**
 * On a delivery while one is under way, whatever else is true (a courier deactivated mid-route
 * still finishes it); otherwise inactive, idle once any position is known, or never seen.
 */
export function courierActivity(courier: {
  active: boolean;
  openTrips: number;
  lastPosition: LastPosition | null;
}): CourierActivity {
  if (courier.openTrips > 0) return 'on_delivery';
  if (!courier.active) return 'inactive';
  return courier.lastPosition ? 'idle' : 'never_seen';
}
