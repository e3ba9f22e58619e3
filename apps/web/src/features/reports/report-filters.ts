import { IsoDateSchema, TRIP_SORTS, type TripSort } from '@rutaviva/domain';
import { z } from 'zod';
import { matchingPreset } from '../../lib/date-presets';

/** What the report shows: the filters, the sort and the page, all kept in the URL. */
export interface ReportView {
  startDate: string;
  endDate: string;
  /** null: every branch. */
  branchId: string | null;
  /** null: every courier. */
  courierId: string | null;
  sort: TripSort;
  page: number;
}

export type ReportFilters = Pick<ReportView, 'startDate' | 'endDate' | 'branchId' | 'courierId'>;

/** The default: the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;
/** The URL's word for "every branch", so a bookmark does not fall back to the stored branch. */
export const ALL_BRANCHES = 'all';

/** The URL's keys: the API's names, so a report URL reads like the request it makes. */
const KEYS = {
  startDate: 'start_date',
  endDate: 'end_date',
  branchId: 'branch_id',
  courierId: 'courier_id',
  sort: 'sort_by',
  page: 'page',
} as const;

const UuidSchema = z.uuid();

/** The calendar day of a Date in the browser's zone, YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Calendar arithmetic on YYYY-MM-DD (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type RangePreset = 'today' | 'last7' | 'last30' | 'thisMonth';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

export function presetRange(preset: RangePreset, today: string): { startDate: string; endDate: string } {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'last7':
      return { startDate: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  }
}

/** The preset the range equals, if any (the chip shown as pressed). */
export function activePreset(view: ReportFilters, today: string): RangePreset | null {
  return matchingPreset(RANGE_PRESETS, (preset) => presetRange(preset, today), view);
}

const validDay = (value: string | null): string | null =>
  value !== null && IsoDateSchema.safeParse(value).success ? value : null;

export interface ParseContext {
  /** Today in the browser's zone. */
  today: string;
  /** `selected_branch_id`: the branch when the URL names none. */
  storedBranchId: string | null;
  /** The business's branches; a branch id outside them means every branch. */
  branchIds: readonly string[];
}

/**
 * Reads the report's state from the URL; anything missing or malformed takes its default, so a
 * hand-edited or old bookmark still opens a report instead of an error.
 */
export function parseReportView(params: URLSearchParams, context: ParseContext): ReportView {
  const known = (id: string | null) =>
    id !== null &&
    UuidSchema.safeParse(id).success &&
    (context.branchIds.length === 0 || context.branchIds.includes(id))
      ? id
      : null;

  let startDate = validDay(params.get(KEYS.startDate));
  let endDate = validDay(params.get(KEYS.endDate));
  if (!startDate && !endDate) ({ startDate, endDate } = presetRange('last7', context.today));
  else if (!startDate) startDate = addDays(endDate as string, -(DEFAULT_RANGE_DAYS - 1));
  else if (!endDate) endDate = startDate > context.today ? startDate : context.today;
  if ((endDate as string) < (startDate as string)) [startDate, endDate] = [endDate, startDate];

  const branchParam = params.get(KEYS.branchId);
  const branchId = branchParam === null ? known(context.storedBranchId) : known(branchParam);

  const courierParam = params.get(KEYS.courierId);
  const courierId = courierParam && UuidSchema.safeParse(courierParam).success ? courierParam : null;

  const sortParam = params.get(KEYS.sort);
  const sort = (TRIP_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as TripSort)
    : 'date_creation';

  const pageNumber = Number(params.get(KEYS.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 100_000) : 1;

  return { startDate: startDate as string, endDate: endDate as string, branchId, courierId, sort, page };
}

/**
 * Writes the report's state into the URL: every filter explicitly (a bookmark opens the same
 * report on any browser), the defaults of sort and page left out, other parameters (?tiles=none)
 * kept.
 */
export function reportSearch(
  view: ReportView,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(KEYS.startDate, view.startDate);
  next.set(KEYS.endDate, view.endDate);
  next.set(KEYS.branchId, view.branchId ?? ALL_BRANCHES);
  if (view.courierId) next.set(KEYS.courierId, view.courierId);
  else next.delete(KEYS.courierId);
  if (view.sort !== 'date_creation') next.set(KEYS.sort, view.sort);
  else next.delete(KEYS.sort);
  if (view.page > 1) next.set(KEYS.page, String(view.page));
  else next.delete(KEYS.page);
  return next;
}

/**
 * A change of filters or sort starts again at page 1; a new branch forgets the courier (who may
 * belong to another branch); dates given the wrong way round are swapped.
 */
export function changeView(view: ReportView, change: Partial<ReportView>): ReportView {
  const next = { ...view, ...change };
  if ('branchId' in change && change.branchId !== view.branchId && !('courierId' in change)) {
    next.courierId = null;
  }
  if (next.endDate < next.startDate) [next.startDate, next.endDate] = [next.endDate, next.startDate];
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The query of GET /api/trips (and, without sort and page, of the series and the export). */
export function tripReportQuery(view: ReportView, timeZone: string) {
  return { ...filtersQuery(view, timeZone), sort_by: view.sort, page: view.page };
}

/** The filters' part of the query: the series and the export use it alone. */
export function filtersQuery(filters: ReportFilters, timeZone: string) {
  return {
    start_date: filters.startDate,
    end_date: filters.endDate,
    branch_id: filters.branchId ?? undefined,
    courier_id: filters.courierId ?? undefined,
    tz: timeZone,
  };
}

/** The browser's IANA zone: the API reads the dates, and writes the times, in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
