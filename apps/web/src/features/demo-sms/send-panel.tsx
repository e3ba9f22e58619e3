import { DEMO_MESSAGES_PER_HOUR, formatTime } from '@rutaviva/domain';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { InboxIcon, MessageIcon, PhoneIcon, SendIcon } from '../../components/icons';
import { TitledSection } from '../../components/titled-section';
import { describeError, isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePhoneText } from '../../lib/phones';
import type { DemoSmsStatus } from './api/get-demo-sms';
import type { DemoSmsSent } from './api/send-demo-sms';
import { nextSendAt } from './demo-sms';
import './send-panel.css';

const STATUSES = ['outbox', 'queued', 'sending', 'sent', 'delivered', 'failed'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(value);

interface Props {
  status: DemoSmsStatus;
  sent: DemoSmsSent | undefined;
  sending: boolean;
  error: unknown;
  onSend: () => void;
  /** The server keeps messages in /dev/outbox instead of sending them. */
  devOutbox: boolean;
  timeZone: string;
}

/** Where the sample goes, by which channel, the Send button and what happened to the last send. */
export function SendPanel({ status, sent, sending, error, onSend, devOutbox, timeZone }: Props) {
  const { t } = useTranslation();
  const phoneText = usePhoneText();
  const language = useLanguage();
  const now = Date.now() / 1000;
  const rateLimited = isApiError(error, 'rate_limited') || status.remaining <= 0;
  const nextAt = rateLimited ? nextSendAt(status.sent, now) : null;
  const recent = status.sent
    .filter((item) => item.sent_at > now - 3600)
    .sort((a, b) => b.sent_at - a.sent_at);

  return (
    <TitledSection title={t('demoSms.sendTitle')} className="card stack demo-sms-send">
      <dl className="demo-sms-facts">
        <Fact icon={PhoneIcon} label={t('demoSms.sendTo')}>
          {status.to ? (
            <strong className="demo-sms-fact__phone">{phoneText(status.to)}</strong>
          ) : (
            <span>{t('demoSms.noNumber')}</span>
          )}
          <Link to={paths.businessInfo} className="text-link">
            {status.to ? t('demoSms.changeNumber') : t('demoSms.addNumber')}
          </Link>
        </Fact>
        <Fact icon={MessageIcon} label={t('demoSms.channelLabel')}>
          <span
            className={`pill channel-badge ${status.channel === 'sms' ? 'tone-info' : 'channel-badge--whatsapp'}`}
          >
            {t(`demoSms.channels.${status.channel}`)}
          </span>
          <span className="demo-sms-fact__note">{t('demoSms.channelNote')}</span>
        </Fact>
      </dl>

      <div aria-live="polite" className="stack--3 demo-sms-result">
        {sent && !error ? (
          <Alert
            tone="success"
            title={t(sent.channel === 'sms' ? 'demoSms.sentSms' : 'demoSms.sentWhatsapp', {
              to: phoneText(sent.to),
            })}
          >
            {t('demoSms.sentNote')}
          </Alert>
        ) : null}
        {rateLimited ? (
          <Alert tone="info" title={t('demoSms.rateLimitedTitle', { count: DEMO_MESSAGES_PER_HOUR })}>
            {nextAt
              ? t('demoSms.rateLimitedAt', { time: formatTime(nextAt, timeZone) })
              : t('demoSms.rateLimitedLater')}
          </Alert>
        ) : null}
        {error && !rateLimited ? <Alert tone="error">{describeError(error, language)}</Alert> : null}
      </div>

      <div className="demo-sms-actions">
        <Button
          size="lg"
          icon={<SendIcon size={18} />}
          loading={sending}
          loadingLabel={t('demoSms.sending')}
          disabled={!status.to || rateLimited}
          onClick={onSend}
        >
          {sent ? t('demoSms.sendAnother') : t('demoSms.send')}
        </Button>
        <p className="demo-sms-actions__remaining">
          {t('demoSms.remaining', { count: Math.max(0, status.remaining) })}
        </p>
      </div>

      {recent.length > 0 ? (
        <div className="stack--2 demo-sms-recent">
          <h3 className="demo-sms-recent__title">{t('demoSms.recentTitle')}</h3>
          <ul className="demo-sms-recent__list">
            {recent.map((item) => (
              <li key={`${item.sent_at}-${item.status}`}>
                <time dateTime={new Date(item.sent_at * 1000).toISOString()}>
                  {formatTime(item.sent_at, timeZone)}
                </time>
                <span className={`badge${item.status === 'failed' ? ' demo-sms-recent__failed' : ''}`}>
                  {isStatus(item.status) ? t(`demoSms.statuses.${item.status}`) : item.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {devOutbox ? (
        <div className="alert alert--accent demo-sms-dev">
          <InboxIcon size={18} className="demo-sms-dev__icon" />
          <p>
            <strong>{t('demoSms.devTitle')}.</strong> {t('demoSms.devBody')}{' '}
            <Link to={paths.devOutbox} className="text-link">
              {t('demoSms.devLink')}
            </Link>
          </p>
        </div>
      ) : null}
    </TitledSection>
  );
}

/** One fact about the sample: its icon and name, then its value. */
function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ size?: number; className?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="demo-sms-fact">
      <dt className="cluster">
        <Icon size={18} className="demo-sms-fact__icon" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
