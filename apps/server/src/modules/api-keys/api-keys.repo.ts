import type { ApiKeyScope } from '@rutaviva/domain';
import type { Db } from '../../db/database';

/** A key's row as the list shows it, with the name of the admin who created it. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  created_by: string | null;
  creator_name: string | null;
}

function keysOfBusiness(db: Db, businessId: string) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.scopes',
      'k.created_at',
      'k.last_used_at',
      'k.created_by',
      'u.full_name as creator_name',
    ])
    .where('k.business_id', '=', businessId)
    .where('k.revoked_at', 'is', null);
}

/** The business's active keys, newest first. */
export async function activeKeys(db: Db, businessId: string): Promise<ApiKeyRow[]> {
  return await keysOfBusiness(db, businessId).orderBy('k.created_at', 'desc').orderBy('k.id').execute();
}

/** One active key of the business; undefined for a revoked one or another business's. */
export async function findActiveKeyOfBusiness(
  db: Db,
  businessId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return await keysOfBusiness(db, businessId).where('k.id', '=', id).executeTakeFirst();
}

/**
 * Locks the business's keys for a creation and counts the active ones: two admins creating keys
 * at once cannot both pass the cap.
 */
export async function lockAndCountActiveKeys(trx: Db, businessId: string): Promise<number> {
  await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().execute();
  const row = await trx
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('business_id', '=', businessId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertKey(
  trx: Db,
  key: {
    businessId: string;
    createdBy: string;
    name: string;
    prefix: string;
    digest: string;
    scopes: ApiKeyScope[];
    createdAt: Date;
  },
): Promise<string> {
  const row = await trx
    .insertInto('api_keys')
    .values({
      business_id: key.businessId,
      created_by: key.createdBy,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.digest,
      scopes: key.scopes,
      created_at: key.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames an active key or changes its scopes (at least one); false when there is no such key. */
export async function updateKey(
  db: Db,
  businessId: string,
  id: string,
  changes: { name?: string; scopes?: ApiKeyScope[] },
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set(changes)
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes an active key of the business; false when there is no such key. */
export async function revokeKey(db: Db, businessId: string, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
