import type { Estimate } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';
import { estimateWords } from './monitor-destinations';
import { clockTime } from './monitor-format';

/** Issue 15: "Arriving in about 8 min · 14:32" on a courier's card; nothing without an estimate. */
export function TripEstimate({ estimate, nowSeconds }: { estimate: Estimate | null; nowSeconds: number }) {
  const { t } = useTranslation();
  const words = estimateWords(estimate, nowSeconds);
  if (!words) return null;
  const time = clockTime(words.arrivalAt);
  return (
    <p className="monitor-estimate" data-testid="monitor-estimate">
      <ClockIcon size={14} />
      <span>
        {words.key === 'range'
          ? t('monitor.destination.etaRange', { ...words.vars, time })
          : t('monitor.destination.eta', { ...words.vars, time })}
      </span>
    </p>
  );
}
