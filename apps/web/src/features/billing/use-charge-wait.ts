import { useEffect, useState } from 'react';

/** A charge that has not shown up after this long is left to the next visit. */
const WAIT_MS = 60_000;

/** True while `awaiting` holds, for a minute at most each time it starts holding. */
export function useChargeWait(awaiting: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    setGaveUp(false);
    if (!awaiting) return;
    const timer = window.setTimeout(() => setGaveUp(true), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [awaiting]);
  return awaiting && !gaveUp;
}
