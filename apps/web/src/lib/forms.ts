import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES, fieldMessage } from '@rutaviva/domain';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
