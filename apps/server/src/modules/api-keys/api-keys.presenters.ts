import type { ApiKey } from '@rutaviva/domain';
import { unixSeconds } from '../../lib/clock';
import type { ApiKeyRow } from './api-keys.repo';

/** A key as the admin's list shows it: never its digest, never the key. */
export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: unixSeconds(row.created_at),
    last_used_at: row.last_used_at ? unixSeconds(row.last_used_at) : null,
    created_by:
      row.created_by && row.creator_name !== null
        ? { id: row.created_by, full_name: row.creator_name }
        : null,
  };
}
