import { fieldCodesFromIssues } from '@rutaviva/domain';
import type { ZodType } from 'zod';
import { invalidInput } from '../../http/errors';

/** Validates a body read by hand (a multipart form) exactly as route schemas do. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput(fieldCodesFromIssues(result.error.issues));
  return result.data;
}
