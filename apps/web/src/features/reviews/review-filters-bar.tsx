import type { Branch } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { type Chip, ChipGroup, SelectField, TextField } from '../../components/field';
import { useCouriers } from '../../lib/couriers';
import { RatingFace } from './rating-face';
import { RATING_KEYS, RATINGS_BEST_FIRST, type RatingSummary } from './ratings';
import {
  DATE_PRESETS,
  hasFilters,
  matchingPreset,
  NO_FILTERS,
  presetRange,
  type Rating,
  type ReviewFilters,
} from './review-filters';
import './review-filters.css';

interface Props {
  filters: ReviewFilters;
  onChange: (change: Partial<ReviewFilters>) => void;
  /** The split the chips count; absent while the first page loads. */
  summary: RatingSummary | undefined;
  branches: readonly Branch[];
  today: string;
  courier: { title: string; plural: string };
}

function RatingChips({ filters, onChange, summary }: Pick<Props, 'filters' | 'onChange' | 'summary'>) {
  const { t } = useTranslation();
  const chipLabel = (label: string, count: number | undefined, face: ReactNode = null) => (
    <>
      {face}
      <span>{label}</span>
      {count === undefined ? null : <span className="reviews-chip__count">{count}</span>}
    </>
  );
  const chips: Chip<Rating | null>[] = [
    { value: null, label: chipLabel(t('reviews.filters.allRatings'), summary?.total) },
    ...RATINGS_BEST_FIRST.map((rating) => ({
      value: rating,
      label: chipLabel(
        t(`reviews.ratings.${RATING_KEYS[rating]}`),
        summary?.[RATING_KEYS[rating]],
        <RatingFace rating={rating} size={18} />,
      ),
      className: `reviews-chip--${RATING_KEYS[rating]}`,
    })),
  ];
  return (
    <ChipGroup
      legend={t('reviews.filters.rating')}
      chips={chips}
      selected={filters.rating}
      onSelect={(rating) => onChange({ rating })}
      scroll
    />
  );
}

/** Rating chips, branch, courier and the period, all kept in the URL by the page. */
export function ReviewFiltersBar({ filters, onChange, summary, branches, today, courier }: Props) {
  const { t } = useTranslation();
  const couriers = useCouriers(filters.branchId);
  const preset = matchingPreset(filters, today);
  const courierOptions = [
    { value: '', label: t('reviews.filters.allCouriers', { couriers: courier.plural }) },
    ...(couriers.data ?? []).map((item) => {
      const name = `${item.name} ${item.last_name}`.trim();
      return {
        value: item.id,
        label: item.active ? name : t('reviews.filters.inactiveCourier', { name }),
      };
    }),
  ];
  // A courier picked in the URL stays visible while the list loads.
  if (filters.courierId && !courierOptions.some((option) => option.value === filters.courierId)) {
    courierOptions.push({ value: filters.courierId, label: '…' });
  }

  return (
    <section className="stack--4 reviews-filters" aria-label={t('reviews.filters.title')}>
      <RatingChips filters={filters} onChange={onChange} summary={summary} />

      <div
        className={`stack--3 reviews-filters__fields${branches.length > 1 ? '' : ' reviews-filters__fields--no-branch'}`}
      >
        {branches.length > 1 ? (
          <SelectField
            label={t('reviews.filters.branch')}
            value={filters.branchId ?? ''}
            onChange={(event) => onChange({ branchId: event.target.value || null, courierId: null })}
            options={[
              { value: '', label: t('reviews.filters.allBranches') },
              ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
            ]}
          />
        ) : null}
        <SelectField
          label={t('reviews.filters.courier', { courierTitle: courier.title })}
          value={filters.courierId ?? ''}
          onChange={(event) => onChange({ courierId: event.target.value || null })}
          options={courierOptions}
        />
        <TextField
          type="date"
          label={t('reviews.filters.from')}
          value={filters.startDate ?? ''}
          max={filters.endDate ?? today}
          onChange={(event) => onChange({ startDate: event.target.value || null })}
        />
        <TextField
          type="date"
          label={t('reviews.filters.to')}
          value={filters.endDate ?? ''}
          min={filters.startDate ?? undefined}
          max={today}
          onChange={(event) => onChange({ endDate: event.target.value || null })}
        />
      </div>

      <div className="spread reviews-filters__period">
        <ChipGroup
          legend={t('reviews.filters.period')}
          chips={DATE_PRESETS.map((value) => ({ value, label: t(`reviews.filters.presets.${value}`) }))}
          selected={preset}
          onSelect={(value) => onChange(presetRange(value, today))}
          quiet
          scroll
        />
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            {t('reviews.filters.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
