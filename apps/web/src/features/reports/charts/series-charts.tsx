import { formatDuration, formatNumber, numberLocale, type ReportSeries } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { longLabel, minutesLabel, minuteTicks, shortLabel } from './bucket-labels';
import { ChartFrame } from './chart-frame';
import { axisTicks, linePath, topRoundedBar } from './chart-scale';

type Point = ReportSeries['points'][number];

function useSeriesLabels(series: ReportSeries) {
  const { t } = useTranslation();
  const locale = numberLocale(useLanguage());
  const weekOf = (date: string) => t('reports.charts.weekOf', { date });
  return {
    short: series.points.map((point) => shortLabel(point.date, series.bucket, locale)),
    long: (index: number) => longLabel(series.points[index]?.date ?? '', series.bucket, locale, weekOf),
    summary: (title: string) =>
      t('reports.charts.summary', {
        title,
        count: series.points.length,
        from: longLabel(series.points[0]?.date ?? '', series.bucket, locale, weekOf),
        to: longLabel(series.points.at(-1)?.date ?? '', series.bucket, locale, weekOf),
      }),
  };
}

function LegendItem({ tone, label, line = false }: { tone: string; label: string; line?: boolean }) {
  return (
    <span className="inline-icon caption">
      <span className={`legend-item__swatch swatch--${tone}${line ? ' legend-item__swatch--line' : ''}`} />
      {label}
    </span>
  );
}

function TipRow({ tone, label, value }: { tone?: string; label: string; value: string }) {
  return (
    <span className="tip-row">
      {tone ? <span className={`legend-item__swatch swatch--${tone}`} /> : null}
      <span className="tip-row__label">{label}</span>
      <span className="tip-row__value">{value}</span>
    </span>
  );
}

export function DeliveriesChart({ series }: { series: ReportSeries }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useSeriesLabels(series);
  const title = t(`reports.charts.deliveriesPer.${series.bucket}`);
  const max = Math.max(0, ...series.points.map((point) => point.deliveries));
  return (
    <ChartFrame
      title={title}
      xLabels={labels.short}
      yTicks={axisTicks(max, 4, { integer: true })}
      yLabel={(value) => formatNumber(value, language)}
      summary={labels.summary(title)}
      tooltip={(index) => (
        <>
          <strong>{labels.long(index)}</strong>
          <span>{t('reports.charts.deliveriesValue', { count: series.points[index]?.deliveries ?? 0 })}</span>
        </>
      )}
    >
      {({ bands, y, baseline, active }) =>
        series.points.map((point, index) => {
          const band = bands[index];
          if (!band || point.deliveries === 0) return null;
          return (
            <path
              key={point.date}
              className={`bar bar--deliveries${active === index ? ' is-active' : ''}`}
              d={topRoundedBar(band.x, y(point.deliveries), band.width, baseline - y(point.deliveries))}
            >
              <title>{`${labels.long(index)}: ${t('reports.charts.deliveriesValue', { count: point.deliveries })}`}</title>
            </path>
          );
        })
      }
    </ChartFrame>
  );
}

/** A day without arrivals has no average: the server sends 0, and the line skips it. */
const average = (value: number) => (value > 0 ? value : null);

