import { type Business, BusinessSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export const businessKey = (businessId: string | null) => ['business', businessId] as const;

/** GET /api/business?business_id=… → Business; 404 for an unknown or foreign id. */
async function getBusiness(businessId: string, signal: AbortSignal): Promise<Business> {
  const payload = await api.get('/api/business', { query: { business_id: businessId }, signal });
  return parseResponse(BusinessSchema, payload);
}

export function useBusiness(businessId: string | null) {
  return useQuery({
    queryKey: businessKey(businessId),
    queryFn: ({ signal }) => getBusiness(businessId ?? '', signal),
    enabled: businessId !== null,
  });
}
