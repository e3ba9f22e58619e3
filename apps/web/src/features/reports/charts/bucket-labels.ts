import { formatDuration } from '@rutaviva/domain';

/** Labels of a series' buckets. Dates are calendar days (YYYY-MM-DD), so they are read in UTC. */

export type Bucket = 'day' | 'week' | 'month';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** DD/MM/YYYY, as the rest of the report writes dates (SPEC §9). */
export function fullDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Under a bar: "14/03" for a day or a week, "mar 26" for a month. */
export function shortLabel(day: string, bucket: Bucket, locale: string): string {
  if (bucket === 'month') {
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
      .format(asDate(day))
      .replace('.', '');
    return `${month} ${day.slice(2, 4)}`;
  }
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/**
 * In a tooltip: "Tue 14/03/2026" for a day, the caller's "Week of …" for a week (given the
 * date), "March 2026" for a month.
 */
export function longLabel(
  day: string,
  bucket: Bucket,
  locale: string,
  weekOf: (date: string) => string,
): string {
  if (bucket === 'week') return weekOf(fullDate(day));
  if (bucket === 'month') {
    const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      asDate(day),
    );
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    .format(asDate(day))
    .replace('.', '');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${fullDate(day)}`;
}

/** Axis labels of minutes: "0 min" at the origin, then as every duration reads ("1 h 30 min"). */
export function minutesLabel(minutes: number): string {
  return minutes <= 0 ? '0 min' : formatDuration(minutes);
}

/** Ticks for a minutes axis: steps a person counts in (5, 10, 15, 30 min, 1 h, 2 h…). */
export function minuteTicks(max: number, count = 4): number[] {
  const steps = [1, 2, 5, 10, 15, 20, 30, 60, 90, 120, 180, 240, 360, 480, 720, 1440];
  const target = max > 0 ? max : 30;
  const step =
    steps.find((candidate) => target / candidate <= count) ?? Math.ceil(target / count / 1440) * 1440;
  const top = Math.max(step, Math.ceil(target / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}
