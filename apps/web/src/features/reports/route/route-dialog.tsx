import {
  formatDate,
  formatDuration,
  formatKmNumber,
  formatTime,
  type MissingTimeLabel,
  type ReportTrip,
} from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/alert';
import { Dialog } from '../../../components/dialog';
import { MapPinIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api';
import { useBranchName } from '../../../lib/branches';
import { useLanguage } from '../../../lib/i18n';
import { useTripRoute } from '../api/get-trip-route';
import { courierName, FlagChips } from '../trips/trip-parts';
import { useReportWords } from '../use-report-words';
import { DeliveryProof } from './delivery-proof';
import { RouteReplay } from './route-replay';
import './route.css';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="route-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The map modal of one trip: its facts, then the replay of its route. */
export function RouteDialog({
  trip,
  timeZone,
  onClose,
}: {
  trip: ReportTrip;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { columns } = useReportWords();
  const branchName = useBranchName();
  const route = useTripRoute(trip.generated_trip_id);
  const time = (value: number | null, missing: MissingTimeLabel | null) => {
    if (value !== null) return formatTime(value, timeZone);
    return missing ? t(`reports.missing.${missing}`) : '—';
  };

  let body: ReactNode;
  if (route.isPending) {
    body = (
      <div className="route-state">
        <Spinner size={28} label={t('reports.route.loading')} />
      </div>
    );
  } else if (route.error) {
    const notFound = isApiError(route.error, 'not_found');
    body = (
      <div className="route-state">
        <LoadError
          title={notFound ? t('reports.route.notFound') : t('reports.route.loadFailed')}
          error={route.error}
          message={notFound ? null : undefined}
          onRetry={() => void route.refetch()}
        />
      </div>
    );
  } else if (route.data.all_coordinates.length === 0) {
    body = (
      <div className="route-state route-state--empty" data-testid="route-map" data-point-count={0}>
        <span className="route-state__art" aria-hidden="true">
          <MapPinIcon size={28} />
        </span>
        <p>{t('reports.route.noPoints')}</p>
      </div>
    );
  } else {
    body = <RouteReplay route={route.data} timeZone={timeZone} />;
  }

  return (
    <Dialog
      size="wide"
      dismissOnBackdrop
      title={t('reports.route.title')}
      description={`${courierName(trip)} · ${branchName(trip.branch_name)} · ${formatDate(trip.start_time, timeZone)}`}
      onClose={onClose}
      className="route-dialog"
    >
      <div className="route-dialog__body">
        <dl className="route-facts">
          <Fact label={columns.trip_start_hour_minute} value={formatTime(trip.start_time, timeZone)} />
          <Fact label={columns.trip_arrived_time} value={time(trip.arrived_time, trip.labels.arrival)} />
          <Fact label={columns.trip_end_time} value={time(trip.end_time, trip.labels.end)} />
          {trip.end_time !== null ? (
            <Fact
              label={columns.trip_end_duration}
              value={formatDuration(trip.durations.start_to_end_minutes)}
            />
          ) : (
            <Fact
              label={columns.duration_start_last_update}
              value={formatDuration(trip.durations.start_to_last_update_minutes) || '—'}
            />
          )}
          <Fact label={columns.trip_distance_so_far} value={formatKmNumber(trip.distance_km, language)} />
          {trip.order_reference ? (
            <Fact label={columns.order_reference} value={trip.order_reference} />
          ) : null}
        </dl>
        <FlagChips flags={trip.flags} />
        <DeliveryProof trip={trip} />
        {body}
      </div>
    </Dialog>
  );
}
