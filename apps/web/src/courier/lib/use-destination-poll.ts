import { useEffect } from 'react';
import type { CourierTracker } from './tracker';

/** How often the trip screen asks for the delivery's destination and estimate while standing still. */
export const DESTINATION_POLL_MS = 30_000;

/**
 * Issue 15: a customer may drop their pin while the courier waits at the shop, when no batch of
 * points goes out to bring it back. While the trip screen shows an open delivery and the phone is
 * online, the open list (which carries each delivery's destination and estimate) is read again.
 */
export function useDestinationPoll(tracker: CourierTracker, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void tracker.refreshOpen();
    }, DESTINATION_POLL_MS);
    return () => clearInterval(timer);
  }, [tracker, active]);
}
