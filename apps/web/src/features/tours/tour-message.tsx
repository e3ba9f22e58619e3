import { trackingMessage } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PhoneMockup } from '../demo-sms/phone-mockup';
import '../demo-sms/phone-mockup.css';

/**
 * The WhatsApp message the customer gets (the domain's real text in the phone of /demo_sms) and
 * the page its link opens: /track-demo, the real tracking page with a courier simulated in the
 * browser, in a frame of a phone's size so it lays itself out as on the customer's phone.
 */
export function TourMessage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = `${window.location.origin}${paths.trackDemo}`;
  const body = trackingMessage({
    companyName: t('tours.sample.company'),
    language,
    channel: 'whatsapp',
    url,
  });
  return (
    <div className="tour-message">
      <h1 className="visually-hidden">{t('tours.steps.message.phone.title')}</h1>
      <div data-tour="message-phone" className="tour-message__phone">
        <PhoneMockup body={body} channel="whatsapp" sender={t('tours.sample.company')} time="12:41" />
      </div>
      <div className="tour-device" data-tour="message-tracking">
        <iframe className="tour-device__frame" src={paths.trackDemo} title={t('tours.trackingFrame')} />
      </div>
    </div>
  );
}
