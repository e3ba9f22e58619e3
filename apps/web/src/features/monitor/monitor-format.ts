import { useEffect, useState } from 'react';

export type AgeWords = { key: 'now' | 'seconds' | 'minutes' | 'hours'; count: number };

/** "just now" under 5 s, then seconds, whole minutes, whole hours. */
export function ageWords(seconds: number): AgeWords {
  if (seconds < 5) return { key: 'now', count: 0 };
  if (seconds < 60) return { key: 'seconds', count: Math.floor(seconds) };
  if (seconds < 3_600) return { key: 'minutes', count: Math.floor(seconds / 60) };
  return { key: 'hours', count: Math.floor(seconds / 3_600) };
}

/**
 * The current unix time in seconds. The component re-renders at least every `intervalMs`, so
 * "last report 12 s ago" keeps counting between events; every event re-renders it anyway.
 */
export function useNowSeconds(intervalMs = 10_000): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return Math.floor(Date.now() / 1_000);
}
