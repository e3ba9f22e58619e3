import { type ReportSeries, ReportSeriesSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { filtersQuery, type ReportFilters } from '../report-filters';
import { reportsKey } from './get-trip-report';

type SeriesQuery = ReturnType<typeof filtersQuery>;

/** GET /api/reports/daily?start_date&end_date&branch_id?&courier_id?&tz → one point per day, week or month. */
async function getReportSeries(query: SeriesQuery, signal: AbortSignal): Promise<ReportSeries> {
  return parseResponse(ReportSeriesSchema, await api.get('/api/reports/daily', { query, signal }));
}

/** The charts' data; sort and page do not change it, so paging never reloads the charts. */
export function useReportSeries(filters: ReportFilters, timeZone: string) {
  const query = filtersQuery(filters, timeZone);
  return useQuery({
    queryKey: [...reportsKey, 'series', query],
    queryFn: ({ signal }) => getReportSeries(query, signal),
    placeholderData: keepPreviousData,
  });
}
