import { formatDate, formatKm, formatTime } from '@rutaviva/domain';
import { BuildingIcon, InboxIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { AdminNotes } from './admin-notes';
import { courierName, FlagChips, RatingFace, Review, TripTimes } from './trip-parts';
import './trip-cards.css';
import { IconFact } from '../../../components/icon-fact';
import { CourierNotes, RouteButton, type TripListProps, useTripListWords } from './trip-table';

/** Phones and tablets: one card per trip, the same facts as the table's row. */
export function TripCards({ trips, timeZone, onOpenRoute }: TripListProps) {
  const { t, language, columns, branchName, phoneText } = useTripListWords();
  return (
    <ul className="stack--3 trip-cards">
      {trips.map((trip) => {
        const hasReview =
          trip.rating !== null || trip.selected.length > 0 || trip.remarks || trip.improvement;
        return (
          <li
            key={trip.generated_trip_id}
            className="panel stack--3 trip-card"
            data-testid="report-trip"
            data-trip-id={trip.generated_trip_id}
          >
            <header className="trip-card__head">
              <div className="trip-card__when">
                <span className="trip-date">{formatDate(trip.start_time, timeZone)}</span>
                <span className="trip-card__start">
                  {t('reports.list.start')} {formatTime(trip.start_time, timeZone)}
                </span>
              </div>
              <RatingFace rating={trip.rating} withLabel={false} />
            </header>
            <p className="trip-card__courier">{courierName(trip)}</p>
            <TripTimes trip={trip} timeZone={timeZone} />
            <dl className="facts cluster--wrap trip-card__meta">
              <IconFact icon={<MapPinIcon size={16} />} label={columns.trip_distance_so_far}>
                {formatKm(trip.distance_km, language)}
              </IconFact>
              <IconFact
                icon={<PhoneIcon size={16} />}
                label={columns.customer_phone_number}
                className="trip-phone"
              >
                {phoneText(trip.customer_phone_number)}
              </IconFact>
              {trip.order_reference ? (
                <IconFact icon={<InboxIcon size={16} />} label={columns.order_reference}>
                  <span data-testid="report-order-reference">
                    {t('reports.orderReference', { reference: trip.order_reference })}
                  </span>
                </IconFact>
              ) : null}
              <IconFact icon={<BuildingIcon size={16} />} label={columns.branch_name}>
                {branchName(trip.branch_name)}
              </IconFact>
            </dl>
            <FlagChips flags={trip.flags} />
            {hasReview ? (
              <section className="trip-card__section">
                <h3 className="overline">{columns.rating}</h3>
                <Review trip={trip} />
              </section>
            ) : null}
            <section className="trip-card__section">
              <h3 className="overline">{columns.admin_notes}</h3>
              <CourierNotes notes={trip.delivery_user_notes} />
              <AdminNotes trip={trip} />
            </section>
            <RouteButton trip={trip} timeZone={timeZone} onOpenRoute={onOpenRoute} block />
          </li>
        );
      })}
    </ul>
  );
}
