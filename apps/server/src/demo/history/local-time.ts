import { utcOffsetMinutes } from '@rutaviva/domain';

/** Calendar days (YYYY-MM-DD) and wall-clock times of the business's zone, from instants and back. */

const DAY_MS = 86_400_000;

/** The calendar day of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const shifted = instant.getTime() + utcOffsetMinutes(timeZone, instant) * 60_000;
  return new Date(shifted).toISOString().slice(0, 10);
}

/** The instant at `minutes` past midnight of `day` in `timeZone` (as the zone's clocks read then). */
export function localInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + Math.round(minutes * 60_000);
  // The offset at the wall time read as UTC is right except within hours of a change: check once.
  let instant = wall - utcOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  instant = wall - utcOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Days since 1970-01-01: a count that runs on across months and years, for cycles of days. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}
