import type { ReportTrip } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useDeliveryPhoto } from '../api/get-delivery-photo';

/** Issue 15: the courier's photo at the stop and who received the parcel, when there are any. */
export function DeliveryProof({ trip }: { trip: ReportTrip }) {
  const { t } = useTranslation();
  const photo = useDeliveryPhoto(trip.delivery_photo_url);
  if (!trip.delivery_photo_url && !trip.recipient_name) return null;
  return (
    <section className="route-proof" aria-labelledby="route-proof-title" data-testid="route-proof">
      <h3 className="route-proof__title" id="route-proof-title">
        {t('reports.proof.title')}
      </h3>
      {trip.delivery_photo_url ? (
        <div className="route-proof__photo">
          {photo.objectUrl ? (
            <a href={photo.objectUrl} target="_blank" rel="noopener">
              <img src={photo.objectUrl} alt={t('reports.proof.photoAlt')} width={320} height={240} />
            </a>
          ) : photo.error ? (
            <p className="placeholder">{t('reports.proof.photoFailed')}</p>
          ) : (
            <Spinner size={24} label={t('reports.proof.loading')} />
          )}
        </div>
      ) : null}
      {trip.recipient_name ? (
        <p className="route-proof__recipient">
          <span className="route-proof__label">{t('reports.proof.recipient')}</span>{' '}
          <span data-testid="route-proof-recipient">{trip.recipient_name}</span>
        </p>
      ) : null}
    </section>
  );
}
