import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../courier/components/notice';
import { useI18n } from '../../courier/i18n';
import type { CourierTracker } from '../../courier/lib/tracker';
import { initialTrackerState } from '../../courier/lib/tracker-state';
import { StartForm } from '../../courier/screens/start-form';
import '../../courier/courier.css';

/** Ready, online, nothing under way: the courier's home screen as the day starts. */
const READY = { ...initialTrackerState(), loaded: true, online: true };

/**
 * The courier app's own start form in a phone: it takes the customer's number only. Starting
 * here records nothing: a stand-in for the tracker only says the message went out.
 */
export function TourCourier() {
  const { t } = useTranslation();
  const courier = useI18n();
  const [started, setStarted] = useState(false);
  // StartForm asks the tracker to start (or resume) and nothing else.
  const tracker: Pick<CourierTracker, 'start' | 'resume'> = {
    start: async () => setStarted(true),
    resume: async () => false,
  };
  return (
    <div className="tour-device-stage">
      <div className="tour-device" data-tour="courier-phone">
        <div className="tour-device__screen c-main c-scope">
          <div className="c-stack">
            <p className="c-greeting">
              {courier.t('home.greeting', { name: 'Ana' })}
              <span className="c-greeting__where">{t('tours.sample.company')} · Roma Norte</span>
            </p>
            {started ? (
              <Notice tone="success" title={t('tours.courierStarted.title')}>
                {t('tours.courierStarted.body')}
              </Notice>
            ) : null}
            <div data-tour="courier-start">
              <StartForm tracker={tracker as CourierTracker} state={READY} countryIso="MX" deliveries={[]} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
