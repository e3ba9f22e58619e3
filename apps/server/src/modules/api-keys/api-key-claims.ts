import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { ApiKeyClaimsOf, SessionClaims } from '../../lib/tokens';

/** "Last used" is written at most this often per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Finds a live key by its digest (issue 16) and stands it for the admin who created it, so every
 * service keeps reading `businessId` (and the admin's language) as for a session. A key whose
 * creator no longer exists opens nothing.
 */
export function apiKeyClaimsOf(db: Db, clock: Clock): ApiKeyClaimsOf {
  const lastWritten = new Map<string, number>();
  return async (digest) => {
    const key = await db
      .selectFrom('api_keys')
      .select(['id', 'business_id', 'created_by', 'scopes'])
      .where('secret_hash', '=', digest)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!key?.created_by) return null;
    const now = clock.now();
    const written = lastWritten.get(key.id);
    if (written === undefined || now.getTime() - written >= LAST_USED_RESOLUTION_MS) {
      if (lastWritten.size >= 10_000) lastWritten.clear();
      lastWritten.set(key.id, now.getTime());
      await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
    }
    const claims: SessionClaims = {
      userId: key.created_by,
      businessId: key.business_id,
      role: 'admin',
      apiKey: { id: key.id, scopes: key.scopes },
    };
    return claims;
  };
}
