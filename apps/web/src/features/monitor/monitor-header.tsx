import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';
import type { BranchPickerProps } from '../../lib/branches';
import type { MonitorAlert } from './monitor-alerts';
import type { CourierRow } from './monitor-couriers';
import { type Connection, signalOf } from './monitor-state';

/** "2 on a delivery · 3 idle · 1 without signal", and the alerts' count at a glance. */
export function MonitorSummary({
  rows,
  alerts,
  nowSeconds,
}: {
  rows: readonly CourierRow[];
  alerts: readonly MonitorAlert[];
  nowSeconds: number;
}) {
  const { t } = useTranslation();
  const onDelivery = rows.filter((row) => row.activity === 'on_delivery');
  const idle = rows.filter((row) => row.activity === 'idle').length;
  const withoutSignal = onDelivery.filter(
    (row) => row.trips[0] && signalOf(row.trips[0], nowSeconds) === 'stale',
  ).length;
  if (onDelivery.length === 0 && idle === 0)
    return <p className="monitor-header__subtitle">{t('monitor.subtitle')}</p>;
  return (
    <p className="monitor-header__subtitle" data-testid="monitor-summary">
      {t('monitor.summary.onDelivery', { count: onDelivery.length })}
      {idle > 0 ? ` · ${t('monitor.summary.idle', { count: idle })}` : null}
      {withoutSignal > 0 ? (
        <span className="monitor-header__stale">
          {' '}
          · {t('monitor.withoutSignal', { count: withoutSignal })}
        </span>
      ) : null}
      {alerts.length > 0 ? (
        <span className="monitor-header__alerts">
          <AlertIcon size={14} />
          {t('monitor.alerts.count', { count: alerts.length })}
        </span>
      ) : null}
    </p>
  );
}

const CONNECTION_TONES: Record<Connection, string> = {
  connecting: 'tone-muted',
  live: 'tone-success',
  reconnecting: 'tone-accent',
};

/** A discreet dot and word: live, connecting, or reconnecting after the stream dropped. */
export function ConnectionPill({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-badge ${CONNECTION_TONES[connection]} monitor-connection monitor-connection--${connection}`}
      role="status"
      data-connection={connection}
    >
      <span className="monitor-connection__dot" aria-hidden="true" />
      {t(`monitor.connection.${connection}`)}
    </span>
  );
}

/** The `selected_branch_id` filter as a compact select, with "All branches" first. */
export function BranchSelect({ branches, selected, onSelect }: BranchPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="cluster monitor-branch">
      <label className="monitor-branch__label" htmlFor={id}>
        {t('monitor.branch')}
      </label>
      <select
        id={id}
        className="input select monitor-branch__select"
        value={selected?.id ?? ''}
        onChange={(event) => onSelect(event.target.value || null)}
      >
        <option value="">{t('monitor.allBranches')}</option>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </div>
  );
}
