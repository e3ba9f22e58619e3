import type { CourierTripSummary as CourierTrip } from '@rutaviva/domain';
import { useState } from 'react';
import { ChevronRightIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import type { TripsToday as TripsTodayState } from '../lib/use-trips-today';
import { Notice } from './notice';

function status(trip: CourierTrip): 'delivered' | 'endedByAdmin' | 'arrived' | 'inProgress' {
  // An admin's end says nothing of whether it was delivered.
  if (trip.end_time != null) return trip.ended_by_role === 'admin' ? 'endedByAdmin' : 'delivered';
  return trip.arrived_time != null ? 'arrived' : 'inProgress';
}

/** Under way on the server (abandoned ones cannot be resumed). */
const isUnderWay = (trip: CourierTrip) => trip.end_time == null && trip.status !== 'abandoned';

/**
 * The courier's deliveries started today, newest first. One still under way opens its trip
 * screen again when tapped (issue 10), on this phone or any other.
 */
export function TripsToday({
  trips,
  stale,
  failed,
  onContinue,
}: TripsTodayState & { onContinue: (generatedTripId: string) => Promise<boolean> }) {
  const { t, time, km, phone } = useI18n();
  const [gone, setGone] = useState(false);

  async function open(id: string) {
    setGone(false);
    if (!(await onContinue(id).catch(() => false))) setGone(true);
  }

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
      {gone ? <Notice tone="info" title={t('open.gone')} /> : null}
      {trips && trips.length > 0 ? (
        <ul className="c-trip-list">
          {trips.map((trip) => {
            const state = status(trip);
            const phoneText = phone(trip.customer_phone_number);
            const content = (
              <>
                <div className="c-trip-row__main">
                  <span className="c-trip-row__phone">{phoneText}</span>
                  <span className="c-trip-row__meta">
                    {t('trips.started', { time: time(trip.start_time) })} · {km(trip.distance_km)}
                  </span>
                </div>
                <span className={`c-badge c-badge--${state}`}>{t(`trips.${state}`)}</span>
              </>
            );
            return (
              <li key={trip.trip_id}>
                {isUnderWay(trip) ? (
                  <button
                    type="button"
                    className="c-trip-row c-trip-row--open"
                    onClick={() => void open(trip.generated_trip_id)}
                  >
                    {content}
                    <span className="c-trip-row__go">
                      {t('trips.continue')}
                      <ChevronRightIcon size={20} />
                    </span>
                  </button>
                ) : (
                  <div className="c-trip-row">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
