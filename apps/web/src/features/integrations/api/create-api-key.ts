import { type ApiKeyCreate, type CreatedApiKey, CreatedApiKeySchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { apiKeysKey } from './get-api-keys';

/** POST /api/api_keys {name, scopes} → 201 the key's row and the whole key, once; 400; 409 too_many_api_keys. */
async function createApiKey(input: ApiKeyCreate): Promise<CreatedApiKey> {
  return parseResponse(CreatedApiKeySchema, await api.post('/api/api_keys', input));
}

export function useCreateApiKey() {
  return useApiMutation(createApiKey, { refetchAfter: apiKeysKey });
}
