import { registerMessages } from '../../lib/i18n';
import { salesEn } from '../../lib/i18n/sales.en';
import { salesEs } from '../../lib/i18n/sales.es';

/** The salesperson pages' words, loaded with them rather than on every page's first load. */
export function registerSalesMessages() {
  registerMessages('sales', salesEn, salesEs);
}
