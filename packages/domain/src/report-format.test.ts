import { describe, expect, it } from 'vitest';
import {
  averageMinutes,
  compareTrips,
  daysStartOnWholeHours,
  exportFileName,
  formatClock,
  formatDate,
  formatTime,
  isTimeZone,
  type SortableTrip,
  seriesBucket,
  utcOffsetMinutes,
} from './report-format';
import { reportWords } from './report-words';
import { EXPORT_COLUMNS, TripReportQuerySchema } from './reports';

describe('formatDate and formatTime', () => {
  const instant = Date.parse('2026-11-21T05:30:00Z') / 1000;
  it('print DD/MM/YYYY and HH:mm in the given zone', () => {
    expect(formatDate(instant, 'America/Mexico_City')).toBe('20/11/2026');
    expect(formatTime(instant, 'America/Mexico_City')).toBe('23:30');
    expect(formatDate(instant, 'Europe/Madrid')).toBe('21/11/2026');
    expect(formatTime(instant, 'UTC')).toBe('05:30');
  });

  it('print HH:mm:ss with formatClock', () => {
    // 2026-03-10 18:05:09 UTC is 12:05:09 in Mexico City.
    const time = Date.UTC(2026, 2, 10, 18, 5, 9) / 1000;
    expect(formatClock(time, 'America/Mexico_City')).toBe('12:05:09');
    expect(formatClock(time, 'UTC')).toBe('18:05:09');
  });
});

describe('averageMinutes', () => {
  it('is 0 when the sum is 0 or less, else the mean', () => {
    expect(averageMinutes(0, 4)).toBe(0);
    expect(averageMinutes(-3, 2)).toBe(0);
    expect(averageMinutes(10, 0)).toBe(0);
    expect(averageMinutes(62.5, 4)).toBe(15.625);
  });
});

describe('compareTrips', () => {
  const trip = (
    start: number,
    distance: number,
    duration: number | null,
    rating: number | null,
  ): SortableTrip => ({
    start_time: start,
    distance_km: distance,
    start_to_last_update_minutes: duration,
    rating,
  });
  const a = trip(100, 5, 20, null);
  const b = trip(300, 2, null, 1);
  const c = trip(200, 9, 45, 3);
  const d = trip(400, 5, 10, 3);
  const order = (sort: Parameters<typeof compareTrips>[0]) => [a, b, c, d].sort(compareTrips(sort));

  it('sorts newest first by date', () => expect(order('date_creation')).toEqual([d, b, c, a]));
  it('sorts by distance, largest first, newest breaking ties', () =>
    expect(order('distance_start_last_update')).toEqual([c, d, a, b]));
  it('sorts by duration, longest first, trips without points last', () =>
    expect(order('duration_start_last_update')).toEqual([c, a, d, b]));
  it('sorts by rating, best first and unrated last (the original compared an item with itself)', () =>
    expect(order('rating')).toEqual([d, c, b, a]));
});

describe('TripReportQuerySchema', () => {
  it('fills defaults and reads numbers from the query string', () => {
    expect(
      TripReportQuerySchema.parse({
        start_date: '2026-11-01',
        end_date: '2026-11-21',
        page: '2',
        branch_id: '',
      }),
    ).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-21',
      sort_by: 'date_creation',
      page: 2,
      page_size: 25,
    });
  });

  it('refuses days before 1970', () => {
    expect(
      TripReportQuerySchema.safeParse({ start_date: '0000-01-01', end_date: '2026-01-01' }).success,
    ).toBe(false);
  });

  it('refuses impossible dates, a reversed range and unknown zones', () => {
    const result = TripReportQuerySchema.safeParse({
      start_date: '2026-02-30',
      end_date: '2026-01-01',
      tz: 'Nowhere/City',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'invalid_date',
      'invalid_time_zone',
      'end_before_start',
    ]);
    const reversed = TripReportQuerySchema.safeParse({ start_date: '2026-11-21', end_date: '2026-11-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ message: 'end_before_start', path: ['end_date'] });
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../etc')).toBe(false);
  });
});

describe('daysStartOnWholeHours', () => {
  it('holds for the zones of our markets and not for half-hour zones', () => {
    expect(daysStartOnWholeHours('America/Mexico_City', '2026-01-01', '2026-11-21')).toBe(true);
    expect(daysStartOnWholeHours('Europe/Madrid', '2026-03-01', '2026-07-01')).toBe(true);
    expect(daysStartOnWholeHours('UTC', '2026-03-01', '2026-07-01')).toBe(true);
    expect(daysStartOnWholeHours('Asia/Kolkata', '2026-03-01', '2026-07-01')).toBe(false);
    expect(utcOffsetMinutes('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(-210);
    // Lord Howe is +10:30 in winter and +11 in summer: whole at both ends, not in between.
    expect(daysStartOnWholeHours('Australia/Lord_Howe', '2026-01-01', '2026-02-01')).toBe(true);
    expect(daysStartOnWholeHours('Australia/Lord_Howe', '2026-01-01', '2026-12-31')).toBe(false);
  });
});

describe('seriesBucket', () => {
  it('uses days up to two months, weeks up to a year, then months', () => {
    expect(seriesBucket('2026-11-01', '2026-11-30')).toBe('day');
    expect(seriesBucket('2026-01-01', '2026-11-30')).toBe('week');
    expect(seriesBucket('2024-01-01', '2026-11-30')).toBe('month');
  });
});

describe('exportFileName', () => {
  it('names branch, courier (all or one) and dates, without accents or spaces', () => {
    expect(
      exportFileName({
        branchName: null,
        courierName: null,
        startDate: '2026-11-01',
        endDate: '2026-11-21',
        language: 'english',
      }),
    ).toBe('report_all-branches_all_2026-11-01_2026-11-21.csv');
    expect(
      exportFileName({
        branchName: 'Coyoacán Sur',
        courierName: 'José Núñez',
        startDate: '2026-11-01',
        endDate: '2026-11-01',
        language: 'spanish',
      }),
    ).toBe('reporte_coyoacan-sur_jose-nunez_2026-11-01_2026-11-01.csv');
  });
});

describe('reportWords', () => {
  it('labels the 17 export columns in both languages, with the courier word of the country', () => {
    for (const language of ['english', 'spanish'] as const) {
      const columns = reportWords(language, 'MX').columns;
      expect(EXPORT_COLUMNS.map((column) => columns[column]).every((label) => label.length > 0)).toBe(true);
    }
    expect(reportWords('spanish', 'CO').columns.delivery_user_full_name).toBe('Domiciliario');
    expect(reportWords('spanish', 'MX').missing.trip_never_registered_arrival).toBe('Nunca registró llegada');
  });
});
