import { describe, expect, it } from 'vitest';
import {
  addDays,
  hasFilters,
  isoDateIn,
  matchingPreset,
  NO_FILTERS,
  narrowsBeyondRating,
  parseReviewFilters,
  presetRange,
  reviewFiltersToParams,
  reviewsQuery,
} from './review-filters';

const BRANCH = '3f2c7a3e-8f51-4c1e-9a57-0d3f8c1b2a11';
const COURIER = '9b1d4c2e-6a7f-4e3b-8c5d-1f2e3a4b5c6d';

describe('parseReviewFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams(
      `rating=3&branch=${BRANCH}&courier=${COURIER}&from=2026-03-01&to=2026-03-31`,
    );
    expect(parseReviewFilters(params)).toEqual({
      rating: 3,
      branchId: BRANCH,
      courierId: COURIER,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('means "all" for every missing filter', () => {
    expect(parseReviewFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('drops values the server would refuse', () => {
    const params = new URLSearchParams('rating=5&branch=hq&courier=1&from=2026-02-30&to=yesterday');
    expect(parseReviewFilters(params)).toEqual(NO_FILTERS);
  });

  it('turns a backwards range around', () => {
    const filters = parseReviewFilters(new URLSearchParams('from=2026-03-31&to=2026-03-01'));
    expect(filters).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });
});

describe('reviewFiltersToParams', () => {
  it('round-trips through parseReviewFilters', () => {
    const filters = {
      rating: 1 as const,
      branchId: BRANCH,
      courierId: null,
      startDate: '2026-01-05',
      endDate: null,
    };
    expect(parseReviewFilters(reviewFiltersToParams(filters))).toEqual(filters);
  });

  it('writes nothing for "all"', () => {
    expect(reviewFiltersToParams(NO_FILTERS).toString()).toBe('');
  });
});

describe('reviewsQuery', () => {
  it('names the filters as GET /api/reviews does and leaves "all" out', () => {
    expect(
      reviewsQuery({ ...NO_FILTERS, rating: 2, startDate: '2026-03-01' }, 'America/Mexico_City'),
    ).toEqual({
      rating: 2,
      branch_id: undefined,
      courier_id: undefined,
      start_date: '2026-03-01',
      end_date: undefined,
      tz: 'America/Mexico_City',
    });
  });
});

describe('hasFilters and narrowsBeyondRating', () => {
  it('tells a rating-only filter apart from the others', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, rating: 3 })).toBe(true);
    expect(narrowsBeyondRating({ ...NO_FILTERS, rating: 3 })).toBe(false);
    expect(narrowsBeyondRating({ ...NO_FILTERS, endDate: '2026-03-01' })).toBe(true);
  });
});

describe('date presets', () => {
  it('counts today as one of the last 7 and last 30 days', () => {
    expect(presetRange('last7', '2026-03-05')).toEqual({ startDate: '2026-02-27', endDate: '2026-03-05' });
    expect(presetRange('last30', '2026-03-05')).toEqual({ startDate: '2026-02-04', endDate: '2026-03-05' });
    expect(presetRange('all', '2026-03-05')).toEqual({ startDate: null, endDate: null });
  });

  it('finds the preset the dates match, or none for a custom range', () => {
    const today = '2026-03-05';
    expect(matchingPreset(NO_FILTERS, today)).toBe('all');
    expect(matchingPreset({ ...NO_FILTERS, ...presetRange('last7', today) }, today)).toBe('last7');
    expect(matchingPreset({ ...NO_FILTERS, startDate: '2026-03-01', endDate: today }, today)).toBeNull();
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads today in the viewer’s time zone', () => {
    const lateEvening = new Date('2026-03-06T03:30:00Z');
    expect(isoDateIn('America/Mexico_City', lateEvening)).toBe('2026-03-05');
    expect(isoDateIn('Europe/Madrid', lateEvening)).toBe('2026-03-06');
  });
});
