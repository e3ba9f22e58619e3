import { PlusIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import type { TripRecord } from '../lib/outbox-store';
import { isOpen } from '../lib/phone-trips';

/**
 * Issue 10: with several deliveries under way (the business allows it), one tab per delivery
 * above the trip screen, and a way to start another. Every open delivery keeps recording
 * positions whichever is shown.
 */
export function TripSwitcher({
  trips,
  current,
  allowSeveral,
  onShow,
}: {
  trips: TripRecord[];
  current: string;
  allowSeveral: boolean;
  onShow: (generatedTripId: string | null) => void;
}) {
  const { t, phone: phoneText } = useI18n();
  const open = trips.filter(isOpen);
  if (open.length < 2 && !allowSeveral) return null;
  return (
    <nav className="c-switcher" aria-labelledby="trip-switcher-label">
      <p className="c-switcher__label" id="trip-switcher-label">
        {t('open.switchLabel')}
      </p>
      <ul className="c-switcher__list">
        {open.map((trip) => (
          <li key={trip.generated_trip_id}>
            <button
              type="button"
              className="c-switcher__tab"
              aria-current={trip.generated_trip_id === current ? 'true' : undefined}
              onClick={() => onShow(trip.generated_trip_id)}
            >
              <span className="c-switcher__dot" aria-hidden="true" />
              {phoneText(trip.customer_phone_number)}
            </button>
          </li>
        ))}
        {allowSeveral ? (
          <li className="c-switcher__new-item">
            <button type="button" className="c-switcher__tab c-switcher__new" onClick={() => onShow(null)}>
              <PlusIcon size={20} />
              {t('open.another')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