export function TimesChart({ series }: { series: ReportSeries }) {
  const { t } = useTranslation();
  const labels = useSeriesLabels(series);
  const title = t('reports.charts.times');
  const max = Math.max(
    0,
    ...series.points.flatMap((p) => [p.average_arrival_minutes, p.average_end_minutes]),
  );
  const lines = [
    {
      key: 'arrival',
      tone: 'arrival',
      label: t('reports.charts.arrivalLine'),
      pick: (p: Point) => p.average_arrival_minutes,
    },
    {
      key: 'end',
      tone: 'end',
      label: t('reports.charts.endLine'),
      pick: (p: Point) => p.average_end_minutes,
    },
  ] as const;
  const show = (minutes: number) => (minutes > 0 ? formatDuration(minutes) : t('reports.charts.noValue'));
  return (
    <ChartFrame
      title={title}
      legend={lines.map((line) => <LegendItem key={line.key} tone={line.tone} label={line.label} line />)}
      xLabels={labels.short}
      yTicks={minuteTicks(max)}
      yLabel={minutesLabel}
      yLabelWidth={44}
      summary={labels.summary(title)}
      tooltip={(index) => (
        <>
          <strong>{labels.long(index)}</strong>
          {lines.map((line) => (
            <TipRow
              key={line.key}
              tone={line.tone}
              label={line.label}
              value={show(line.pick(series.points[index] as Point))}
            />
          ))}
        </>
      )}
    >
      {({ bands, y, active }) =>
        lines.map((line) => {
          const spots = series.points.map((point, index) => {
            const value = average(line.pick(point));
            const band = bands[index];
            return value === null || !band ? null : { x: band.center, y: y(value), value, index };
          });
          return (
            <g key={line.key} className={`line swatch--${line.tone}`}>
              <path className="line__path" d={linePath(spots)} />
              {spots.map((spot) =>
                spot ? (
                  <circle
                    key={spot.index}
                    className={`line__dot${active === spot.index ? ' is-active' : ''}`}
                    cx={spot.x}
                    cy={spot.y}
                    r={active === spot.index ? 5 : series.points.length > 31 ? 0 : 3}
                  >
                    <title>{`${labels.long(spot.index)} · ${line.label}: ${formatDuration(spot.value)}`}</title>
                  </circle>
                ) : null,
              )}
            </g>
          );
        })
      }
    </ChartFrame>
  );
}

const STACK = ['excellent', 'okay', 'bad'] as const;

export function RatingsChart({ series }: { series: ReportSeries }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useSeriesLabels(series);
  const title = t('reports.charts.ratings');
  const rated = (p: Point) => p.ratings.excellent + p.ratings.okay + p.ratings.bad;
  const max = Math.max(0, ...series.points.map(rated));
  return (
    <ChartFrame
      title={title}
      legend={STACK.map((key) => <LegendItem key={key} tone={key} label={t(`reports.ratings.${key}`)} />)}
      xLabels={labels.short}
      yTicks={axisTicks(max, 4, { integer: true })}
      yLabel={(value) => formatNumber(value, language)}
      summary={labels.summary(title)}
      tooltip={(index) => {
        const point = series.points[index] as Point;
        return (
          <>
            <strong>{labels.long(index)}</strong>
            {STACK.map((key) => (
              <TipRow
                key={key}
                tone={key}
                label={t(`reports.ratings.${key}`)}
                value={formatNumber(point.ratings[key], language)}
              />
            ))}
            {point.ratings.unrated > 0 ? (
              <span className="tip-row tip-row--muted">
                {t('reports.charts.unratedValue', { count: point.ratings.unrated })}
              </span>
            ) : null}
          </>
        );
      }}
    >
      {({ bands, y, baseline, active }) =>
        series.points.map((point, index) => {
          const band = bands[index];
          if (!band || rated(point) === 0) return null;
          let below = 0;
          const topKey = [...STACK].reverse().find((key) => point.ratings[key] > 0);
          return (
            <g key={point.date} className={`bar-stack${active === index ? ' is-active' : ''}`}>
              {STACK.map((key) => {
                const value = point.ratings[key];
                if (value === 0) return null;
                const top = y(below + value);
                const height = y(below) - top;
                below += value;
                const d =
                  key === topKey
                    ? topRoundedBar(band.x, top, band.width, height)
                    : `M${band.x},${top}h${band.width}v${height}h${-band.width}Z`;
                return (
                  <path key={key} className={`bar swatch--${key}`} d={d}>
                    <title>{`${labels.long(index)} · ${t(`reports.ratings.${key}`)}: ${value}`}</title>
                  </path>
                );
              })}
              <line
                x1={band.x}
                x2={band.x + band.width}
                y1={baseline}
                y2={baseline}
                className="bar-stack__base"
              />
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
