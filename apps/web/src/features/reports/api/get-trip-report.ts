import { type TripReport, TripReportSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { type ReportView, tripReportQuery } from '../report-filters';

/** Every query of the reports page; a notes edit patches the trip lists under `tripReportsKey`. */
export const reportsKey = ['reports'] as const;
export const tripReportsKey = [...reportsKey, 'trips'] as const;

export type TripReportQuery = ReturnType<typeof tripReportQuery>;

/** GET /api/trips?start_date&end_date&branch_id?&courier_id?&sort_by&page&tz → one page and the totals. */
async function getTripReport(query: TripReportQuery, signal: AbortSignal): Promise<TripReport> {
  return parseResponse(TripReportSchema, await api.get('/api/trips', { query, signal }));
}

/** The page on screen stays while the next filter, sort or page loads (SPEC §4 "Trips fetch"). */
export function useTripReport(view: ReportView, timeZone: string) {
  const query = tripReportQuery(view, timeZone);
  return useQuery({
    queryKey: [...tripReportsKey, query],
    queryFn: ({ signal }) => getTripReport(query, signal),
    placeholderData: keepPreviousData,
  });
}
