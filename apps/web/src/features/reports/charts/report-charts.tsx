import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { AlertIcon } from '../../../components/icons';
import { useReportSeries } from '../api/get-report-series';
import type { ReportFilters } from '../report-filters';
import { fillSeries } from './fill-series';
import { DeliveriesChart, RatingsChart, TimesChart } from './series-charts';

function ChartSkeleton() {
  return (
    <div className="stack--3 chart chart--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <div className="chart-skeleton__bars">
        {[40, 65, 30, 80, 55, 70, 45].map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decoration
          <span key={index} className="skeleton" style={{ height: `${height}%` }} />
        ))}
      </div>
    </div>
  );
}

/** Deliveries, average times and ratings per day (week or month for long ranges). */
export function ReportCharts({ filters, timeZone }: { filters: ReportFilters; timeZone: string }) {
  const { t } = useTranslation();
  const series = useReportSeries(filters, timeZone);

  let body: ReactNode;
  if (series.isPending) {
    body = (
      <>
        <ChartSkeleton />
        <ChartSkeleton />
        <ChartSkeleton />
      </>
    );
  } else if (series.error && !series.data) {
    body = (
      <div className="placeholder charts-failed">
        <AlertIcon size={20} />
        <span>{t('reports.charts.loadFailed')}</span>
        <Button size="sm" variant="secondary" onClick={() => void series.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (series.data) {
    // While other dates load, the previous series is drawn as it came (its own range unknown here).
    const data = series.isPlaceholderData
      ? series.data
      : fillSeries(series.data, filters.startDate, filters.endDate);
    body = (
      <>
        <DeliveriesChart series={data} />
        <TimesChart series={data} />
        <RatingsChart series={data} />
      </>
    );
  }

  return (
    <section
      className={`stack--3 report-charts${series.isPlaceholderData ? ' is-refreshing' : ''}`}
      aria-label={t('reports.charts.label')}
      aria-busy={series.isFetching}
    >
      {body}
    </section>
  );
}
