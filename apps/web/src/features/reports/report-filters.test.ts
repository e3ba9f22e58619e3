import { describe, expect, it } from 'vitest';
import {
  activePreset,
  addDays,
  changeView,
  parseReportView,
  presetRange,
  type ReportView,
  reportSearch,
  tripReportQuery,
} from './report-filters';

const NORTE = '7d3f1a52-8a0e-4c55-9c3b-2f3f1b1a0c01';
const SUR = '7d3f1a52-8a0e-4c55-9c3b-2f3f1b1a0c02';
const ANA = 'b1c2d3e4-0000-4000-8000-000000000001';
const context = { today: '2026-03-10', storedBranchId: NORTE, branchIds: [NORTE, SUR] };
const parse = (search: string, over: Partial<typeof context> = {}) =>
  parseReportView(new URLSearchParams(search), { ...context, ...over });

describe('parseReportView', () => {
  it('defaults to the last 7 days ending today, the stored branch, newest first, page 1', () => {
    expect(parse('')).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
      branchId: NORTE,
      courierId: null,
      sort: 'date_creation',
      page: 1,
    });
  });

  it('reads every filter, the sort and the page from the URL', () => {
    const view = parse(
      `start_date=2026-02-01&end_date=2026-02-28&branch_id=${SUR}&courier_id=${ANA}&sort_by=rating&page=3`,
    );
    expect(view).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      branchId: SUR,
      courierId: ANA,
      sort: 'rating',
      page: 3,
    });
  });

  it('reads branch_id=all as every branch, whatever branch is stored', () => {
    expect(parse('branch_id=all').branchId).toBeNull();
  });

  it('treats a branch the business does not have as every branch', () => {
    expect(parse('branch_id=7d3f1a52-8a0e-4c55-9c3b-2f3f1b1a0c99').branchId).toBeNull();
    expect(parse('', { storedBranchId: 'gone' }).branchId).toBeNull();
  });

  it('replaces impossible dates, unknown sorts, bad pages and bad courier ids with defaults', () => {
    const view = parse('start_date=2026-02-30&end_date=nope&sort_by=price&page=-2&courier_id=12');
    expect(view).toMatchObject({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
      sort: 'date_creation',
      page: 1,
      courierId: null,
    });
  });

  it('completes a range given one end only, and swaps an end before the start', () => {
    expect(parse('end_date=2026-01-31')).toMatchObject({ startDate: '2026-01-25', endDate: '2026-01-31' });
    expect(parse('start_date=2026-03-01')).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(parse('start_date=2026-03-09&end_date=2026-03-02')).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-09',
    });
  });
});

/** The first week of March 2026, every branch and courier, default sort, first page. */
const MARCH_WEEK: ReportView = {
  startDate: '2026-03-04',
  endDate: '2026-03-10',
  branchId: null,
  courierId: null,
  sort: 'date_creation',
  page: 1,
};

describe('reportSearch', () => {
  const view = MARCH_WEEK;

  it('writes every filter explicitly and leaves default sort and page out', () => {
    expect(reportSearch(view).toString()).toBe('start_date=2026-03-04&end_date=2026-03-10&branch_id=all');
  });

  it('round-trips through parseReportView', () => {
    const full = { ...view, branchId: SUR, courierId: ANA, sort: 'rating' as const, page: 4 };
    expect(parseReportView(reportSearch(full), context)).toEqual(full);
  });

  it('keeps parameters that are not the report’s own', () => {
    expect(reportSearch(view, new URLSearchParams('tiles=none&page=9')).get('tiles')).toBe('none');
    expect(reportSearch(view, new URLSearchParams('page=9')).has('page')).toBe(false);
  });
});

describe('changeView', () => {
  const view: ReportView = { ...MARCH_WEEK, branchId: NORTE, courierId: ANA, sort: 'rating', page: 5 };

  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(changeView(view, { sort: 'date_creation' }).page).toBe(1);
    expect(changeView(view, { startDate: '2026-03-01' }).page).toBe(1);
    expect(changeView(view, { page: 6 }).page).toBe(6);
  });

  it('forgets the courier when the branch changes', () => {
    expect(changeView(view, { branchId: SUR }).courierId).toBeNull();
    expect(changeView(view, { branchId: NORTE }).courierId).toBe(ANA);
  });

  it('swaps dates picked the wrong way round', () => {
    expect(changeView(view, { startDate: '2026-03-20' })).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-03-20',
    });
  });
});

describe('presets', () => {
  it('computes each range from today', () => {
    expect(presetRange('today', '2026-03-10')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(presetRange('last30', '2026-03-10')).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(presetRange('thisMonth', '2026-03-10')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
  });

  it('knows which preset a range is', () => {
    expect(
      activePreset(
        { startDate: '2026-03-04', endDate: '2026-03-10', branchId: null, courierId: null },
        '2026-03-10',
      ),
    ).toBe('last7');
    expect(
      activePreset(
        { startDate: '2026-03-05', endDate: '2026-03-10', branchId: null, courierId: null },
        '2026-03-10',
      ),
    ).toBeNull();
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('tripReportQuery', () => {
  it('leaves out the branch and courier for "all" and always sends the time zone', () => {
    const query = tripReportQuery(
      {
        startDate: '2026-03-04',
        endDate: '2026-03-10',
        branchId: null,
        courierId: null,
        sort: 'rating',
        page: 2,
      },
      'America/Mexico_City',
    );
    expect(query).toEqual({
      start_date: '2026-03-04',
      end_date: '2026-03-10',
      branch_id: undefined,
      courier_id: undefined,
      sort_by: 'rating',
      page: 2,
      tz: 'America/Mexico_City',
    });
  });
});
