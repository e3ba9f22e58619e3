import { readStreamEvent, TRIP_STREAM_EVENTS } from '@rutaviva/domain';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { fetchTrip, streamUrl } from './api';
import { type PageAction, type PageState, pageReducer } from './trip';

/** After this long in the background a phone may have silently dropped the stream: open it again. */
const LONG_SLEEP_MS = 30_000;
/** When the browser gives up on the stream (it only retries by itself on network errors). */
const REOPEN_AFTER_MS = 5_000;

/** Streams one trip's events into `dispatch` until it ends; EventSource resumes with Last-Event-ID. */
function useTripStream(id: string, streaming: boolean, dispatch: (action: PageAction) => void) {
  useEffect(() => {
    if (!streaming) return;
    let source: EventSource | null = null;
    let hiddenAt = 0;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      clearTimeout(reopenTimer);
      source?.close();
      const next = new EventSource(streamUrl(id));
      source = next;
      next.onopen = () => dispatch({ type: 'connection', connection: 'live' });
      next.onerror = () => {
        dispatch({ type: 'connection', connection: 'reconnecting' });
        if (next.readyState === EventSource.CLOSED) reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
      };
      for (const type of Object.keys(TRIP_STREAM_EVENTS)) {
        next.addEventListener(type, (message) => {
          // A malformed frame is skipped, as a lost one would be: the next `trip` event resynchronises.
          const event = readStreamEvent(TRIP_STREAM_EVENTS, type, (message as MessageEvent<string>).data);
          if (event) dispatch({ type: 'event', event });
          // The server closes the stream after `ended`; without this EventSource would reconnect.
          if (type === 'ended') next.close();
        });
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const slept = hiddenAt > 0 && Date.now() - hiddenAt > LONG_SLEEP_MS;
      if (slept || source?.readyState === EventSource.CLOSED) open();
    };

    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [id, streaming, dispatch]);
}

/** The real trip: GET /api/trips/{id}, then its event stream while it has not ended. */
export function useLiveTrip(id: string | null) {
  const [state, dispatch] = useReducer(pageReducer, { kind: 'loading' } as PageState);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request ("Try again").
  useEffect(() => {
    if (!id) {
      dispatch({ type: 'not_found' });
      return;
    }
    let cancelled = false;
    dispatch({ type: 'loading' });
    fetchTrip(id).then((result) => {
      if (cancelled) return;
      if (result.kind === 'found') dispatch({ type: 'loaded', trip: result.trip });
      else dispatch({ type: result.kind });
    });
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const streaming = state.kind === 'ready' && state.live.trip.end_time === null;
  useTripStream(id ?? '', streaming, dispatch);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, dispatch, retry };
}
