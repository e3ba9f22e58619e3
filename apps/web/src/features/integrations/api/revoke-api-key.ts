import { api } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { apiKeysKey } from './get-api-keys';

/** DELETE /api/api_keys/{id} → 204; 404 when it is already gone (the list is read again either way). */
async function revokeApiKey(id: string): Promise<void> {
  await api.delete(`/api/api_keys/${encodeURIComponent(id)}`);
}

export function useRevokeApiKey() {
  return useApiMutation(revokeApiKey, { refetchAfter: apiKeysKey });
}
