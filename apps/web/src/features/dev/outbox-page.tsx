import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { InboxIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { StateCard } from '../../components/state-message';
import { describeError, isApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxItem, useOutbox } from './api/get-outbox';
import './outbox.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** The message text with every URL made a link (the password-reset link is clicked here in e2e). */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const start = match.index ?? 0;
    if (start > offset) nodes.push(<Fragment key={`t${offset}`}>{text.slice(offset, start)}</Fragment>);
    nodes.push(
      <a key={`a${start}`} href={url}>
        {url}
      </a>,
    );
    offset = start + url.length;
  }
  if (offset < text.length) nodes.push(<Fragment key={`t${offset}`}>{text.slice(offset)}</Fragment>);
  return nodes;
}

const isChannel = (value: string): value is OutboxChannel =>
  (OUTBOX_CHANNELS as readonly string[]).includes(value);
const STATUSES = ['outbox', 'queued', 'sending', 'retrying', 'sent', 'failed'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(value);

const statusTone = (status: string) =>
  status === 'sent' ? 'badge--success' : status === 'failed' ? 'outbox-badge--failed' : 'badge--brand';

function OutboxMessage({ item, locale }: { item: OutboxItem; locale: string }) {
  const { t } = useTranslation();
  const date = new Date(item.created_at * 1000);
  return (
    <li className="card stack--2 outbox-item">
      <header className="spread outbox-item__header">
        <div className="cluster outbox-item__meta">
          <span className="badge">
            {isChannel(item.channel) ? t(`outbox.channels.${item.channel}`) : item.channel}
          </span>
          {item.status ? (
            <span className={`badge ${statusTone(item.status)}`}>
              {isStatus(item.status) ? t(`outbox.statuses.${item.status}`) : item.status}
            </span>
          ) : null}
          {item.attempts ? (
            <span className="outbox-item__attempts">{t('outbox.attempts', { count: item.attempts })}</span>
          ) : null}
        </div>
        <time dateTime={date.toISOString()} className="outbox-item__date">
          {date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </header>
      {item.subject ? <h2 className="outbox-item__subject">{item.subject}</h2> : null}
      <p className="outbox-item__to">
        {t('outbox.to')}: <strong>{item.to}</strong>
      </p>
      {item.error ? (
        <p className="outbox-item__error">
          {t('outbox.lastError')}: {item.error}
        </p>
      ) : null}
      <pre className="outbox-item__text">{linkify(item.text)}</pre>
    </li>
  );
}

/** Development only: what the app sent or would have sent by email, SMS or WhatsApp. */
export function OutboxPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [channel, setChannel] = useState<OutboxChannel | undefined>();
  const outbox = useOutbox(channel);
  useDocumentTitle(t('outbox.title'));
  const locale = language === 'spanish' ? 'es' : 'en';

  let body: ReactNode;
  if (outbox.isPending) body = <PageSpinner />;
  else if (isApiError(outbox.error) && outbox.error.status === 404) {
    body = (
      <StateCard
        as="div"
        icon={<InboxIcon size={28} />}
        title={t('outbox.notAvailable')}
        body={t('outbox.notAvailableBody')}
      />
    );
  } else if (outbox.error) body = <Alert tone="error">{describeError(outbox.error, language)}</Alert>;
  else if (outbox.data.length === 0) body = <p className="placeholder outbox-empty">{t('outbox.empty')}</p>;
  else {
    body = (
      <ul className="stack--4">
        {outbox.data.map((item) => (
          <OutboxMessage key={item.id} item={item} locale={locale} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container container--medium page">
      <header className="page-header spread outbox-header">
        <div>
          <h1 className="page-header__title">{t('outbox.title')}</h1>
          <p className="page-header__subtitle">{t('outbox.subtitle')}</p>
        </div>
        <div className="outbox-header__actions">
          <SelectField
            label={t('outbox.channel')}
            value={channel ?? ''}
            onChange={(event) => setChannel(isChannel(event.target.value) ? event.target.value : undefined)}
            options={[
              { value: '', label: t('outbox.allChannels') },
              ...OUTBOX_CHANNELS.map((value) => ({ value, label: t(`outbox.channels.${value}`) })),
            ]}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={outbox.isFetching}
            onClick={() => void outbox.refetch()}
          >
            {t('outbox.refresh')}
          </Button>
        </div>
      </header>
      {body}
    </div>
  );
}
