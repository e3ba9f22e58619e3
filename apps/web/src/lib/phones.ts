import { formatPhone } from '@rutaviva/domain';
import { useCallback } from 'react';
import { useStoredValue } from './storage';

/**
 * Phones as an admin reads them: the business's own country's numbers in national form, others
 * in international form (formatPhone).
 */
export function usePhoneText(): (e164: string) => string {
  const country = useStoredValue('country_iso');
  return useCallback((e164: string) => formatPhone(e164, country), [country]);
}
