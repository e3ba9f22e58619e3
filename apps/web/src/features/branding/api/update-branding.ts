import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { type Branding, type BrandingForm, BrandingSchema } from '../branding-schema';
import { brandingKey } from './get-branding';

export type BrandingUpdate = Partial<BrandingForm> & { remove_logo?: boolean };

/** PATCH /api/brandings (admin) → the saved branding; 400 with fields for a bad colour. */
async function updateBranding(update: BrandingUpdate): Promise<Branding> {
  return parseResponse(BrandingSchema, await api.patch('/api/brandings', update));
}

export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranding,
    onSuccess: (branding) => queryClient.setQueryData(brandingKey(branding.business_id), branding),
  });
}
