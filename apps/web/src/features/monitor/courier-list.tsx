import { type CourierActivity, formatDuration, STALE_POSITION_SECONDS } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';
import { CourierCard } from './courier-card';
import { STALE_COLOR } from './courier-look';
import type { MonitorAlert } from './monitor-alerts';
import { ACTIVITY_ORDER, type CourierRow } from './monitor-couriers';
import { signalOf } from './monitor-state';
import './courier-list.css';

interface CourierListProps {
  rows: readonly CourierRow[];
  colors: ReadonlyMap<string, string>;
  alerts: readonly MonitorAlert[];
  nowSeconds: number;
  selectedId: string | null;
  onFocus: (courierId: string) => void;
  onEnd: (row: CourierRow) => void;
}

/**
 * Every courier in groups: on a delivery, idle, not seen yet, inactive (folded away). Each card
 * selects its courier; the delivery group says so when it is empty.
 */
export function CourierList({
  rows,
  colors,
  alerts,
  nowSeconds,
  selectedId,
  onFocus,
  onEnd,
}: CourierListProps) {
  const { t } = useTranslation();
  const { plural: couriers } = useCourierWord();
  const anyStale = rows.some((row) => row.trips[0] && signalOf(row.trips[0], nowSeconds) === 'stale');

  const group = (activity: CourierActivity) => {
    const members = rows.filter((row) => row.activity === activity);
    if (members.length === 0 && activity !== 'on_delivery') return null;
    const heading = (
      <h2 className="cluster overline monitor-group__title">
        {t(`monitor.groups.${activity}`)} <span className="monitor-group__count">{members.length}</span>
      </h2>
    );
    const list =
      members.length > 0 ? (
        <ul className="monitor-list" aria-label={t(`monitor.groups.${activity}`)}>
          {members.map((row) => (
            <CourierCard
              key={row.id}
              row={row}
              color={colors.get(row.id) ?? STALE_COLOR}
              nowSeconds={nowSeconds}
              alerts={alerts.filter((alert) => alert.courierId === row.id)}
              selected={row.id === selectedId}
              onFocus={onFocus}
              onEnd={onEnd}
            />
          ))}
        </ul>
      ) : (
        <p className="placeholder monitor-group__empty">{t('monitor.noDeliveries')}</p>
      );
    if (activity === 'inactive')
      return (
        <details key={activity} className="stack--2 monitor-group--folded">
          <summary>{heading}</summary>
          {list}
        </details>
      );
    return (
      <section key={activity} className={`stack--2 monitor-group--${activity}`}>
        {heading}
        {list}
      </section>
    );
  };

  return (
    <section className="stack" aria-label={t('monitor.listLabel', { couriers })}>
      {ACTIVITY_ORDER.map(group)}
      {anyStale ? (
        <p className="monitor-list__note">
          {t('monitor.staleNote', { limit: formatDuration(STALE_POSITION_SECONDS / 60) })}
        </p>
      ) : null}
    </section>
  );
}
