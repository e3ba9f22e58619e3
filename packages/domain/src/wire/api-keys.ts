import { z } from 'zod/mini';
import { API_KEY_SCOPES } from './integrations';

/**
 * Issue 16: an API key as the admin's list shows it. Never the key itself: only its first
 * characters (`prefix`), so two keys can be told apart. Times are unix seconds.
 */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `rv_` and the key's next six characters. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.number(),
  /** Null until the key is first used; written at most once a minute. */
  last_used_at: z.nullable(z.number()),
  /** The admin who created it; null once that account is gone. */
  created_by: z.nullable(z.object({ id: z.string(), full_name: z.string() })),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** GET /api/api_keys: the business's active keys, newest first. */
export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** POST /api/api_keys: the new key's row and, this once, the whole key. */
export const CreatedApiKeySchema = z.object({
  ...ApiKeySchema.shape,
  /** The full key (`rv_` and 43 characters): shown now and never again. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
