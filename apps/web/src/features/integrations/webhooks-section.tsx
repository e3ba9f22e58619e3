import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ArrowRightIcon, PlusIcon, PowerIcon, SendIcon, TrashIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { EmptyState } from '../../components/state-message';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useDeleteWebhookEndpoint } from './api/delete-webhook-endpoint';
import { useWebhookEndpoints } from './api/list-webhook-endpoints';
import { useUpdateWebhookEndpoint } from './api/update-webhook-endpoint';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { eventWord, formatDay, registerWebhooksMessages } from './webhook-words';
import './webhooks.css';

registerWebhooksMessages();

/** An endpoint's state in a word: on, off by hand, off because it kept failing, or failing now. */
function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (endpoint.disabled_reason === 'failing') {
    const date = formatDay(endpoint.failing_since ?? endpoint.disabled_at ?? endpoint.created_at, language);
    return (
      <span className="badge webhook-badge--danger">{t('webhooks.status.disabledFailing', { date })}</span>
    );
  }
  if (!endpoint.enabled) return <span className="badge">{t('webhooks.status.admin')}</span>;
  if (endpoint.failing_since !== null) {
    const date = formatDay(endpoint.failing_since, language);
    return <span className="badge webhook-badge--warning">{t('webhooks.status.failing', { date })}</span>;
  }
  return <span className="badge badge--success">{t('webhooks.status.active')}</span>;
}

function EndpointCard({
  endpoint,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onDelete: (endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint();
  return (
    <li className="webhook-endpoint" data-testid="webhook-endpoint">
      <div className="webhook-endpoint__head">
        <div className="webhook-endpoint__name">
          <p className="webhook-endpoint__url">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="webhook-endpoint__description">{endpoint.description}</p>
          ) : null}
        </div>
        <EndpointStatus endpoint={endpoint} />
      </div>
      <ul className="webhook-endpoint__events" aria-label={t('webhooks.form.events')}>
        {endpoint.events.map((event) => (
          <li key={event} className="tag">
            {t(eventWord(event))}
          </li>
        ))}
      </ul>
      {update.error ? <Alert tone="error">{t('webhooks.toggleFailed')}</Alert> : null}
      <div className="webhook-endpoint__actions">
        <ButtonLink
          to={paths.webhookEndpoint(endpoint.id)}
          variant="secondary"
          size="sm"
          icon={<SendIcon size={16} />}
          iconEnd={<ArrowRightIcon size={16} />}
          aria-label={t('webhooks.actions.logLabel', { url: endpoint.url })}
        >
          {t('webhooks.actions.log')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          icon={<PowerIcon size={16} />}
          loading={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
          aria-label={t(endpoint.enabled ? 'webhooks.actions.disableLabel' : 'webhooks.actions.enableLabel', {
            url: endpoint.url,
          })}
        >
          {endpoint.enabled ? t('webhooks.actions.disable') : t('webhooks.actions.enable')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon size={16} />}
          onClick={() => onDelete(endpoint)}
          aria-label={t('webhooks.actions.deleteLabel', { url: endpoint.url })}
        >
          {t('webhooks.actions.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Issue 16: the business's webhook endpoints on the Integrations page; the secret shown once. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  const list = endpoints.data;
  const failing = list?.some((endpoint) => endpoint.disabled_reason === 'failing') ?? false;
  let body: React.ReactNode;
  if (endpoints.isPending) body = <ListSkeleton label={t('webhooks.loading')} />;
  else if (endpoints.error && !list)
    body = (
      <LoadError
        title={t('webhooks.loadFailed')}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
      />
    );
  else if (list && list.length === 0)
    body = (
      <EmptyState
        icon={<SendIcon size={24} />}
        title={t('webhooks.empty.title')}
        body={t('webhooks.empty.body')}
      >
        <Button icon={<PlusIcon size={20} />} onClick={() => setAdding(true)}>
          {t('webhooks.add')}
        </Button>
      </EmptyState>
    );
  else if (list)
    body = (
      <ul className="stack--3 webhook-list">
        {list.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onDelete={setDeleting} />
        ))}
      </ul>
    );

  return (
    <section className="card stack webhooks-section" aria-labelledby="webhooks-title">
      <header className="webhooks-section__header">
        <div className="stack--1">
          <h2 id="webhooks-title" className="card__title">
            {t('webhooks.title')}
          </h2>
          <p className="webhooks-section__intro">{t('webhooks.intro')}</p>
        </div>
        {list && list.length > 0 ? (
          <Button icon={<PlusIcon size={20} />} onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </Button>
        ) : null}
      </header>
      {failing ? (
        <Alert tone="error" title={t('webhooks.failingNotice.title')}>
          {t('webhooks.failingNotice.body')}
        </Alert>
      ) : null}
      {body}
      {adding ? (
        <WebhookEndpointForm
          onClose={() => setAdding(false)}
          onCreated={(endpoint) => {
            setAdding(false);
            setCreated(endpoint);
          }}
        />
      ) : null}
      {created ? <WebhookSecretDialog endpoint={created} onClose={() => setCreated(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('webhooks.confirmDelete.title')}
          description={t('webhooks.confirmDelete.description', { url: deleting.url })}
          confirmLabel={t('webhooks.confirmDelete.confirm')}
          confirmingLabel={t('webhooks.confirmDelete.confirming')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      ) : null}
    </section>
  );
}
