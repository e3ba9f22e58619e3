import { LanguageSchema, type SalespersonSession } from '@rutaviva/domain';
import { queryClient } from './query-client';
import { storage, useStoredValue } from './storage';

/** Every salesperson query starts with this key, so a sign-out forgets them all at once. */
export const SALES_QUERY_ROOT = 'sales' as const;

/** The salesperson's token, or null: the admin session is never read or touched here. */
export function useSalespersonToken(): string | null {
  return useStoredValue('salesperson_token');
}

/** POST /api/salesperson/login succeeded: keep the token; the language follows theirs unless chosen. */
export function startSalespersonSession(
  session: SalespersonSession,
  applyLanguage: (language: 'spanish' | 'english') => void,
) {
  queryClient.removeQueries({ queryKey: [SALES_QUERY_ROOT] });
  storage.set('salesperson_token', session.jwt_token);
  if (!LanguageSchema.safeParse(storage.get('language')).success) applyLanguage(session.salesperson.language);
}

/** Sign-out, or a 401 from a salesperson call: only the salesperson's session ends. */
export function endSalespersonSession() {
  storage.set('salesperson_token', null);
  queryClient.removeQueries({ queryKey: [SALES_QUERY_ROOT] });
}
