import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked one is recognisable (and scanners can find it). */
export const API_KEY_PREFIX = 'rv_';
const KEY_PATTERN = /^rv_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows: the prefix and six characters. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

/** A new key (shown to the admin once), what lists show of it, and the digest that is stored. */
export function newApiKey(): { key: string; prefix: string; digest: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), digest: apiKeyDigest(key) };
}

/**
 * SHA-256 of the whole key: 256 random bits need no slow hash, and a lookup by digest costs no
 * more than a session's.
 */
export function apiKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a bearer token is an API key rather than a session's JWT. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function isWellFormedApiKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}
