import { type CourierWord, courierWord } from '@rutaviva/domain';
import { useLanguage } from './i18n';
import { useStoredValue } from './storage';

/** "courier(s)", "repartidor(es)", "motorizado(s)"… by language and the business's country. */
export function useCourierWord(): CourierWord {
  return courierWord(useLanguage(), useStoredValue('country_iso'));
}
