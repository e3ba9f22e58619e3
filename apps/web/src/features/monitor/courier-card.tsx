import { formatDuration, formatKm } from '@rutaviva/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ClockIcon,
  ExternalLinkIcon,
  GpsIcon,
  InboxIcon,
  MapPinIcon,
  PhoneIcon,
  RouteIcon,
} from '../../components/icons';
import { useBranchName } from '../../lib/branches';
import { useLanguage } from '../../lib/i18n';
import { usePhoneText } from '../../lib/phones';
import { AlertKindIcon } from './alert-kind-icon';
import { courierName, initialsOf, STALE_COLOR } from './courier-look';
import type { MonitorAlert } from './monitor-alerts';
import type { CourierRow } from './monitor-couriers';
import { clockTime } from './monitor-format';
import { signalOf } from './monitor-state';
import { alertTone, useAgo, useAlertText, useReportText } from './monitor-words';
import { TripDetails } from './trip-details';
import { TripEstimate } from './trip-estimate';
import './courier-card.css';
import './trip-details.css';
import { IconFact } from '../../components/icon-fact';

export interface CourierCardProps {
  row: CourierRow;
  color: string;
  nowSeconds: number;
  /** This courier's alerts, most serious first. */
  alerts: readonly MonitorAlert[];
  selected: boolean;
  onFocus: (courierId: string) => void;
  onEnd: (row: CourierRow) => void;
}

/** One courier: who, what they are doing, their delivery's facts and alerts; the card selects them. */
export function CourierCard({ row, color, nowSeconds, alerts, selected, onFocus, onEnd }: CourierCardProps) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const name = courierName(row);
  const trip = row.trips[0] ?? null;
  const signal = trip ? signalOf(trip, nowSeconds) : 'live';
  const tone = alerts[0] ? alertTone(alerts[0]) : null;
  const classes = [
    'monitor-courier',
    `is-${row.activity}`,
    trip ? `is-${signal}` : '',
    tone ? `has-alert is-${tone}` : '',
    selected ? 'is-selected' : '',
  ];

  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      style={{ '--courier-color': trip || row.activity === 'idle' ? color : STALE_COLOR } as CSSProperties}
      data-testid="monitor-courier"
      data-courier-id={row.id}
      data-activity={row.activity}
      data-trip-id={trip?.generated_trip_id ?? ''}
      data-point-count={trip?.points.length ?? 0}
      data-lat={row.lastPosition?.lat ?? ''}
      data-lng={row.lastPosition?.lng ?? ''}
      data-stale={signal === 'stale' ? 'true' : 'false'}
      data-alerts={alerts.map((alert) => alert.kind).join(' ')}
    >
      <button
        type="button"
        className="monitor-courier__main"
        aria-pressed={selected}
        title={t('monitor.focus', { name })}
        onClick={() => onFocus(row.id)}
      >
        <span className="monitor-avatar" aria-hidden="true">
          {initialsOf(row)}
        </span>
        <span className="monitor-courier__who">
          <span className="monitor-courier__name">{name}</span>
          <span className="monitor-courier__branch">{branchName(row.branchName)}</span>
        </span>
        <StatusBadge row={row} />
      </button>
      {trip ? (
        <>
          {alerts.length > 0 ? <AlertChips alerts={alerts} /> : null}
          <TripFacts row={row} nowSeconds={nowSeconds} />
          {selected ? <TripDetails row={row} onEnd={() => onEnd(row)} /> : null}
        </>
      ) : (
        <SeenLine row={row} nowSeconds={nowSeconds} />
      )}
    </li>
  );
}

function StatusBadge({ row }: { row: CourierRow }) {
  const { t } = useTranslation();
  const trip = row.trips[0];
  if (trip) {
    const arrived = trip.arrived_time !== null;
    return (
      <span className={`status-badge monitor-status ${arrived ? 'tone-success' : 'tone-brand'}`}>
        {arrived ? t('monitor.status.arrived') : t('monitor.status.onTheWay')}
      </span>
    );
  }
  const key = row.activity === 'on_delivery' ? 'idle' : row.activity;
  return <span className="status-badge tone-muted monitor-status">{t(`monitor.status.${key}`)}</span>;
}

/** What is wrong, in words and colour, on the card itself. */
function AlertChips({ alerts }: { alerts: readonly MonitorAlert[] }) {
  const alertText = useAlertText();
  return (
    <ul className="monitor-chips">
      {alerts.map((alert) => (
        <li key={alert.kind} className={`pill pill--icon tone-${alertTone(alert)}`}>
          <AlertKindIcon kind={alert.kind} size={14} />
          {alertText(alert).label}
        </li>
      ))}
    </ul>
  );
}

function TripFacts({ row, nowSeconds }: { row: CourierRow; nowSeconds: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reportText = useReportText();
  const phoneText = usePhoneText();
  const trip = row.trips[0];
  if (!trip) return null;
  const signal = signalOf(trip, nowSeconds);
  const elapsedMinutes = Math.max(0, nowSeconds - trip.start_time) / 60;
  return (
    <>
      <dl className="facts monitor-courier__facts">
        <IconFact
          icon={<ClockIcon size={15} />}
          label={t('monitor.facts.started')}
          tooltip={t('monitor.facts.elapsed')}
        >
          {clockTime(trip.start_time)} · {formatDuration(elapsedMinutes)}
        </IconFact>
        <IconFact
          icon={<RouteIcon size={15} />}
          label={t('monitor.facts.distance')}
          tooltip={t('monitor.facts.distance')}
        >
          {formatKm(trip.distance_km, language)}
        </IconFact>
        <IconFact
          icon={<PhoneIcon size={15} />}
          label={t('monitor.facts.customer')}
          tooltip={t('monitor.facts.customer')}
          className="monitor-courier__phone"
        >
          {phoneText(trip.customer_phone_number)}
        </IconFact>
        {trip.order_reference ? (
          <IconFact
            icon={<InboxIcon size={15} />}
            label={t('reports.orderLabel')}
            tooltip={t('reports.orderLabel')}
          >
            {t('reports.orderReference', { reference: trip.order_reference })}
          </IconFact>
        ) : null}
      </dl>
      <TripEstimate estimate={trip.estimate} nowSeconds={nowSeconds} />
      <div className="spread monitor-courier__foot">
        <span className={`monitor-signal monitor-signal--${signal}`}>
          {signal === 'waiting' ? (
            <GpsIcon size={14} />
          ) : (
            <span className="monitor-signal__dot" aria-hidden="true" />
          )}
          {reportText(trip, nowSeconds)}
        </span>
        <a className="monitor-courier__link" href={trip.tracking_url} target="_blank" rel="noreferrer">
          {t('monitor.trackingPage')}
          <span className="visually-hidden">
            {' '}
            {t('monitor.trackingPageLabel', { name: courierName(row) })}
          </span>
          <ExternalLinkIcon size={14} />
        </a>
      </div>
    </>
  );
}

/** Between deliveries: when and whether they were last seen. */
function SeenLine({ row, nowSeconds }: { row: CourierRow; nowSeconds: number }) {
  const { t } = useTranslation();
  const ago = useAgo();
  const seen = row.lastPosition;
  return (
    <p className="monitor-courier__seen">
      <MapPinIcon size={14} />
      {seen
        ? t('monitor.lastSeen', { ago: ago(Math.max(0, nowSeconds - seen.timestamp)) })
        : t('monitor.neverSeen')}
    </p>
  );
}
