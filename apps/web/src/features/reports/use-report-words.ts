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

/** Numbers as the business's customers write them: es-MX and en-US both use a decimal point. */
export function numberLocale(language: 'spanish' | 'english'): string {
  return language === 'spanish' ? 'es-MX' : 'en-US';
}

export function formatKm(km: number, language: 'spanish' | 'english'): string {
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: km > 0 && km < 100 ? 1 : 0,
    maximumFractionDigits: km < 100 ? 1 : 0,
  }).format(km);
}

export function formatCount(value: number, language: 'spanish' | 'english'): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 }).format(value);
}
