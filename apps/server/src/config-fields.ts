import { z } from 'zod';

/** An empty variable (`NAME=` in a .env file) means "not set", as if it were missing. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
export const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

/**
 * Settings that only work together (S3's bucket and keys, PayPal's four): once one is given, each
 * missing one is named, since half a configuration is a mistake and not a choice.
 */
export function requireAllOrNone(
  env: Record<string, unknown>,
  names: readonly string[],
  message: string,
  ctx: z.RefinementCtx,
): void {
  if (!names.some((name) => env[name] !== undefined)) return;
  for (const name of names) {
    if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message });
  }
}
