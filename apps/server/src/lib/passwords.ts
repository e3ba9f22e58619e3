import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * New hashes: N=2^15, r=8, p=3, one of the settings OWASP's password storage cheat sheet lists
 * for scrypt (as strong as N=2^17 with p=1, but 32 MiB of memory per hash instead of 128 MiB, so
 * a burst of logins on a small server stays within its memory). About three times the work of the
 * N=2^15, p=1 of earlier versions, whose hashes are replaced at each account's next login.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
/**
 * scrypt refuses to use more than this: 128·N·r bytes is what one hash needs (32 MiB today); the
 * room above lets a stored hash of up to N=2^17 be verified.
 */
const MAX_MEMORY = 160 * 1024 * 1024;

const costOf = (stored: string): ScryptCost | undefined => {
  const [scheme, n, r, p] = stored.split('$');
  if (scheme !== 'scrypt') return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  return Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0) ? cost : undefined;
};

/** scrypt hash stored as `scrypt$N$r$p$salt$key`, so the cost can rise and old hashes still verify. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  const [, , , , salt, key] = stored.split('$');
  if (!cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...cost,
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made at another cost than today's: hash the password again at login. */
export function needsRehash(stored: string): boolean {
  const cost = costOf(stored);
  return !cost || cost.N !== PASSWORD_COST.N || cost.r !== PASSWORD_COST.r || cost.p !== PASSWORD_COST.p;
}

/**
 * After a wrong password against a hash of a lower cost than today's, a hash that matches nothing
 * whose work makes up the difference: the answer then takes as long as for an unknown account, so
 * timing does not tell which accounts exist. Undefined when the stored hash is at today's cost.
 */
export function timingPadFor(stored: string): string | undefined {
  if (!needsRehash(stored)) return undefined;
  const cost = costOf(stored);
  const sameShape =
    cost && cost.N === PASSWORD_COST.N && cost.r === PASSWORD_COST.r && cost.p < PASSWORD_COST.p;
  // The same N and r: p more rounds of the same work; anything else pays today's whole cost again.
  const p = sameShape ? PASSWORD_COST.p - cost.p : PASSWORD_COST.p;
  return `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;
}

/** A hash that matches no password, so unknown emails cost the same time as wrong passwords. */
export const DUMMY_PASSWORD_HASH = `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;
