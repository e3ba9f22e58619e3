import { formatDuration, formatKm } from '@rutaviva/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, ExternalLinkIcon, GpsIcon, PhoneIcon, RouteIcon } from '../../components/icons';
import { useBranchName } from '../../lib/branches';
import { useLanguage } from '../../lib/i18n';
import { usePhoneText } from '../../lib/phones';
import { courierName, initialsOf, STALE_COLOR } from './courier-look';
import { ageWords } from './monitor-format';
import { type LiveTrip, lastPoint, secondsSinceReport, signalOf } from './monitor-state';
import './trip-list.css';

interface TripListProps {
  trips: readonly LiveTrip[];
  colors: ReadonlyMap<string, string>;
  nowSeconds: number;
  selectedId: string | null;
  onFocus: (id: string) => void;
}

/** "Last report 12 s ago", "No signal · last report 4 min ago" or "Waiting for GPS". */
export function useReportText() {
  const { t } = useTranslation();
  return (trip: LiveTrip, nowSeconds: number) => {
    const age = secondsSinceReport(trip, nowSeconds);
    if (age === null) return t('monitor.signal.waiting');
    const words = ageWords(age);
    const ago = t(`monitor.ago.${words.key}`, { count: words.count });
    return t(signalOf(trip, nowSeconds) === 'stale' ? 'monitor.signal.stale' : 'monitor.signal.live', {
      ago,
    });
  };
}

/** The side list: one card per delivery in progress; a card focuses its courier on the map. */
export function TripList({ trips, colors, nowSeconds, selectedId, onFocus }: TripListProps) {
  const { t } = useTranslation();
  const anyStale = trips.some((trip) => signalOf(trip, nowSeconds) === 'stale');
  return (
    <>
      <ul className="monitor-list" aria-label={t('monitor.listLabel')}>
        {trips.map((trip) => (
          <TripItem
            key={trip.generated_trip_id}
            trip={trip}
            color={colors.get(trip.generated_trip_id) ?? STALE_COLOR}
            nowSeconds={nowSeconds}
            selected={trip.generated_trip_id === selectedId}
            onFocus={onFocus}
          />
        ))}
      </ul>
      {anyStale ? <p className="monitor-list__note">{t('monitor.staleNote')}</p> : null}
    </>
  );
}

function TripItem({
  trip,
  color,
  nowSeconds,
  selected,
  onFocus,
}: {
  trip: LiveTrip;
  color: string;
  nowSeconds: number;
  selected: boolean;
  onFocus: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reportText = useReportText();
  const branchName = useBranchName();
  const phoneText = usePhoneText();
  const name = courierName(trip);
  const last = lastPoint(trip);
  const signal = signalOf(trip, nowSeconds);
  const arrived = trip.arrived_time !== null;
  const elapsedMinutes = Math.max(0, nowSeconds - trip.start_time) / 60;

  return (
    <li
      className={`monitor-trip is-${signal}${selected ? ' is-selected' : ''}`}
      style={{ '--courier-color': color } as CSSProperties}
      data-testid="monitor-trip"
      data-trip-id={trip.generated_trip_id}
      data-point-count={trip.points.length}
      data-lat={last?.lat ?? ''}
      data-lng={last?.lng ?? ''}
      data-stale={signal === 'stale' ? 'true' : 'false'}
    >
      <button
        type="button"
        className="monitor-trip__main"
        aria-pressed={selected}
        title={t('monitor.focus', { name })}
        onClick={() => onFocus(trip.generated_trip_id)}
      >
        <span className="monitor-avatar" aria-hidden="true">
          {initialsOf(trip)}
        </span>
        <span className="monitor-trip__who">
          <span className="monitor-trip__name">{name}</span>
          <span className="monitor-trip__branch">{branchName(trip.branch_name)}</span>
        </span>
        <span className={`monitor-status${arrived ? ' monitor-status--arrived' : ''}`}>
          {arrived ? t('monitor.status.arrived') : t('monitor.status.onTheWay')}
        </span>
      </button>

      <dl className="monitor-trip__facts">
        <div>
          <dt title={t('monitor.facts.elapsed')}>
            <ClockIcon size={15} />
            <span className="visually-hidden">{t('monitor.facts.elapsed')}</span>
          </dt>
          <dd>{formatDuration(elapsedMinutes)}</dd>
        </div>
        <div>
          <dt title={t('monitor.facts.distance')}>
            <RouteIcon size={15} />
            <span className="visually-hidden">{t('monitor.facts.distance')}</span>
          </dt>
          <dd>{formatKm(trip.distance_km, language)}</dd>
        </div>
        <div className="monitor-trip__phone">
          <dt title={t('monitor.facts.customer')}>
            <PhoneIcon size={15} />
            <span className="visually-hidden">{t('monitor.facts.customer')}</span>
          </dt>
          <dd>{phoneText(trip.customer_phone_number)}</dd>
        </div>
      </dl>

      <div className="monitor-trip__foot">
        <span className={`monitor-signal monitor-signal--${signal}`}>
          {signal === 'waiting' ? (
            <GpsIcon size={14} />
          ) : (
            <span className="monitor-signal__dot" aria-hidden="true" />
          )}
          {reportText(trip, nowSeconds)}
        </span>
        <a
          className="monitor-trip__link"
          href={trip.tracking_url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('monitor.trackingPageLabel', { name })}
        >
          {t('monitor.trackingPage')}
          <ExternalLinkIcon size={14} />
        </a>
      </div>
    </li>
  );
}
