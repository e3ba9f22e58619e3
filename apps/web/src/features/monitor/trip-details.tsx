import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { PhoneIcon, PowerIcon } from '../../components/icons';
import { courierName } from './courier-look';
import type { CourierRow } from './monitor-couriers';
import { clockTime } from './monitor-format';

/**
 * The selected courier's delivery in full: start, arrival, other deliveries they carry, a call
 * button and "End delivery" for one that is stuck (the courier cannot end it from the app).
 */
export function TripDetails({ row, onEnd }: { row: CourierRow; onEnd: () => void }) {
  const { t } = useTranslation();
  const [trip, ...others] = row.trips;
  if (!trip) return null;
  const name = courierName(row);
  return (
    <section className="monitor-details" aria-label={t('monitor.details.label')}>
      <ul className="monitor-details__times">
        <li>{t('monitor.details.started', { time: clockTime(trip.start_time) })}</li>
        <li className={trip.arrived_time === null ? 'is-pending' : 'is-done'}>
          {trip.arrived_time === null
            ? t('monitor.details.notArrived')
            : t('monitor.details.arrived', { time: clockTime(trip.arrived_time) })}
        </li>
        {others.length > 0 ? <li>{t('monitor.details.moreDeliveries', { count: others.length })}</li> : null}
      </ul>
      <div className="cluster--wrap monitor-details__actions">
        {row.phone ? (
          <a
            className="btn btn--secondary btn--sm"
            href={`tel:${row.phone}`}
            aria-label={t('monitor.details.callLabel', { name })}
          >
            <PhoneIcon size={16} />
            <span>{t('monitor.details.call')}</span>
          </a>
        ) : null}
        <Button variant="danger" size="sm" icon={<PowerIcon size={16} />} onClick={onEnd}>
          {t('monitor.endDelivery.button')}
        </Button>
      </div>
    </section>
  );
}
