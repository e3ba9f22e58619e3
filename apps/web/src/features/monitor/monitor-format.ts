import { formatTime } from '@rutaviva/domain';

export type AgeWords = { key: 'now' | 'seconds' | 'minutes' | 'hours' | 'days'; count: number };

/** "just now" under 5 s, then seconds, whole minutes, whole hours, whole days. */
export function ageWords(seconds: number): AgeWords {
  if (seconds < 5) return { key: 'now', count: 0 };
  if (seconds < 60) return { key: 'seconds', count: Math.floor(seconds) };
  if (seconds < 3_600) return { key: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { key: 'hours', count: Math.floor(seconds / 3_600) };
  return { key: 'days', count: Math.floor(seconds / 86_400) };
}

/** HH:mm in the browser's zone, as the reports show times (SPEC §9 "Date display"). */
export function clockTime(unixSeconds: number): string {
  return formatTime(unixSeconds, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
