import { createContext, useContext, useEffect, useState } from 'react';

/** Where the monitor reads the time: the browser's clock, or one a test moves. */
export interface MonitorClock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: MonitorClock = { now: () => Date.now() };

/** The monitor's clock; tests provide their own instead of waiting for real minutes to pass. */
export const MonitorClockContext = createContext<MonitorClock>(systemClock);

/** How often "12 s ago" and the running times move on between events. */
const TICK_MS = 10_000;

/**
 * The current unix time in seconds. The component renders again every 10 s, so "last report 12 s
 * ago" keeps counting between events, and at the second `nextWake` names (an alert falling due), so
 * the alert shows at that second rather than up to a tick later.
 */
export function useNowSeconds(nextWake?: (nowSeconds: number) => number | null): number {
  const clock = useContext(MonitorClockContext);
  const [, setTick] = useState(0);
  const nowSeconds = Math.floor(clock.now() / 1000);
  const wakeAt = nextWake?.(nowSeconds) ?? null;
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (wakeAt === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(0, wakeAt * 1000 - clock.now()));
    return () => clearTimeout(timer);
  }, [wakeAt, clock]);
  return nowSeconds;
}
