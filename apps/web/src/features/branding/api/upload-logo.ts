import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { type Branding, type BrandingForm, BrandingSchema } from '../branding-schema';
import { storeBranding } from './update-branding';

export interface LogoUpload extends Partial<BrandingForm> {
  logo: File;
}

/**
 * POST /api/brandings (admin, multipart/form-data) with the `logo` file and the colours → 201 with
 * the saved branding.
 */
async function uploadLogo({ logo, ...colors }: LogoUpload): Promise<Branding> {
  const form = new FormData();
  for (const [name, value] of Object.entries(colors)) {
    if (typeof value === 'string') form.append(name, value);
  }
  form.append('logo', logo, logo.name);
  return parseResponse(BrandingSchema, await api.post('/api/brandings', form));
}

export function useUploadLogo() {
  return useApiMutation(uploadLogo, { onSuccess: storeBranding });
}
