import type { ReportSeries } from '@rutaviva/domain';

type Bucket = ReportSeries['bucket'];
type Point = ReportSeries['points'][number];

/** The most buckets a chart draws (a year and a month of days, or 33 years of months). */
const MAX_BUCKETS = 400;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the bucket holding `day`: itself, its Monday (PostgreSQL's week), or the 1st. */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'month') return `${day.slice(0, 8)}01`;
  if (bucket === 'day') return day;
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return iso(date);
}

export function nextBucket(day: string, bucket: Bucket): string {
  const date = utc(day);
  if (bucket === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (bucket === 'week' ? 7 : 1));
  return iso(date);
}

const emptyPoint = (date: string): Point => ({
  date,
  deliveries: 0,
  average_arrival_minutes: 0,
  average_end_minutes: 0,
  ratings: { bad: 0, okay: 0, excellent: 0, unrated: 0 },
});

/**
 * The server sends only the buckets that have deliveries; a chart needs every bucket of the range,
 * or a quiet week would vanish instead of reading as zero.
 */
export function fillSeries(series: ReportSeries, startDate: string, endDate: string): ReportSeries {
  const byDate = new Map(series.points.map((point) => [point.date, point]));
  const points: Point[] = [];
  const last = bucketStart(endDate, series.bucket);
  for (
    let day = bucketStart(startDate, series.bucket);
    day <= last && points.length < MAX_BUCKETS;
    day = nextBucket(day, series.bucket)
  ) {
    points.push(byDate.get(day) ?? emptyPoint(day));
    byDate.delete(day);
  }
  // A bucket the server dated differently (another week start) is kept, never dropped.
  if (byDate.size > 0) points.push(...byDate.values());
  points.sort((a, b) => a.date.localeCompare(b.date));
  return { ...series, points };
}
