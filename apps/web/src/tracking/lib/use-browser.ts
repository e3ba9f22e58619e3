import { useEffect, useState, useSyncExternalStore } from 'react';

/** True while the media query matches; read synchronously on the first render, so nothing jumps. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
  );
}

/** The current unix time in seconds, refreshed every `intervalMs` while `running`. */
export function useNowSeconds(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!running) return;
    setNow(Math.floor(Date.now() / 1000));
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
