import type { Db } from '../../db/database';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsRehash,
  timingPadFor,
  verifyPassword,
} from '../../lib/passwords';
import { upgradePasswordHash } from './auth.repo';

/**
 * Checks a login's password against an account of `accounts` (an admin, a courier or a
 * salesperson). Without an account, or one with no password yet, the dummy hash is checked so the
 * answer takes as long; a wrong password against an older, cheaper hash is padded to today's cost. A match against a hash made at an older cost stores the password hashed at
 * today's (lib/passwords.ts), so every account moves to the new cost at its next login.
 */
export async function checkPassword(
  db: Db,
  accounts: 'users' | 'couriers' | 'salespeople',
  account: { id: string; password_hash: string } | undefined,
  password: string,
): Promise<boolean> {
  const stored = account?.password_hash || DUMMY_PASSWORD_HASH;
  const matches = await verifyPassword(password, stored);
  if (!matches) {
    // A wrong password against an older, cheaper hash: pad to today's cost (timing tells nothing).
    const pad = timingPadFor(stored);
    if (pad) await verifyPassword(password, pad);
    return false;
  }
  if (!account) return false;
  if (needsRehash(stored))
    await upgradePasswordHash(db, accounts, account.id, stored, await hashPassword(password));
  return true;
}
