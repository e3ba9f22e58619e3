import { formatNumber } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ChipGroup, TextField } from '../../components/field';
import { useLanguage } from '../../lib/i18n';
import { PACK_QUICK_PICKS } from './pack-view';

/**
 * A number of deliveries, typed or picked from the usual pack sizes: the calculators and the
 * prepaid pack form. `value` is the typed text; `deliveries` what it reads as (null when invalid).
 */
export function DeliveriesInput({
  label,
  value,
  deliveries,
  error,
  className,
  onChange,
}: {
  label: string;
  value: string;
  deliveries: number | null;
  error: string | undefined;
  className?: string;
  onChange: (typed: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="stack--2">
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <ChipGroup
        legend={t('sales.prepaid.quickPicks')}
        chips={PACK_QUICK_PICKS.map((size) => ({ value: size, label: formatNumber(size, language) }))}
        selected={deliveries}
        onSelect={(size) => onChange(String(size))}
      />
    </div>
  );
}
