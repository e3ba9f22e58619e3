import { AlertIcon, ClockIcon, GpsIcon } from '../../components/icons';
import type { AlertKind } from './monitor-alerts';

/** Each alert kind has its own shape, so the alert reads without its colour. */
export function AlertKindIcon({ kind, size = 16 }: { kind: AlertKind; size?: number }) {
  if (kind === 'long_delivery') return <AlertIcon size={size} />;
  if (kind === 'slow_arrival') return <ClockIcon size={size} />;
  return <GpsIcon size={size} />;
}
