import {
  formatDuration,
  formatKm,
  formatKmNumber,
  formatNumber,
  type ReportTotals,
  type TripFlag,
} from '@rutaviva/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, FlagIcon, MapPinIcon, StarIcon } from '../../components/icons';
import { useLanguage } from '../../lib/i18n';
import { FlagChip, RatingFace } from './trips/trip-parts';

const FLAGS: readonly TripFlag[] = ['slow_arrival', 'long_delivery', 'suspicious_arrival'];
const RATING_ORDER = [
  { key: 'excellent', rating: 3 },
  { key: 'okay', rating: 2 },
  { key: 'bad', rating: 1 },
] as const;

function Kpi({
  label,
  value,
  hint,
  icon,
  tone,
  testId,
  rawValue,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  tone: 'brand' | 'accent' | 'ink';
  testId?: string;
  /** The raw number, for tests and tools that read the page (the text is formatted). */
  rawValue?: number;
}) {
  return (
    <div className={`panel kpi kpi--${tone}`}>
      <span className={`kpi__icon icon-tile tone-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <p className="kpi__label">{label}</p>
      <p className="kpi__value" data-testid={testId} data-value={rawValue}>
        {value}
      </p>
      {hint ? <p className="kpi__hint">{hint}</p> : null}
    </div>
  );
}

/** The two average times: minutes to arrive and minutes to end, each with its text keys and tone. */
const AVERAGE_TIMES = [
  { key: 'averageArrival', minutes: 'average_arrival_minutes', tone: 'accent' },
  { key: 'averageEnd', minutes: 'average_end_minutes', tone: 'brand' },
] as const;

/** One of the panels under the numbers: its icon and title, what it counts (`aside`), then its rows. */
function ReportPanel({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="panel report-panel" aria-labelledby={titleId}>
      <header className="cluster--wrap report-panel__head">
        {icon}
        <h2 id={titleId} className="report-panel__title">
          {title}
        </h2>
        {aside ? <span className="report-panel__aside">{aside}</span> : null}
      </header>
      {children}
    </section>
  );
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The four numbers first, then how customers rated and how many trips need a look. */
export function ReportTotalsView({ totals, days }: { totals: ReportTotals; days: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { deliveries, ratings, flags } = totals;
  const rated = ratings.bad + ratings.okay + ratings.excellent;
  const time = (minutes: number) => (minutes > 0 ? formatDuration(minutes) : t('reports.totals.noTime'));
  const flagged = FLAGS.filter((flag) => flags[flag] > 0);

  return (
    <section className="stack--4" aria-label={t('reports.totals.label')}>
      <div className="stack--3 kpis">
        <Kpi
          label={t('reports.totals.deliveries')}
          value={formatNumber(deliveries, language)}
          testId="total-deliveries"
          rawValue={deliveries}
          tone="brand"
          icon={<FlagIcon size={20} />}
          hint={
            days > 1
              ? t('reports.totals.deliveriesPerDay', { value: formatNumber(deliveries / days, language, 1) })
              : undefined
          }
        />
        {AVERAGE_TIMES.map(({ key, minutes, tone }) => (
          <Kpi
            key={key}
            label={t(`reports.totals.${key}`)}
            value={time(totals[minutes])}
            hint={t(`reports.totals.${key}Hint`)}
            tone={tone}
            icon={<ClockIcon size={20} />}
          />
        ))}
        <Kpi
          label={t('reports.totals.distance')}
          value={formatKm(totals.distance_km, language)}
          testId="total-distance"
          hint={
            deliveries > 0
              ? t('reports.totals.distancePerDelivery', {
                  value: formatKmNumber(totals.distance_km / deliveries, language),
                })
              : undefined
          }
          tone="ink"
          icon={<MapPinIcon size={20} />}
        />
      </div>

      <div className="stack--3 report-panels">
        <ReportPanel
          icon={<StarIcon size={18} />}
          title={t('reports.totals.ratings')}
          aside={t('reports.totals.ratedOf', {
            rated: formatNumber(rated, language),
            total: formatNumber(deliveries, language),
          })}
        >
          {rated === 0 ? (
            <p className="report-panel__empty">{t('reports.totals.noRatings')}</p>
          ) : (
            <>
              <div className="ratio-bar" aria-hidden="true">
                {RATING_ORDER.map(({ key }) =>
                  ratings[key] > 0 ? (
                    <span
                      key={key}
                      className={`ratio-bar__part swatch--${key}`}
                      style={{ flexGrow: ratings[key] }}
                    />
                  ) : null,
                )}
              </div>
              <ul className="stack--3 rating-rows">
                {RATING_ORDER.map(({ key, rating }) => (
                  <li key={key} className={`rating-row rating-row--${key}`}>
                    <RatingFace rating={rating} withLabel={false} />
                    <span className="rating-row__count">
                      {formatNumber(ratings[key], language)}
                      <span className="rating-row__share">{percent(ratings[key], rated)}%</span>
                    </span>
                    <span className="rating-row__label">{t(`reports.ratings.${key}`)}</span>
                  </li>
                ))}
              </ul>
              {ratings.unrated > 0 ? (
                <p className="report-panel__note">
                  {t('reports.totals.unrated', { count: ratings.unrated })}
                </p>
              ) : null}
            </>
          )}
        </ReportPanel>

        <ReportPanel icon={<FlagIcon size={18} />} title={t('reports.totals.flags')}>
          <ul className="stack--2">
            {FLAGS.map((flag) => (
              <li key={flag} className={`flag-row${flags[flag] === 0 ? ' is-zero' : ''}`}>
                <FlagChip flag={flag} />
                <span className="flag-row__count">{formatNumber(flags[flag], language)}</span>
                <span className="flag-row__share">
                  {t('reports.totals.share', { value: percent(flags[flag], deliveries) })}
                </span>
              </li>
            ))}
          </ul>
          {flagged.length === 0 ? (
            <p className="report-panel__empty">{t('reports.totals.flagsNone')}</p>
          ) : null}
        </ReportPanel>
      </div>
    </section>
  );
}
