import type { WebhookDelivery } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ArrowLeftIcon, RestartIcon, SendIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { EmptyState, StateCard } from '../../components/state-message';
import { isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useWebhookDeliveries } from './api/get-webhook-deliveries';
import { useWebhookEndpoints } from './api/list-webhook-endpoints';
import { useResendWebhookDelivery } from './api/resend-webhook-delivery';
import { eventWord, formatMoment, registerWebhooksMessages } from './webhook-words';
import './webhooks.css';

registerWebhooksMessages();

const STATUS_BADGE: Record<WebhookDelivery['status'], string> = {
  succeeded: 'badge badge--success',
  pending: 'badge webhook-badge--warning',
  failed: 'badge webhook-badge--danger',
};

/** What the last attempt got: the HTTP status, or why there was none. */
function useResponseText() {
  const { t } = useTranslation();
  return (delivery: WebhookDelivery) => {
    if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
    if (delivery.last_error) {
      const key = `webhooks.errors.${delivery.last_error}` as 'webhooks.errors.timeout';
      return t(key, { defaultValue: delivery.last_error });
    }
    return t('webhooks.log.never');
  };
}

function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const resend = useResendWebhookDelivery(endpointId);
  const responseText = useResponseText();
  const [notice, setNotice] = useState<string | null>(null);
  const onResend = () =>
    resend.mutate(delivery.id, {
      onSuccess: (updated) => setNotice(t('webhooks.log.resent', { result: responseText(updated) })),
      onError: () => setNotice(t('webhooks.log.resendFailed')),
    });
  return (
    <li className="card webhook-delivery" data-testid="webhook-delivery">
      <div className="webhook-delivery__main">
        <p className="webhook-delivery__event">{t(eventWord(delivery.event_type))}</p>
        <p className="webhook-delivery__id">
          <code>{delivery.event_type}</code> · {t('webhooks.log.eventId', { id: delivery.event_id })}
        </p>
      </div>
      <dl className="webhook-delivery__facts">
        <div>
          <dt>{t('webhooks.log.columns.status')}</dt>
          <dd>
            <span className={STATUS_BADGE[delivery.status]}>
              {t(`webhooks.log.deliveryStatus.${delivery.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('webhooks.log.columns.response')}</dt>
          <dd className="webhook-delivery__response">{responseText(delivery)}</dd>
        </div>
        <div>
          <dt>{t('webhooks.log.columns.attempts')}</dt>
          <dd>{t('webhooks.log.attempts', { count: delivery.attempts })}</dd>
        </div>
        <div>
          <dt>{t('webhooks.log.columns.time')}</dt>
          <dd>
            {delivery.last_attempt_at !== null
              ? formatMoment(delivery.last_attempt_at, language)
              : t('webhooks.log.never')}
            {delivery.status === 'pending' && delivery.next_attempt_at !== null ? (
              <span className="webhook-delivery__next">
                {t('webhooks.log.nextAttempt', { time: formatMoment(delivery.next_attempt_at, language) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="webhook-delivery__actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<RestartIcon size={16} />}
          loading={resend.isPending}
          loadingLabel={t('webhooks.log.resending')}
          onClick={onResend}
          aria-label={t('webhooks.log.resendLabel', { id: delivery.event_id })}
        >
          {t('webhooks.log.resend')}
        </Button>
        <span className="webhook-delivery__notice" aria-live="polite">
          {notice}
        </span>
      </div>
    </li>
  );
}

/** Issue 16: one endpoint's delivery log, newest first, with "Send again" on each delivery. */
export function WebhookEndpointPage() {
  const { t } = useTranslation();
  const { endpointId = '' } = useParams();
  const [page, setPage] = useState(1);
  const endpoints = useWebhookEndpoints();
  const log = useWebhookDeliveries(endpointId, page);
  const endpoint = endpoints.data?.find((item) => item.id === endpointId);
  useDocumentTitle(t('webhooks.log.title'));

  const back = (
    <ButtonLink
      to={paths.integrations}
      variant="ghost"
      size="sm"
      icon={<ArrowLeftIcon size={16} />}
      className="webhook-log-page__back"
    >
      {t('webhooks.log.back')}
    </ButtonLink>
  );
  if (isApiError(log.error) && log.error.status === 404) {
    return (
      <div className="container page stack--4">
        {back}
        <StateCard title={t('webhooks.log.notFound')} />
      </div>
    );
  }

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  let body: React.ReactNode;
  if (log.isPending) body = <ListSkeleton label={t('webhooks.log.loading')} />;
  else if (log.error && !data)
    body = (
      <LoadError title={t('webhooks.log.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />
    );
  else if (data && data.data.length === 0)
    body = (
      <EmptyState
        icon={<SendIcon size={24} />}
        title={t('webhooks.log.empty.title')}
        body={t('webhooks.log.empty.body')}
      />
    );
  else if (data)
    body = (
      <>
        <ul className="stack--3 webhook-log" aria-busy={log.isFetching}>
          {data.data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpointId} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="spread webhook-pager" aria-label={t('webhooks.log.title')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('webhooks.log.previous')}
            </Button>
            <span>{t('webhooks.log.page', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('webhooks.log.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <div className="container page stack--4 webhook-log-page">
      {back}
      <PageHeader
        title={t('webhooks.log.title')}
        subtitle={endpoint ? t('webhooks.log.subtitle', { url: endpoint.url }) : '\u00a0'}
        subtitleClassName="webhook-log-page__subtitle"
      />
      {endpoint && endpoint.disabled_reason === 'failing' ? (
        <Alert tone="error" title={t('webhooks.failingNotice.title')}>
          {t('webhooks.failingNotice.body')}
        </Alert>
      ) : null}
      {body}
    </div>
  );
}
