import { formatTime, trackingMessage } from '@rutaviva/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/alert';
import { EntryLink } from '../../components/entry-link';
import { MapPinIcon, MessageIcon, StarIcon } from '../../components/icons';
import { LoadingShape } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { TitledSection } from '../../components/titled-section';
import { useCurrentUser } from '../../lib/auth';
import { useCourierWord } from '../../lib/courier-word';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useDemoSms } from './api/get-demo-sms';
import { useHasDevOutbox } from './api/get-dev-outbox';
import { useSendDemoSms } from './api/send-demo-sms';
import { localTimeZone, sampleTrackingUrl } from './demo-sms';
import { PhoneMockup } from './phone-mockup';
import { SendPanel } from './send-panel';
import './demo-sms.css';

function SendPanelSkeleton() {
  return (
    <LoadingShape as="section" className="card stack demo-sms-send">
      <span className="skeleton demo-sms-shimmer demo-sms-shimmer--title" aria-hidden="true" />
      <span className="skeleton demo-sms-shimmer" aria-hidden="true" />
      <span className="skeleton demo-sms-shimmer" aria-hidden="true" />
      <span className="skeleton demo-sms-shimmer demo-sms-shimmer--button" aria-hidden="true" />
    </LoadingShape>
  );
}

/** SPEC §2 "demo SMS screen": the admin sends the customer's tracking message to their own phone. */
export function DemoSmsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const courier = useCourierWord().singular;
  const user = useCurrentUser();
  const status = useDemoSms();
  const send = useSendDemoSms();
  const devOutbox = useHasDevOutbox().data === true;
  const timeZone = useMemo(localTimeZone, []);
  useDocumentTitle(t('demoSms.title'));

  const company = user.data?.company_name || t('app.name');
  const channel = send.data?.channel ?? status.data?.channel ?? 'whatsapp';
  const messageLanguage = user.data?.message_language ?? language;
  // The server's own text once it answers; until then the same domain function, so nothing jumps.
  const body =
    send.data?.body ??
    status.data?.body ??
    trackingMessage({
      companyName: company,
      language: messageLanguage,
      channel,
      url: sampleTrackingUrl(window.location.origin, paths.trackDemo),
    });
  const time = send.data ? formatTime(send.data.sent_at, timeZone) : t('demoSms.previewNow');

  let panel = <SendPanelSkeleton />;
  if (status.error) {
    panel = (
      <LoadError title={t('demoSms.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />
    );
  } else if (status.data) {
    panel = (
      <SendPanel
        status={status.data}
        sent={send.data}
        sending={send.isPending}
        error={send.error}
        onSend={() => send.mutate()}
        devOutbox={devOutbox}
        timeZone={timeZone}
      />
    );
  }

  const points = [
    { icon: <MessageIcon size={20} />, text: t('demoSms.what.message', { company, courier }) },
    { icon: <MapPinIcon size={20} />, text: t('demoSms.what.map', { courier }) },
    { icon: <StarIcon size={20} />, text: t('demoSms.what.rating') },
  ];

  return (
    <div className="container page demo-sms-page">
      <PageHeader
        title={t('demoSms.title')}
        subtitle={t('demoSms.subtitle', { courier })}
        subtitleClassName="demo-sms-page__subtitle"
      />

      <div className="demo-sms-layout">
        <div className="demo-sms-layout__send">{panel}</div>

        <aside className="stack--3 demo-sms-layout__preview">
          <PhoneMockup body={body} channel={channel} sender={t('app.name')} time={time} />
          <p className="demo-sms-preview__note">
            {t('demoSms.previewNote', { language: t(`demoSms.languages.${messageLanguage}`) })}
          </p>
        </aside>

        <div className="demo-sms-layout__about">
          <TitledSection
            title={t('demoSms.whatTitle')}
            className="stack--4"
            titleClassName="demo-sms-what__title"
          >
            <ol className="stack--3 demo-sms-what__list">
              {points.map((point) => (
                <li key={point.text} className="panel panel--flat">
                  <span className="icon-tile tone-brand" aria-hidden="true">
                    {point.icon}
                  </span>
                  <p>{point.text}</p>
                </li>
              ))}
            </ol>
          </TitledSection>

          <section className="spread demo-sms-track">
            <div>
              <h2 className="demo-sms-track__title">{t('demoSms.trackDemoTitle')}</h2>
              <p className="demo-sms-track__body">{t('demoSms.trackDemoBody', { courier })}</p>
            </div>
            {/* Another entry of the site (t.html): a full page load in a new tab, not a client route. */}
            <EntryLink href={paths.trackDemo} variant="secondary">
              {t('demoSms.trackDemoCta')}
            </EntryLink>
          </section>
        </div>
      </div>
    </div>
  );
}
