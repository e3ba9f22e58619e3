import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { MessageText } from '../../components/message-text';
import './phone-mockup.css';

/**
 * A phone with the message as the customer reads it: a green chat for WhatsApp, a grey bubble for
 * SMS. The text is the real body (domain trackingMessage), links underlined as phones show them.
 */
export function PhoneMockup({
  body,
  channel,
  sender,
  time,
}: {
  body: string;
  channel: 'whatsapp' | 'sms';
  sender: string;
  time: string;
}) {
  const { t } = useTranslation();
  return (
    <figure className={`phone phone--${channel}`} aria-label={t('demoSms.previewLabel')}>
      <div className="phone__screen">
        <div className="phone__notch" aria-hidden="true" />
        <header className="phone__chat-head">
          <span className="phone__avatar" aria-hidden="true">
            {sender.trim().charAt(0).toUpperCase()}
          </span>
          <span className="phone__sender">
            <strong>{sender}</strong>
            <small>{t(`demoSms.channels.${channel}`)}</small>
          </span>
        </header>
        <div className="phone__thread">
          <span className="phone__day">{t('demoSms.previewToday')}</span>
          <p className="phone__bubble">
            <MessageText body={body} linkClassName="phone__link" />
            <span className="phone__time">
              {time}
              {channel === 'whatsapp' ? <CheckIcon size={13} className="phone__tick" /> : null}
            </span>
          </p>
        </div>
        <div className="phone__composer" aria-hidden="true">
          <span />
        </div>
      </div>
    </figure>
  );
}
