import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/hooks';
import { ApiKeysSection } from './api-keys-section';
import { registerIntegrationsMessages } from './messages';
import { registerWebhooksMessages } from './webhook-words';
import { WebhooksSection } from './webhooks-section';
import './integrations.css';

registerIntegrationsMessages();
registerWebhooksMessages();

/**
 * Issue 16: what connects the business's other systems to RutaViva: its API keys, and under them
 * the webhooks that tell those systems about each delivery.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('integrations.title'));
  return (
    <div className="container container--medium page integrations-page">
      <PageHeader
        title={t('integrations.title')}
        subtitle={t('integrations.subtitle')}
        actions={
          <a className="btn btn--secondary btn--md" href="/api/docs" target="_blank" rel="noreferrer">
            <span>{t('integrations.docs')}</span>
            <ExternalLinkIcon size={18} />
          </a>
        }
      />
      <div className="stack integrations-page__sections">
        <ApiKeysSection />
        <WebhooksSection />
      </div>
    </div>
  );
}
