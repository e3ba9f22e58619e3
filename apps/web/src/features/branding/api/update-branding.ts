import type { QueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { type Branding, type BrandingForm, BrandingSchema } from '../branding-schema';
import { brandingKey } from './get-branding';

export type BrandingUpdate = Partial<BrandingForm> & { remove_logo?: boolean };

/** A saved branding (patched or with a new logo) is the one the page shows. */
export function storeBranding(branding: Branding, queryClient: QueryClient) {
  queryClient.setQueryData(brandingKey(branding.business_id), branding);
}

/** PATCH /api/brandings (admin) → the saved branding; 400 with fields for a bad colour. */
async function updateBranding(update: BrandingUpdate): Promise<Branding> {
  return parseResponse(BrandingSchema, await api.patch('/api/brandings', update));
}

export function useUpdateBranding() {
  return useApiMutation(updateBranding, { onSuccess: storeBranding });
}
