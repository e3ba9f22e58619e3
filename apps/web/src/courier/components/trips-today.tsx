import { useI18n } from '../i18n';
import type { CourierTrip } from '../lib/api';
import type { TripsToday as TripsTodayState } from '../lib/use-trips-today';

function status(trip: CourierTrip): 'delivered' | 'arrived' | 'inProgress' {
  if (trip.end_time != null) return 'delivered';
  return trip.arrived_time != null ? 'arrived' : 'inProgress';
}

/** The courier's deliveries started today, newest first. */
export function TripsToday({ trips, stale, failed }: TripsTodayState) {
  const { t, time, km, phone } = useI18n();
  return (
    <section className="c-trips" aria-labelledby="trips-today">
      <h2 className="c-section-title" id="trips-today">
        {t('trips.title')}
        {trips && trips.length > 0 ? <span className="c-count">{trips.length}</span> : null}
      </h2>
      {failed && trips ? <p className="c-muted c-small">{t('trips.saved')}</p> : null}
      {failed && !trips ? <p className="c-muted">{t('trips.failed')}</p> : null}
      {trips && trips.length === 0 ? <p className="c-empty">{t('trips.empty')}</p> : null}
      {!trips && !failed && stale ? <div className="c-skeleton" aria-hidden="true" /> : null}
      {trips && trips.length > 0 ? (
        <ul className="c-trip-list">
          {trips.map((trip) => {
            const state = status(trip);
            return (
              <li key={trip.trip_id} className="c-trip-row">
                <div className="c-trip-row__main">
                  <span className="c-trip-row__phone">{phone(trip.customer_phone_number)}</span>
                  <span className="c-trip-row__meta">
                    {t('trips.started', { time: time(trip.start_time) })} · {km(trip.distance_km)}
                  </span>
                </div>
                <span className={`c-badge c-badge--${state}`}>{t(`trips.${state}`)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
