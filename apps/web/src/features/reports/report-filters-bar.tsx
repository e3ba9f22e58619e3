import type { Branch, Courier } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ChipGroup, SelectField, TextField } from '../../components/field';
import { useCourierWord } from '../../lib/courier-word';
import { activePreset, presetRange, RANGE_PRESETS, type ReportView } from './report-filters';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function courierOptions(
  couriers: readonly Courier[],
  selectedId: string | null,
  inactiveLabel: (name: string) => string,
) {
  const sorted = [...couriers].sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      `${a.name} ${a.last_name}`.localeCompare(`${b.name} ${b.last_name}`),
  );
  const options = sorted.map((courier) => {
    const name = `${courier.name} ${courier.last_name}`.trim();
    return { value: courier.id, label: courier.active ? name : inactiveLabel(name) };
  });
  // A bookmarked courier the list does not have (yet): still selected, so the filter never lies.
  if (selectedId && !options.some((option) => option.value === selectedId))
    options.push({ value: selectedId, label: '…' });
  return options;
}

/** Branch, courier and dates, with one-click ranges; every change lands in the URL. */
export function ReportFiltersBar({
  view,
  today,
  branches,
  couriers,
  onChange,
}: {
  view: ReportView;
  today: string;
  branches: readonly Branch[];
  couriers: readonly Courier[];
  onChange: (change: Partial<ReportView>) => void;
}) {
  const { t } = useTranslation();
  const { singular, plural } = useCourierWord();
  const preset = activePreset(view, today);
  const branchOptions = [
    { value: '', label: t('reports.filters.allBranches') },
    ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
  ];
  const courierList = [
    { value: '', label: t('reports.filters.allCouriers', { couriers: plural }) },
    ...courierOptions(couriers, view.courierId, (name) => t('reports.filters.inactiveCourier', { name })),
  ];

  return (
    <section className="panel stack--4 report-filters" aria-label={t('reports.filters.label')}>
      <div className="report-filters__fields">
        {branches.length > 1 ? (
          <SelectField
            label={t('reports.filters.branch')}
            options={branchOptions}
            value={view.branchId ?? ''}
            onChange={(event) => onChange({ branchId: event.target.value || null })}
          />
        ) : null}
        <SelectField
          label={t('reports.filters.courier', { courier: capitalized(singular) })}
          options={courierList}
          value={view.courierId ?? ''}
          onChange={(event) => onChange({ courierId: event.target.value || null })}
        />
        <TextField
          label={t('reports.filters.from')}
          type="date"
          value={view.startDate}
          max={today}
          required
          onChange={(event) => event.target.value && onChange({ startDate: event.target.value })}
        />
        <TextField
          label={t('reports.filters.to')}
          type="date"
          value={view.endDate}
          min={view.startDate}
          max={today > view.startDate ? today : undefined}
          required
          onChange={(event) => event.target.value && onChange({ endDate: event.target.value })}
        />
      </div>
      <div className="report-filters__presets">
        <ChipGroup
          legend={t('reports.filters.dates')}
          chips={RANGE_PRESETS.map((option) => ({
            value: option,
            label: t(`reports.filters.presets.${option}`),
          }))}
          selected={preset}
          onSelect={(option) => onChange(presetRange(option, today))}
          quiet
        />
      </div>
    </section>
  );
}
