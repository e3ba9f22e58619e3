import { z } from 'zod/mini';

/**
 * SPEC §7: the banner call; null is the standing "none". A module of its own: every admin page
 * asks for the banner, and the rest of billing's shapes load only with the billing pages.
 */
export const SubscriptionBannerSchema = z.object({
  data: z.nullable(z.enum(['trial_expired', 'bad_sub'])),
});
