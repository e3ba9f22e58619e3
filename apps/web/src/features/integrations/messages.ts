import { registerMessages } from '../../lib/i18n';
import { apiKeysEn, integrationsEn } from '../../lib/i18n/integrations.en';
import { apiKeysEs, integrationsEs } from '../../lib/i18n/integrations.es';

/** The Integrations page's words, loaded with it rather than on every page's first load. */
export function registerIntegrationsMessages() {
  registerMessages('integrations', integrationsEn, integrationsEs);
  registerMessages('apiKeys', apiKeysEn, apiKeysEs);
}
