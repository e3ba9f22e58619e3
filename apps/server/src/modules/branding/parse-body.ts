import { fieldCodesFromIssues } from '@rutaviva/domain';
import type { ZodType } from 'zod';
import { invalidInput } from '../../http/errors';
import { nulFields } from '../../http/input-guard';

/** Validates a body read by hand (a multipart form) exactly as route schemas and hooks do. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const nul = nulFields(body);
  if (Object.keys(nul).length > 0) throw invalidInput(nul);
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput(fieldCodesFromIssues(result.error.issues));
  return result.data;
}
