import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

/** A field code per bad path, e.g. { password: 'password_too_short', 'branch_names.1': 'required' }. */
export type FieldCodes = Record<string, string>;

/** Reads zod issues as field codes (the codes of FIELD_MESSAGES), first issue per field. */
export function fieldCodesFromIssues(issues: readonly z.core.$ZodIssue[]): FieldCodes {
  const fields: FieldCodes = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'unknown_field';
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Missing values read as `required` and wrong types as `invalid_value`, in every schema. */
export const requiredOrInvalid: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'invalid_value';
  if (issue.code === 'invalid_value' || issue.code === 'invalid_format') return 'invalid_value';
  return undefined;
};

/** The error of a choice among fixed values: `required` when missing, else `code`. */
export function choiceError(code: string): z.core.$ZodErrorMap {
  return (issue) => (issue.input === undefined ? 'required' : code);
}

/** A trimmed, non-empty string of at most `max` characters. */
export function text(max: number) {
  return z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });
}

/** A phone number as typed: checked and normalised against the business's country afterwards. */
export const PhoneInputSchema = text(40);

/** A password as typed to sign in or to confirm who you are: the rules apply to new ones only. */
export const TypedPasswordSchema = z
  .string({ error: requiredOrInvalid })
  .min(1, { error: 'required' })
  .max(200, { error: 'too_long' });

export const EmailSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }));

/** SPEC §5: at least 8 characters and no spaces. */
export const PasswordSchema = z
  .string({ error: requiredOrInvalid })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(200, { error: 'too_long' })
  .regex(/^\S+$/, { error: 'password_has_spaces' });
