import type { BillingMessages } from './billing.en';
import type { Messages } from './en';
import type { ApiKeysMessages, IntegrationsMessages } from './integrations.en';
import type { LegalMessages } from './legal.en';
import type { PrepaidMessages } from './prepaid.en';
import type { SalesMessages } from './sales.en';
import type { SiteMessages } from './site.en';
import type { ToursMessages } from './tours.en';
import type { WebhooksMessages } from './webhooks.en';

/** Makes `t('key')` a compile error when the key does not exist. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // A feature's own messages load with its pages (registerMessages) but are typed here too.
    resources: {
      translation: Messages & {
        billing: BillingMessages;
        site: SiteMessages;
        legal: LegalMessages;
        sales: SalesMessages;
        prepaid: PrepaidMessages;
        tours: ToursMessages;
        integrations: IntegrationsMessages;
        apiKeys: ApiKeysMessages;
        webhooks: WebhooksMessages;
      };
    };
  }
}
