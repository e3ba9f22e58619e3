import { registerMessages } from '../../lib/i18n';
import { billingEn } from '../../lib/i18n/billing.en';
import { billingEs } from '../../lib/i18n/billing.es';

/** The billing pages' words, loaded with them rather than on every page's first load. */
export function registerBillingMessages() {
  registerMessages('billing', billingEn, billingEs);
}
