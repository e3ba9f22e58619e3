import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyUpdate,
  type CreatedApiKey,
  MAX_ACTIVE_API_KEYS,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { newApiKey } from '../../lib/api-keys';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import { presentApiKey } from './api-keys.presenters';
import * as repo from './api-keys.repo';

const keyNotFound = () => new AppError('api_key_not_found', 404);

/**
 * Issue 16: an admin's API keys for other systems. Only an admin's session reaches this service
 * (the routes are not in API_KEY_ROUTES), so a leaked key cannot mint others or hide its tracks.
 * Every lookup is scoped to the admin's business: another business's key answers 404.
 */
export class ApiKeysService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async list(auth: SessionClaims): Promise<ApiKey[]> {
    return (await repo.activeKeys(this.deps.db, auth.businessId)).map(presentApiKey);
  }

  /** The whole key is in this answer alone; only its digest is stored. */
  async create(auth: SessionClaims, input: ApiKeyCreate): Promise<CreatedApiKey> {
    const { db, clock } = this.deps;
    const { key, prefix, digest } = newApiKey();
    const row = await db.transaction().execute(async (trx) => {
      if ((await repo.lockAndCountActiveKeys(trx, auth.businessId)) >= MAX_ACTIVE_API_KEYS) {
        throw new AppError('too_many_api_keys', 409);
      }
      const id = await repo.insertKey(trx, {
        businessId: auth.businessId,
        createdBy: auth.userId,
        name: input.name,
        prefix,
        digest,
        scopes: uniqueScopes(input.scopes),
        createdAt: clock.now(),
      });
      return await repo.findActiveKeyOfBusiness(trx, auth.businessId, id);
    });
    if (!row) throw keyNotFound();
    return { ...presentApiKey(row), key };
  }

  /** A new name or new scopes; a key's new scopes count from its next request. */
  async update(auth: SessionClaims, id: string, changes: ApiKeyUpdate): Promise<ApiKey> {
    const { db } = this.deps;
    if (!isUuid(id)) throw keyNotFound();
    const set = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.scopes === undefined ? {} : { scopes: uniqueScopes(changes.scopes) }),
    };
    if (Object.keys(set).length > 0 && !(await repo.updateKey(db, auth.businessId, id, set))) {
      throw keyNotFound();
    }
    const row = await repo.findActiveKeyOfBusiness(db, auth.businessId, id);
    if (!row) throw keyNotFound();
    return presentApiKey(row);
  }

  /**
   * Every request looks its key up in the database, so a revoked key is refused from the next
   * request on, by every process.
   */
  async revoke(auth: SessionClaims, id: string): Promise<void> {
    const { db, clock } = this.deps;
    if (!isUuid(id) || !(await repo.revokeKey(db, auth.businessId, id, clock.now()))) throw keyNotFound();
  }
}

/** Scopes in one order, whatever order the admin ticked them in. */
function uniqueScopes(scopes: ApiKeyCreate['scopes']): ApiKeyCreate['scopes'] {
  return API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
}
