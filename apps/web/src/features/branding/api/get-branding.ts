import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { type Branding, BrandingSchema } from '../branding-schema';

export const brandingKey = (businessId: string | null) => ['branding', businessId] as const;

/** GET /api/brandings?business_id=… → the business's logo and colours (defaults when never set). */
async function getBranding(businessId: string, signal: AbortSignal): Promise<Branding> {
  const payload = await api.get('/api/brandings', { query: { business_id: businessId }, signal });
  return parseResponse(BrandingSchema, payload);
}

export function useBranding(businessId: string | null) {
  return useQuery({
    queryKey: brandingKey(businessId),
    queryFn: ({ signal }) => getBranding(businessId ?? '', signal),
    enabled: businessId !== null,
  });
}
