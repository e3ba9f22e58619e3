import { useBusinessResource } from '../../../lib/api-hooks';
import { BrandingSchema } from '../branding-schema';

export const brandingKey = (businessId: string | null) => ['branding', businessId] as const;

/** GET /api/brandings?business_id=… → the business's logo and colours (defaults when never set). */
export function useBranding(businessId: string | null) {
  return useBusinessResource(brandingKey(businessId), '/api/brandings', BrandingSchema, businessId);
}
