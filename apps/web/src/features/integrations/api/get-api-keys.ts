import { type ApiKey, ApiKeyListSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export const apiKeysKey = ['api-keys'] as const;

/** GET /api/api_keys → the business's active keys, newest first (never a key itself). */
async function getApiKeys(signal: AbortSignal): Promise<ApiKey[]> {
  return parseResponse(ApiKeyListSchema, await api.get('/api/api_keys', { signal })).data;
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => getApiKeys(signal) });
}
