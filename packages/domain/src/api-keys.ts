import { z } from 'zod';
import { requiredOrInvalid, text } from './validation';
import { API_KEY_SCOPES } from './wire/integrations';

/** What a key may do: at least one of read and write, each once. */
const ScopesSchema = z
  .array(z.enum(API_KEY_SCOPES, { error: 'invalid_scope' }), { error: requiredOrInvalid })
  .min(1, { error: 'required' })
  .max(API_KEY_SCOPES.length, { error: 'invalid_scope' })
  .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'invalid_scope' });

/** POST /api/api_keys: a name the admin recognises it by, and its scopes. */
export const ApiKeyCreateSchema = z.strictObject({
  name: text(80),
  scopes: ScopesSchema,
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

/** PATCH /api/api_keys/{id}: a new name, new scopes, or both. */
export const ApiKeyUpdateSchema = ApiKeyCreateSchema.partial();
export type ApiKeyUpdate = z.infer<typeof ApiKeyUpdateSchema>;
