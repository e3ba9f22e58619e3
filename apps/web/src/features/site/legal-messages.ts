import { registerMessages } from '../../lib/i18n';
import { legalEn } from '../../lib/i18n/legal.en';
import { legalEs } from '../../lib/i18n/legal.es';

/** The words of /about_us and /terms_and_conditions, loaded with those pages only. */
export function registerLegalMessages() {
  registerMessages('legal', legalEn, legalEs);
}
