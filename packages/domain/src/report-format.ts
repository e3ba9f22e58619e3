import type { TripSort } from './reports';

/** How reports read and print times, durations, sorts and file names: pure, for server and web. */

/** True for an IANA time zone name the runtime knows, such as America/Mexico_City. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `timeZone` is ahead of UTC at `instant` (negative in the Americas). */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * True when every day from `startDate` to `endDate` in `timeZone` starts on a whole UTC hour.
 * The offset is sampled every 10 days and at both ends: zones change offset by season or by
 * law, and one with a half-hour offset (even for a season, as Lord Howe) is never whole all year.
 */
export function daysStartOnWholeHours(timeZone: string, startDate: string, endDate: string): boolean {
  const first = Date.parse(`${startDate}T12:00:00Z`);
  const last = Date.parse(`${endDate}T12:00:00Z`);
  const step = 10 * 86_400_000;
  for (let instant = first; instant < last + step; instant += step) {
    if (utcOffsetMinutes(timeZone, new Date(Math.min(instant, last))) % 60 !== 0) return false;
  }
  return true;
}

/** SPEC §9: an average of start-to-arrival or start-to-end time is 0 when the sum is 0 or less. */
export function averageMinutes(sumMinutes: number, count: number): number {
  if (sumMinutes <= 0 || count <= 0) return 0;
  return sumMinutes / count;
}

const pad = (value: number) => String(value).padStart(2, '0');

function zonedParts(unixSeconds: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** SPEC §9 "Date display": DD/MM/YYYY in the given zone. */
export function formatDate(unixSeconds: number, timeZone: string): string {
  const { year, month, day } = zonedParts(unixSeconds, timeZone);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** SPEC §9 "Date display": HH:mm, 24-hour, in the given zone. */
export function formatTime(unixSeconds: number, timeZone: string): string {
  const { hour, minute } = zonedParts(unixSeconds, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** HH:mm:ss, 24-hour, in the given zone (a route's replay clock). */
export function formatClock(unixSeconds: number, timeZone: string): string {
  const { hour, minute, second } = zonedParts(unixSeconds, timeZone);
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A sortable trip: what each of the four sort options reads. */
export interface SortableTrip {
  start_time: number;
  distance_km: number;
  /** Minutes from start to the newest coordinate; null without coordinates. */
  start_to_last_update_minutes: number | null;
  rating: number | null;
}

/**
 * SPEC §9 "Trip sort options", newest start breaking every tie. The original's rating comparator
 * compared an item with itself; ours puts the best rating first and unrated trips last (issue 5).
 */
export function compareTrips(sort: TripSort): (a: SortableTrip, b: SortableTrip) => number {
  const newest = (a: SortableTrip, b: SortableTrip) => b.start_time - a.start_time;
  const descending = (pick: (trip: SortableTrip) => number | null) => (a: SortableTrip, b: SortableTrip) => {
    const x = pick(a) ?? Number.NEGATIVE_INFINITY;
    const y = pick(b) ?? Number.NEGATIVE_INFINITY;
    return x === y ? newest(a, b) : y > x ? 1 : -1;
  };
  switch (sort) {
    case 'date_creation':
      return newest;
    case 'distance_start_last_update':
      return descending((trip) => trip.distance_km);
    case 'duration_start_last_update':
      return descending((trip) => trip.start_to_last_update_minutes);
    case 'rating':
      return descending((trip) => trip.rating);
  }
}

/** Days a chart shows one bar each; longer ranges group by week, then by month. */
export function seriesBucket(startDate: string, endDate: string): 'day' | 'week' | 'month' {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  if (days <= 62) return 'day';
  return days <= 366 ? 'week' : 'month';
}

/** File-name safe: accents dropped, anything else but letters and digits becomes a hyphen. */
export function fileNamePart(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'x';
}

/** SPEC §9 "Reports": the file name is built from branch, courier (all or one), start and end dates. */
export function exportFileName(input: {
  branchName: string | null;
  courierName: string | null;
  startDate: string;
  endDate: string;
  language: 'spanish' | 'english';
}): string {
  const spanish = input.language === 'spanish';
  const branch = input.branchName ?? (spanish ? 'todas-las-sucursales' : 'all-branches');
  const courier = input.courierName ?? (spanish ? 'todos' : 'all');
  return `${[spanish ? 'reporte' : 'report', fileNamePart(branch), fileNamePart(courier), input.startDate, input.endDate].join('_')}.csv`;
}
