import type { ReportTrip } from '@rutaviva/domain';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useBranches } from '../../lib/branches';
import { useCouriers } from '../../lib/couriers';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { storage, useStoredValue } from '../../lib/storage';
import { useTripReport } from './api/get-trip-report';
import { ReportCharts } from './charts/report-charts';
import { ExportButton, ExportProgress } from './export/export-progress';
import { useCsvExport } from './export/use-csv-export';
import {
  browserTimeZone,
  changeView,
  isoDay,
  parseReportView,
  presetRange,
  type ReportView,
  reportSearch,
} from './report-filters';
import { ReportFiltersBar } from './report-filters-bar';
import { EmptyReport, ReportError, ReportSkeleton } from './report-states';
import { ReportTotalsView } from './report-totals';
import { RouteDialog } from './route/route-dialog';
import { pageCount } from './trips/pagination';
import { TripList } from './trips/trip-list';
import './reports.css';
import './totals.css';
import './trips/trips.css';
import './trips/trip-parts.css';
import './charts/charts.css';

const daysIn = (view: ReportView) =>
  Math.round((Date.parse(view.endDate) - Date.parse(view.startDate)) / 86_400_000) + 1;

/**
 * SPEC §2 "Reports": filters, totals, charts, the trip list with its sort options, a map modal per
 * trip and the CSV export. The filters, sort and page live in the URL, so a report is a bookmark.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const branches = useBranches();
  const storedBranchId = useStoredValue('selected_branch_id');
  const [searchParams, setSearchParams] = useSearchParams();
  // Read at each render, so a tab left open overnight moves its presets to the new day.
  const today = isoDay(new Date());
  const [timeZone] = useState(browserTimeZone);
  const branchIds = useMemo(() => branches.map((branch) => branch.id), [branches]);
  const view = useMemo(
    () => parseReportView(searchParams, { today, storedBranchId, branchIds }),
    [searchParams, today, storedBranchId, branchIds],
  );
  const report = useTripReport(view, timeZone);
  const couriers = useCouriers(view.branchId);
  const exporter = useCsvExport();
  const [routeTrip, setRouteTrip] = useState<ReportTrip | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('reports.title'));

  // The URL always spells out the whole report, so it can be bookmarked or shared as it is.
  useEffect(() => {
    const canonical = reportSearch(view, searchParams);
    if (canonical.toString() !== searchParams.toString()) setSearchParams(canonical, { replace: true });
  }, [view, searchParams, setSearchParams]);

  const update = (change: Partial<ReportView>, { replace = false } = {}) => {
    const next = changeView(view, change);
    // The branch picked here is the app's branch filter (SPEC §3 selected_branch_id) everywhere.
    if ('branchId' in change) storage.set('selected_branch_id', next.branchId);
    setSearchParams(reportSearch(next, searchParams), { replace });
  };

  // A bookmarked page past the end (fewer trips now): the last page that exists.
  const data = report.data;
  useEffect(() => {
    if (!data || report.isPlaceholderData || data.trips.length > 0 || data.total_count === 0) return;
    const last = pageCount(data.total_count, data.page_size);
    if (view.page > last)
      setSearchParams(reportSearch({ ...view, page: last }, searchParams), { replace: true });
  }, [data, report.isPlaceholderData, view, searchParams, setSearchParams]);

  const goToPage = (page: number) => {
    update({ page });
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const courierName = (() => {
    const courier = couriers.data?.find((item) => item.id === view.courierId);
    return courier ? `${courier.name} ${courier.last_name}`.trim() : null;
  })();
  const startExport = () =>
    void exporter.start({
      query: {
        start_date: view.startDate,
        end_date: view.endDate,
        branch_id: view.branchId ?? undefined,
        courier_id: view.courierId ?? undefined,
        tz: timeZone,
        language,
      },
      branchName: branches.find((branch) => branch.id === view.branchId)?.name ?? null,
      courierName,
    });

  const refreshing = report.isPlaceholderData && report.isFetching;
  const filtered = view.courierId !== null || (view.branchId !== null && branches.length > 1);
  let body: ReactNode;
  if (report.isPending) {
    body = <ReportSkeleton />;
  } else if (report.error && !data) {
    body = <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (data && data.total_count === 0) {
    body = (
      <div className={refreshing ? 'is-refreshing' : undefined}>
        <EmptyReport
          filtered={filtered}
          onWider={() => update(presetRange('last30', today))}
          onClear={() => update({ branchId: null, courierId: null })}
        />
      </div>
    );
  } else if (data) {
    body = (
      <div className={`report-body${refreshing ? ' is-refreshing' : ''}`} aria-busy={refreshing}>
        <ReportTotalsView totals={data.totals} days={daysIn(view)} />
        <ReportCharts filters={view} timeZone={timeZone} />
        <TripList
          report={data}
          sort={view.sort}
          refreshing={refreshing}
          headingRef={listHeading}
          onSort={(sort) => update({ sort })}
          onPage={goToPage}
          onOpenRoute={setRouteTrip}
        />
      </div>
    );
  }

  return (
    <div className="container page reports-page">
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <ExportButton
            disabled={!data || data.total_count === 0 || exporter.state.status === 'running'}
            running={exporter.state.status === 'running'}
            onExport={startExport}
          />
        }
      />

      <ReportFiltersBar
        view={view}
        today={today}
        branches={branches}
        couriers={couriers.data ?? []}
        onChange={(change) => update(change)}
      />

      <div className="reports-notice" aria-live="polite">
        <ExportProgress
          state={exporter.state}
          onCancel={exporter.cancel}
          onRetry={startExport}
          onDismiss={exporter.dismiss}
        />
      </div>

      <div className={`report-loading${refreshing ? ' is-active' : ''}`} aria-hidden="true" />
      {body}

      {routeTrip && data ? (
        <RouteDialog trip={routeTrip} timeZone={data.time_zone} onClose={() => setRouteTrip(null)} />
      ) : null}
    </div>
  );
}
