import { useState } from 'react';
import { Button } from '../../components/button';
import { ArrowRightIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import type { OpenDelivery } from '../lib/phone-trips';
import { Notice } from './notice';

/**
 * Issue 10: the courier's deliveries under way, first on the home screen, each a tap away from
 * its trip screen — whether this phone started it or another one did.
 */
export function OpenTrips({
  deliveries,
  onContinue,
}: {
  deliveries: OpenDelivery[];
  /** False when the delivery turned out to have ended meanwhile. */
  onContinue: (generatedTripId: string) => Promise<boolean>;
}) {
  const { t, tn, time, phone: phoneText } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  if (deliveries.length === 0) return null;

  async function open(id: string) {
    setBusy(id);
    setGone(false);
    const resumed = await onContinue(id).catch(() => false);
    setBusy(null);
    if (!resumed) setGone(true);
  }

  return (
    <section className="c-card c-open" aria-labelledby="open-trips-title">
      <div className="c-live__head">
        <span className="c-live__pulse" aria-hidden="true" />
        <h1 className="c-title" id="open-trips-title">
          {tn('open.title', deliveries.length)}
        </h1>
        {deliveries.length > 1 ? <span className="c-count">{deliveries.length}</span> : null}
      </div>
      <p className="c-muted">{tn('open.hint', deliveries.length)}</p>
      {gone ? <Notice tone="info" title={t('open.gone')} /> : null}
      <ul className="c-open__list">
        {deliveries.map((delivery) => (
          <li key={delivery.generated_trip_id} className="c-open__item">
            <div className="c-open__facts">
              <span className="c-open__phone">{phoneText(delivery.customer_phone_number)}</span>
              <span className="c-open__meta">
                {t('trips.started', { time: time(delivery.started_at) })}
                {delivery.here ? ` · ${t('open.here')}` : ''}
              </span>
              {delivery.arrived ? (
                <span className="c-badge c-badge--arrived">{t('trips.arrived')}</span>
              ) : null}
            </div>
            <Button
              variant="accent"
              icon={<ArrowRightIcon size={24} />}
              loading={busy === delivery.generated_trip_id}
              disabled={busy !== null}
              onClick={() => void open(delivery.generated_trip_id)}
              aria-label={t('trips.continueLabel', { phone: phoneText(delivery.customer_phone_number) })}
            >
              {t('open.continue')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
