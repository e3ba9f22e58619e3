import { IsoDateSchema } from '@rutaviva/domain';
import { z } from 'zod';
import { matchingPreset as matchingDatePreset } from '../../lib/date-presets';

export type Rating = 1 | 2 | 3;

/** What the feedback list is narrowed to; null means "all". Kept in the URL so a view can be shared. */
export interface ReviewFilters {
  rating: Rating | null;
  branchId: string | null;
  courierId: string | null;
  /** YYYY-MM-DD, read in the viewer's time zone. */
  startDate: string | null;
  endDate: string | null;
}

export const NO_FILTERS: ReviewFilters = {
  rating: null,
  branchId: null,
  courierId: null,
  startDate: null,
  endDate: null,
};

/** The URL's names for each filter. */
const PARAMS = {
  rating: 'rating',
  branchId: 'branch',
  courierId: 'courier',
  startDate: 'from',
  endDate: 'to',
} as const satisfies Record<keyof ReviewFilters, string>;

const IdSchema = z.uuid();

function validDate(value: string | null): string | null {
  return value !== null && IsoDateSchema.safeParse(value).success ? value : null;
}

function validId(value: string | null): string | null {
  return value !== null && IdSchema.safeParse(value).success ? value : null;
}

function validRating(value: string | null): Rating | null {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as Rating) : null;
}

/**
 * Reads the filters from a URL. Anything the server would refuse (an unknown rating, a broken id or
 * date) is dropped rather than shown as an error, and a range typed backwards is turned around.
 */
export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  let startDate = validDate(params.get(PARAMS.startDate));
  let endDate = validDate(params.get(PARAMS.endDate));
  if (startDate && endDate && endDate < startDate) [startDate, endDate] = [endDate, startDate];
  const branchId = validId(params.get(PARAMS.branchId));
  return {
    rating: validRating(params.get(PARAMS.rating)),
    branchId,
    courierId: validId(params.get(PARAMS.courierId)),
    startDate,
    endDate,
  };
}

/** The filters as URL search params, leaving out every "all". */
export function reviewFiltersToParams(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof ReviewFilters)[]) {
    const value = filters[key];
    if (value !== null) params.set(PARAMS[key], String(value));
  }
  return params;
}

/** The query of GET /api/reviews for these filters (the page is added by the caller). */
export function reviewsQuery(filters: ReviewFilters, timeZone: string) {
  return {
    rating: filters.rating ?? undefined,
    branch_id: filters.branchId ?? undefined,
    courier_id: filters.courierId ?? undefined,
    start_date: filters.startDate ?? undefined,
    end_date: filters.endDate ?? undefined,
    tz: timeZone,
  };
}

/** True when anything but the rating narrows the list (the rating split ignores the rating). */
export function narrowsBeyondRating(filters: ReviewFilters): boolean {
  return (
    filters.branchId !== null ||
    filters.courierId !== null ||
    filters.startDate !== null ||
    filters.endDate !== null
  );
}

export function hasFilters(filters: ReviewFilters): boolean {
  return filters.rating !== null || narrowsBeyondRating(filters);
}

export const DATE_PRESETS = ['last7', 'last30', 'all'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const PRESET_DAYS: Record<Exclude<DatePreset, 'all'>, number> = { last7: 7, last30: 30 };

/** A calendar day moved by whole days (UTC arithmetic on the date alone, so no DST surprises). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in the given time zone. */
export function isoDateIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** "Last 7 days" counts today as one of the seven. */
export function presetRange(preset: DatePreset, today: string): Pick<ReviewFilters, 'startDate' | 'endDate'> {
  if (preset === 'all') return { startDate: null, endDate: null };
  return { startDate: addDays(today, -(PRESET_DAYS[preset] - 1)), endDate: today };
}

/** The preset the chosen dates match, so its chip shows as pressed; null for a custom range. */
export function matchingPreset(filters: ReviewFilters, today: string): DatePreset | null {
  return matchingDatePreset(DATE_PRESETS, (preset) => presetRange(preset, today), filters);
}

/** The viewer's IANA time zone: the days of the filters and the dates shown are read in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
