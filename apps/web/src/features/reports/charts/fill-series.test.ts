import type { ReportSeries } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { bucketStart, fillSeries, nextBucket } from './fill-series';

const point = (date: string, deliveries: number) => ({
  date,
  deliveries,
  average_arrival_minutes: 10,
  average_end_minutes: 20,
  ratings: { bad: 0, okay: 0, excellent: deliveries, unrated: 0 },
});
const series = (bucket: ReportSeries['bucket'], points: ReportSeries['points']): ReportSeries => ({
  bucket,
  time_zone: 'America/Mexico_City',
  points,
});

describe('buckets', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(bucketStart('2026-11-21', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-21', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-21', 'day')).toBe('2026-11-21');
  });

  it('steps to the next bucket across months and years', () => {
    expect(nextBucket('2026-12-31', 'day')).toBe('2027-01-01');
    expect(nextBucket('2026-12-28', 'week')).toBe('2027-01-04');
    expect(nextBucket('2026-12-01', 'month')).toBe('2027-01-01');
  });
});

describe('fillSeries', () => {
  it('adds the empty days between the ones with deliveries', () => {
    const filled = fillSeries(
      series('day', [point('2026-11-16', 3), point('2026-11-19', 1)]),
      '2026-11-15',
      '2026-11-20',
    );
    expect(filled.points.map((p) => [p.date, p.deliveries])).toEqual([
      ['2026-11-15', 0],
      ['2026-11-16', 3],
      ['2026-11-17', 0],
      ['2026-11-18', 0],
      ['2026-11-19', 1],
      ['2026-11-20', 0],
    ]);
  });

  it('covers a range of months from its first month', () => {
    const filled = fillSeries(series('month', [point('2026-10-01', 40)]), '2026-08-15', '2026-11-21');
    expect(filled.points.map((p) => p.date)).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('keeps a point the server dated outside the expected buckets', () => {
    const filled = fillSeries(series('week', [point('2026-11-15', 2)]), '2026-11-09', '2026-11-21');
    expect(filled.points.map((p) => p.date)).toEqual(['2026-11-09', '2026-11-15', '2026-11-16']);
  });
});
