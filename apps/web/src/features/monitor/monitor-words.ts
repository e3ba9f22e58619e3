import { formatDuration, LONG_DELIVERY_MINUTES, SLOW_ARRIVAL_MINUTES } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import type { MonitorAlert } from './monitor-alerts';
import { ageWords } from './monitor-format';
import { type LiveTrip, secondsSinceReport, signalOf } from './monitor-state';

/** "12 s ago", "4 min ago", "2 days ago" in the user's language. */
export function useAgo() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const words = ageWords(seconds);
    return t(`monitor.ago.${words.key}`, { count: words.count });
  };
}

/** "Last report 12 s ago", "No signal · 4 min ago" or "Waiting for GPS", for one delivery. */
export function useReportText() {
  const { t } = useTranslation();
  const ago = useAgo();
  return (trip: LiveTrip, nowSeconds: number) => {
    const age = secondsSinceReport(trip, nowSeconds);
    if (age === null) return t('monitor.signal.waiting');
    const key = signalOf(trip, nowSeconds) === 'stale' ? 'monitor.signal.stale' : 'monitor.signal.live';
    return t(key, { ago: ago(age) });
  };
}

/**
 * An alert in words: what is wrong ("Not arrived after 30 min", the limit read from the domain's
 * constants) and for how long ("42 min since it started").
 */
export function useAlertText() {
  const { t } = useTranslation();
  return (alert: MonitorAlert): { label: string; detail: string } => {
    const duration = formatDuration(alert.seconds / 60);
    switch (alert.kind) {
      case 'long_delivery':
        return {
          label: t('monitor.alerts.long_delivery', { limit: formatDuration(LONG_DELIVERY_MINUTES) }),
          detail: t('monitor.alerts.running', { duration }),
        };
      case 'slow_arrival':
        return {
          label: t('monitor.alerts.slow_arrival', { limit: formatDuration(SLOW_ARRIVAL_MINUTES) }),
          detail: t('monitor.alerts.running', { duration }),
        };
      case 'stale_position':
        return {
          label: t(alert.neverLocated ? 'monitor.alerts.neverLocated' : 'monitor.alerts.stale_position', {
            duration,
          }),
          detail: '',
        };
    }
  };
}

/** Red for a delivery over the hour, amber for the rest. */
export const alertTone = (alert: MonitorAlert): 'danger' | 'warning' =>
  alert.kind === 'long_delivery' ? 'danger' : 'warning';
