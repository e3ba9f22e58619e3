import { type MessageChannel, smsSegments } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { MessageText } from './message-text';
import './message-preview.css';

/**
 * A message as the phone shows it: a WhatsApp or SMS bubble with its links underlined and, for
 * an SMS, how many segments it is billed as. The body is the real one (domain functions).
 */
export function MessagePreview({
  body,
  channel,
  sender,
}: {
  body: string;
  channel: MessageChannel;
  sender: string;
}) {
  const { t } = useTranslation();
  const segments = smsSegments(body);
  return (
    <figure className={`message-preview message-preview--${channel}`} data-testid="message-preview">
      <figcaption className="message-preview__head cluster">
        <span className="message-preview__avatar" aria-hidden="true">
          {sender.trim().charAt(0).toUpperCase()}
        </span>
        <span className="message-preview__sender">{sender}</span>
        <span className="message-preview__channel">{t(`messagePreview.channels.${channel}`)}</span>
      </figcaption>
      <p className="message-preview__bubble" data-testid="message-body">
        <MessageText body={body} linkClassName="message-preview__link" />
      </p>
      <p
        className="message-preview__meta"
        data-testid="message-segments"
        data-segments={channel === 'sms' ? segments.segments : undefined}
      >
        {channel === 'whatsapp'
          ? t('messagePreview.whatsapp')
          : segments.segments <= 1
            ? t('messagePreview.oneSegment', { units: segments.units, limit: segments.singleLimit })
            : t('messagePreview.segments', { count: segments.segments, units: segments.units })}
        {channel === 'sms' && segments.encoding === 'ucs2' ? (
          <span className="message-preview__warning">
            {' '}
            {t('messagePreview.unicode', { limit: segments.singleLimit })}
          </span>
        ) : null}
      </p>
    </figure>
  );
}
