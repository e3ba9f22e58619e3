import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Language } from '../i18n';
import { DEMO_ROUTE, DEMO_TICKS_AT_DOOR, demoEvents, demoTrip } from './demo';
import { type PageState, pageReducer } from './trip';

const DEFAULT_INTERVAL_MS = 1_500;

/** ?interval=ms speeds the simulation up (the end-to-end test uses it). */
function intervalMs(): number {
  const value = Number(new URLSearchParams(globalThis.location?.search ?? '').get('interval'));
  return Number.isInteger(value) && value >= 50 && value <= 60_000 ? value : DEFAULT_INTERVAL_MS;
}

/** /track-demo: the same page state, driven by a simulated courier in the browser. */
export function useDemoTrip(language: Language) {
  const [state, dispatch] = useReducer(pageReducer, { kind: 'loading' } as PageState);
  const [run, setRun] = useState(0);
  const distance = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the simulation ("Watch again").
  useEffect(() => {
    const startTime = Math.floor(Date.now() / 1000);
    distance.current = 0;
    dispatch({ type: 'loaded', trip: demoTrip(startTime, language) });
    let tick = 0;
    const timer = setInterval(() => {
      for (const event of demoEvents(tick, startTime, distance.current)) {
        if (event.event === 'coordinates') distance.current = event.data.distance_km;
        dispatch({ type: 'event', event });
      }
      tick += 1;
      if (tick > DEMO_ROUTE.length + DEMO_TICKS_AT_DOOR) clearInterval(timer);
    }, intervalMs());
    return () => clearInterval(timer);
  }, [language, run]);

  const restart = useCallback(() => setRun((count) => count + 1), []);
  return { state, dispatch, restart };
}
