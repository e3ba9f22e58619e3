import {
  type Courier,
  courierInvitationMessage,
  courierInvitationUrl,
  formatPhone,
  LanguageSchema,
  type MessageChannel,
  messageChannelFor,
} from '@rutaviva/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../app/chunk-loading';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ChoiceSwitch } from '../../components/choice-switch';
import { Dialog } from '../../components/dialog';
import { MessagePreview } from '../../components/message-preview';
import { describeError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { useSendInvitation } from './api/send-invitation';
import { fullName } from './courier-list';
import './invite.css';

// The QR encoder is only needed once an admin asks for a code.
const QrCode = lazy(() =>
  loadChunk(() => import('./qr-code')).then((module) => ({ default: module.QrCode })),
);

type Method = MessageChannel | 'qr';

/** A phone cannot open the admin's own "localhost": the code would lead nowhere. */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);

/**
 * Issue 10: invite a courier by WhatsApp or SMS (the business's message language, through the
 * messages provider) or with a QR code of the app link. The password never travels.
 */
export function InviteDialog({ courier, onClose }: { courier: Courier; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const courierWord = useCourierWord().singular;
  const user = useCurrentUser();
  const send = useSendInvitation();
  const [method, setMethod] = useState<Method>(messageChannelFor(courier.cell_phone));
  const name = fullName(courier);
  const phone = formatPhone(courier.cell_phone);
  // The address this page was opened at is one the admin's network reaches.
  const link = courierInvitationUrl(window.location.origin, courier.username);
  const company = user.data?.company_name ?? '';
  const sent = send.data && send.variables?.channel === method ? send.data : null;

  const choose = (next: Method) => {
    setMethod(next);
    send.reset();
  };

  let panel: ReactNode;
  if (method === 'qr') {
    panel = (
      <div className="stack--3 invite-qr">
        <Suspense fallback={<div className="invite-qr__placeholder skeleton" aria-hidden="true" />}>
          <QrCode
            text={link}
            label={t('team.inviteDialog.qrLabel', { courier: courierWord, username: courier.username })}
          />
        </Suspense>
        <p className="invite-qr__help">
          {t('team.inviteDialog.qrHelp', {
            name: courier.name,
            courier: courierWord,
            username: courier.username,
          })}
        </p>
        <p className="invite-qr__link">{link}</p>
        {isLoopbackHost(window.location.hostname) ? (
          <Alert tone="info">{t('team.inviteDialog.qrLocalhost', { host: window.location.host })}</Alert>
        ) : null}
      </div>
    );
  } else {
    const body =
      sent?.body ??
      courierInvitationMessage({
        companyName: company,
        language: LanguageSchema.safeParse(user.data?.message_language).data ?? language,
        country: user.data?.country_iso ?? '',
        channel: method,
        url: link,
        username: courier.username,
      });
    const channelName = t(`team.inviteDialog.channels.${method}`);
    panel = (
      <div className="invite-send">
        <p className="invite-send__to">{t('team.inviteDialog.to', { phone })}</p>
        <MessagePreview body={body} channel={method} sender={company || t('app.name')} />
        <div aria-live="polite">
          {sent ? (
            <Alert tone="success" title={t('team.inviteDialog.sentTitle', { channel: channelName, phone })}>
              {t('team.inviteDialog.sentBody')}
            </Alert>
          ) : null}
          {send.error ? (
            <Alert tone="error" title={t('team.inviteDialog.failed')}>
              {describeError(send.error, language)}
            </Alert>
          ) : null}
        </div>
        <Button
          onClick={() => send.mutate({ courierId: courier.id, channel: method })}
          loading={send.isPending}
          loadingLabel={t('team.inviteDialog.sending')}
          variant={sent ? 'secondary' : 'primary'}
          disabled={!user.data}
        >
          {sent ? t('team.inviteDialog.sendAgain') : t('team.inviteDialog.send', { channel: channelName })}
        </Button>
      </div>
    );
  }

  return (
    <Dialog
      title={t('team.inviteDialog.title', { name })}
      description={t('team.inviteDialog.description', { name: courier.name, courier: courierWord })}
      onClose={onClose}
      busy={send.isPending}
      className="invite-dialog"
    >
      <div className="dialog__body">
        <ChoiceSwitch
          look="segmented"
          className="invite-dialog__methods"
          legend={t('team.inviteDialog.how')}
          options={['whatsapp', 'sms', 'qr'] as const}
          value={method}
          onChange={choose}
          label={(option) => t(`team.inviteDialog.channels.${option}`)}
          optionProps={(option) => ({ 'data-autofocus': method === option ? true : undefined })}
        />
        {panel}
        <p className="invite-dialog__note">{t('team.inviteDialog.passwordNote')}</p>
      </div>
      <footer className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {t('team.inviteDialog.done')}
        </Button>
      </footer>
    </Dialog>
  );
}
