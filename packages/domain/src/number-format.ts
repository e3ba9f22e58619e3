import type { Language } from './locale';

/**
 * Every number a person reads, in one style per language: English as in the United States and
 * Spanish as in Mexico, both with a decimal point ("1.9 km"), whatever the country of the
 * business (decision 0012). The admin app, the courier app and the tracking page all print
 * through these functions, so one distance reads the same on every screen.
 */

export type NumberLocale = 'en-US' | 'es-MX';

export function numberLocale(language: Language): NumberLocale {
  return language === 'spanish' ? 'es-MX' : 'en-US';
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formats are slow to build and every list row prints numbers: keep one per style. */
function numberFormat(language: Language, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${language}:${minimum}:${maximum}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    formats.set(key, format);
  }
  return format;
}

/** A number with at most `decimals` decimals ("1,234.5"), trailing zeros dropped. */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  return numberFormat(language, 0, decimals).format(value);
}

/** A number with exactly `decimals` decimals ("2.50"), for prices and ratios. */
export function formatFixed(value: number, language: Language, decimals: number): string {
  return numberFormat(language, decimals, decimals).format(value);
}

/**
 * A distance: one decimal under 100 km ("1.9 km", "12.0 km"), whole kilometres from there on
 * ("1,204 km"), and "0 km" for anything that rounds to nothing.
 */
export function formatKm(km: number, language: Language): string {
  return `${formatKmNumber(km, language)} km`;
}

/** The number of formatKm without its unit, for a column already headed "km". */
export function formatKmNumber(km: number, language: Language): string {
  const value = Number.isFinite(km) ? Math.max(0, km) : 0;
  if (value < 0.05) return '0';
  return value < 99.95 ? formatFixed(value, language, 1) : formatFixed(value, language, 0);
}

/** SPEC §9 "Durations": whole minutes, and hours and minutes from 60 up. */
export function durationParts(minutes: number): { hours: number; minutes: number; underOne: boolean } {
  if (minutes < 1) return { hours: 0, minutes: 0, underOne: true };
  const total = Math.round(minutes);
  return { hours: Math.floor(total / 60), minutes: total % 60, underOne: false };
}

/**
 * "< 1 min", "45 min", "1 h", "1 h 5 min": "h" and "min" are the symbols both languages write,
 * so the text is the same in English and Spanish (and in the CSV, which PostgreSQL formats).
 */
export function formatDuration(minutes: number | null): string {
  if (minutes == null) return '';
  const parts = durationParts(minutes);
  if (parts.underOne) return '< 1 min';
  if (parts.hours === 0) return `${parts.minutes} min`;
  return parts.minutes === 0 ? `${parts.hours} h` : `${parts.hours} h ${parts.minutes} min`;
}

/** The duration between two unix times in seconds, as formatDuration prints it. */
export function formatDurationBetween(startSeconds: number, endSeconds: number): string {
  return formatDuration(Math.max(0, endSeconds - startSeconds) / 60);
}

/**
 * A running clock with units, for a screen that ticks every second: "45 s" in the first minute,
 * then whole minutes as formatDuration writes them ("4 min", "1 h 5 min"), never ahead of the
 * time. Never "4:05", which reads as a time of day, and short enough for a phone's fact tile.
 */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return total < 60 ? `${total} s` : formatDuration(Math.floor(total / 60));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day as people of the language write it: "2:41 PM" in English, "2:41 p.m." in
 * Mexican Spanish; in the viewer's own zone unless `timeZone` says otherwise.
 */
export function formatTimeOfDay(unixSeconds: number, language: Language, timeZone?: string): string {
  const key = `${language}:${timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(numberLocale(language), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  // ICU versions differ between a narrow and a plain no-break space before AM/PM: one kind, so
  // every runtime prints the same text, and "2:41" never wraps away from its "PM".
  return format.format(new Date(unixSeconds * 1000)).replace(/[\u202f ]/g, '\u00a0');
}
