import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES, fieldMessage } from '@rutaviva/domain';
import { useCallback } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { ApiError } from './api';
import { useLanguage } from './i18n';

/**
 * Form errors hold field codes (zod issue messages and server codes alike); this turns one into
 * the text of the current language, so switching language re-translates errors on screen.
 */
export function useFieldErrorText() {
  const language = useLanguage();
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const code = error?.message;
      if (!code) return undefined;
      if (!(code in FIELD_MESSAGES) && code in ERROR_MESSAGES) return errorMessage(code, language);
      return fieldMessage(code, language);
    },
    [language],
  );
}

/**
 * The props that tie one of components/field's inputs to a react-hook-form field: its registration
 * and its error in the current language, as `<TextField label={…} {...field('email')} />`.
 */
export function useFieldBinding<T extends FieldValues, C = unknown, O = T>(form: UseFormReturn<T, C, O>) {
  const errorText = useFieldErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: errorText(get(errors, name)),
  });
}

/** A number input's registration option: an empty input is no value rather than 0. */
export const optionalNumber = {
  setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
};

/**
 * Puts the server's field errors under their inputs ("email", "branch_names.1").
 * Returns the paths it placed, so callers can react (e.g. go back to the step that has them).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  formPaths: readonly string[],
): string[] {
  const placed: string[] = [];
  for (const [path, field] of Object.entries(error.fields)) {
    const root = path.split('.')[0] ?? path;
    if (!formPaths.includes(root)) continue;
    setError(path as Path<T>, { type: 'server', message: field.code }, { shouldFocus: placed.length === 0 });
    placed.push(path);
  }
  return placed;
}
