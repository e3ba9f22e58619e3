import type { PendingDelivery } from '@rutaviva/domain';
import { Button } from '../../components/button';
import { ExternalLinkIcon, InboxIcon, MapPinIcon, PlayIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import { navigationUrl } from '../lib/destination-links';
import { Notice } from './notice';

/**
 * Issue 16: deliveries the business's other systems (an online store, a point of sale) created
 * for this courier or their branch, above the phone form: one tap starts each, its number filled.
 */
export function PendingDeliveries({
  deliveries,
  busy,
  disabled,
  taken,
  onStart,
}: {
  deliveries: PendingDelivery[];
  /** The one being started, or null. */
  busy: string | null;
  disabled: boolean;
  /** Someone else started (or the store cancelled) the one tapped last. */
  taken: boolean;
  onStart: (delivery: PendingDelivery) => void;
}) {
  const { t, tn, time, phone: phoneText } = useI18n();
  if (deliveries.length === 0 && !taken) return null;

  return (
    <section className="c-card c-pending" aria-labelledby="pending-title">
      <div className="c-pending__head">
        <span className="c-pending__icon" aria-hidden="true">
          <InboxIcon size={22} />
        </span>
        <h2 className="c-title" id="pending-title">
          {tn('pendingDeliveries.title', deliveries.length)}
        </h2>
        {deliveries.length > 1 ? <span className="c-count">{deliveries.length}</span> : null}
      </div>
      {deliveries.length > 0 ? <p className="c-muted">{t('pendingDeliveries.hint')}</p> : null}
      {taken ? <Notice tone="info" title={t('pendingDeliveries.taken')} /> : null}
      <ul className="c-pending__list">
        {deliveries.map((delivery) => {
          const phone = phoneText(delivery.customer_phone_number);
          const name = delivery.order_reference
            ? t('pendingDeliveries.order', { reference: delivery.order_reference })
            : t('pendingDeliveries.noReference');
          return (
            <li key={delivery.id} className="c-pending__item">
              <div className="c-pending__facts">
                <span className="c-pending__reference">{name}</span>
                {delivery.assigned ? (
                  <span className="c-badge c-badge--forYou">{t('pendingDeliveries.forYou')}</span>
                ) : null}
                <span className="c-pending__phone">{phone}</span>
                <span className="c-pending__meta">
                  {t('pendingDeliveries.received', { time: time(delivery.created_at) })}
                </span>
                {delivery.destination ? (
                  <a
                    className="c-pending__destination"
                    href={navigationUrl(delivery.destination)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('pendingDeliveries.destinationLabel', { name })}
                  >
                    <MapPinIcon size={18} />
                    <span>{t('pendingDeliveries.destination')}</span>
                    <ExternalLinkIcon size={16} />
                  </a>
                ) : null}
              </div>
              <Button
                variant="accent"
                icon={<PlayIcon size={22} />}
                loading={busy === delivery.id}
                loadingLabel={t('start.submitting')}
                disabled={disabled || (busy !== null && busy !== delivery.id)}
                onClick={() => onStart(delivery)}
                aria-label={t('pendingDeliveries.startLabel', { name, phone })}
              >
                {t('pendingDeliveries.start')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
