import { useTranslation } from 'react-i18next';
import { courierName, initialsOf } from './courier-look';
import type { CourierView, LatLngTuple } from './map/courier-marker';
import type { MonitorAlert } from './monitor-alerts';
import type { CourierRow } from './monitor-couriers';
import { signalOf } from './monitor-state';
import { alertTone, useAgo, useAlertText, useReportText } from './monitor-words';

interface ViewsInput {
  rows: readonly CourierRow[];
  colors: ReadonlyMap<string, string>;
  alerts: readonly MonitorAlert[];
  nowSeconds: number;
  selectedId: string | null;
}

/**
 * What the map draws: a courier on a delivery with their route, a courier between deliveries as
 * a hollow disc where they were last seen. Couriers never seen, and inactive ones, stay off it.
 */
export function useCourierViews({ rows, colors, alerts, nowSeconds, selectedId }: ViewsInput): CourierView[] {
  const { t } = useTranslation();
  const ago = useAgo();
  const reportText = useReportText();
  const alertText = useAlertText();
  return rows.flatMap((row): CourierView[] => {
    const trip = row.trips[0];
    const onMap = row.activity === 'on_delivery' || row.activity === 'idle';
    if (!onMap || !row.lastPosition) return [];
    const route = trip !== undefined && trip.points.length > 0;
    const path: LatLngTuple[] = route
      ? trip.points.map((point): LatLngTuple => [point.lat, point.lng])
      : [[row.lastPosition.lat, row.lastPosition.lng]];
    const worst = alerts.find((alert) => alert.courierId === row.id);
    const report = trip
      ? reportText(trip, nowSeconds)
      : t('monitor.lastSeen', { ago: ago(Math.max(0, nowSeconds - row.lastPosition.timestamp)) });
    return [
      {
        id: row.id,
        path,
        color: colors.get(row.id) ?? '',
        initials: initialsOf(row),
        name: courierName(row),
        report: worst ? `${report} · ${alertText(worst).label}` : report,
        // On a delivery without a fresh position: grey, where the courier was last seen.
        stale: trip !== undefined && signalOf(trip, nowSeconds) !== 'live',
        idle: trip === undefined,
        route,
        alert: worst ? alertTone(worst) : null,
        selected: row.id === selectedId,
        dimmed: selectedId !== null && row.id !== selectedId,
      },
    ];
  });
}
