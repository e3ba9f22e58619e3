import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ReportTotalsView } from '../reports/report-totals';
import { TripList } from '../reports/trips/trip-list';
import { sampleReport } from './sample-reports';
import '../reports/reports.css';
import '../reports/totals.css';
import '../reports/trips/trips.css';
import '../reports/trips/trip-parts.css';

/** The reports page's totals and trip list over a sample week. */
export function TourReports() {
  const { t } = useTranslation();
  const [report] = useState(() => sampleReport(Math.floor(Date.now() / 1000)));
  return (
    <div className="container page reports-page">
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <div className="report-body">
        <div data-tour="report-totals">
          <ReportTotalsView totals={report.totals} days={7} />
        </div>
        <div data-tour="report-trips">
          <TripList
            report={report}
            sort="date_creation"
            refreshing={false}
            onSort={() => undefined}
            onPage={() => undefined}
            onOpenRoute={() => undefined}
          />
        </div>
      </div>
    </div>
  );
}
