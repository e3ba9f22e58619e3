import { type ReportWords, reportWords } from '@rutaviva/domain';
import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n';
import { useStoredValue } from '../../lib/storage';

/**
 * The CSV's column and choice words for this language and country ("Repartidor", "Motorizado"…),
 * so a column on screen has the name it has in the exported file.
 */
export function useReportWords(): ReportWords {
  const language = useLanguage();
  const countryIso = useStoredValue('country_iso');
  return useMemo(() => reportWords(language, countryIso), [language, countryIso]);
}
