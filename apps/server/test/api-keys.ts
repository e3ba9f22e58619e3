import type { ApiKeyScope, Session } from '@rutaviva/domain';
import type { Db } from '../src/db/database';
import { newApiKey } from '../src/lib/api-keys';

/**
 * An API key of the session's business, written straight to the table (the management routes
 * have their own tests): the key to send, and its row's id.
 */
export async function insertApiKey(db: Db, session: Session, scopes: ApiKeyScope[] = ['read', 'write']) {
  const { key, prefix, digest } = newApiKey();
  const row = await db
    .insertInto('api_keys')
    .values({
      business_id: session.business_id,
      created_by: session.user_id,
      name: 'Online store',
      prefix,
      secret_hash: digest,
      scopes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { key, id: row.id, headers: { authorization: `Bearer ${key}` } };
}
