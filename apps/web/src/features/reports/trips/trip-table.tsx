import { formatDate, formatKmNumber, formatTime, type ReportTrip } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { RouteIcon } from '../../../components/icons';
import { useBranchName } from '../../../lib/branches';
import { useLanguage } from '../../../lib/i18n';
import { usePhoneText } from '../../../lib/phones';
import { useReportWords } from '../use-report-words';
import { AdminNotes } from './admin-notes';
import { courierName, FlagChips, Review, TripTimes } from './trip-parts';

export interface TripListProps {
  trips: readonly ReportTrip[];
  timeZone: string;
  onOpenRoute: (trip: ReportTrip) => void;
}

export function RouteButton({
  trip,
  timeZone,
  onOpenRoute,
  block,
}: {
  trip: ReportTrip;
  timeZone: string;
  onOpenRoute: (trip: ReportTrip) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const hasRoute = trip.point_count > 0;
  return (
    <Button
      variant="secondary"
      size="sm"
      block={block}
      className={block ? 'route-button' : 'route-button route-button--icon'}
      icon={<RouteIcon size={block ? 16 : 20} />}
      data-testid="open-route"
      aria-label={t('reports.list.viewRouteOf', {
        date: formatDate(trip.start_time, timeZone),
        time: formatTime(trip.start_time, timeZone),
      })}
      title={hasRoute ? t('reports.list.viewRoute') : t('reports.list.noRoute')}
      onClick={() => onOpenRoute(trip)}
    >
      {block ? t('reports.list.viewRoute') : null}
    </Button>
  );
}

export function CourierNotes({ notes }: { notes: string | null }) {
  const words = useReportWords();
  if (!notes) return null;
  return (
    <p className="courier-notes" title={notes}>
      <span className="courier-notes__label">{words.columns.delivery_user_notes}</span> {notes}
    </p>
  );
}

/** What both trip lists write with: the viewer's words, column names, branch names and phones. */
export function useTripListWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { columns } = useReportWords();
  return { t, language, columns, branchName: useBranchName(), phoneText: usePhoneText() };
}

/** Desktop (≥1224px): one row per trip; the column names are the CSV's. */
export function TripTable({ trips, timeZone, onOpenRoute }: TripListProps) {
  const { t, language, columns, branchName, phoneText } = useTripListWords();
  return (
    <div className="table-wrap">
      <table className="data-table trip-table">
        <thead>
          <tr>
            <th scope="col">{columns.start_date}</th>
            <th scope="col">{columns.delivery_user_full_name}</th>
            <th scope="col">{columns.customer_phone_number}</th>
            <th scope="col">
              {t('reports.list.times')} · {t('reports.list.flags')}
            </th>
            <th scope="col" className="trip-table__number">
              {columns.trip_distance_so_far}
            </th>
            <th scope="col">{columns.rating}</th>
            <th scope="col">{columns.admin_notes}</th>
            <th scope="col">
              <span className="visually-hidden">{t('reports.list.route')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {trips.map((trip) => (
            <tr key={trip.generated_trip_id} data-testid="report-trip" data-trip-id={trip.generated_trip_id}>
              <th scope="row" className="trip-table__date">
                <span className="trip-date">{formatDate(trip.start_time, timeZone)}</span>
                <span className="trip-start">{formatTime(trip.start_time, timeZone)}</span>
              </th>
              <td>
                <span className="trip-courier">{courierName(trip)}</span>
                <span className="trip-branch">{branchName(trip.branch_name)}</span>
              </td>
              <td>
                <span className="trip-phone">{phoneText(trip.customer_phone_number)}</span>
                {trip.order_reference ? (
                  <span className="trip-order" data-testid="report-order-reference">
                    {t('reports.orderReference', { reference: trip.order_reference })}
                  </span>
                ) : null}
              </td>
              <td className="trip-table__times">
                <TripTimes trip={trip} timeZone={timeZone} />
                <FlagChips flags={trip.flags} />
              </td>
              <td className="trip-table__number trip-distance">
                {formatKmNumber(trip.distance_km, language)}
              </td>
              <td className="trip-table__review">
                <Review trip={trip} />
              </td>
              <td className="trip-table__notes">
                <CourierNotes notes={trip.delivery_user_notes} />
                <AdminNotes trip={trip} />
              </td>
              <td className="trip-table__route">
                <RouteButton trip={trip} timeZone={timeZone} onOpenRoute={onOpenRoute} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
