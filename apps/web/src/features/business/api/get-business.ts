import { BusinessSchema } from '@rutaviva/domain';
import { useBusinessResource } from '../../../lib/api-hooks';

export const businessKey = (businessId: string | null) => ['business', businessId] as const;

/** GET /api/business?business_id=… → Business; 404 for an unknown or foreign id. */
export function useBusiness(businessId: string | null) {
  return useBusinessResource(businessKey(businessId), '/api/business', BusinessSchema, businessId);
}
