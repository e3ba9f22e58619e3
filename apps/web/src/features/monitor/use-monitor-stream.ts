import { BUSINESS_STREAM_EVENTS, readStreamEvent, type TripTimesEvent } from '@rutaviva/domain';
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  authorizeChannel,
  channelStreamUrl,
  isPermanentRefusal,
  monitorChannel,
} from './api/authorize-channel';
import { initialMonitorState, monitorReducer } from './monitor-state';

/** Waits between reconnection attempts: 1 s, doubling up to 30 s, reset by every snapshot. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

function retryDelay(failures: number): number {
  const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  // A little jitter, so the tabs of a business do not all knock at once after a restart.
  return delay * (0.8 + Math.random() * 0.4);
}

/**
 * The business channel: a fresh token from POST /pusher/portal_auth, then its event stream, which
 * stays open while the admin's session is valid. The token only opens a stream for 60 s, so when
 * the stream drops the browser's own retry (same URL) cannot be trusted: the stream is closed and
 * opened again with a new token, with backoff. Each new stream starts with a `trips` snapshot that
 * replaces the state, so nothing missed in between is lost.
 */
export function useMonitorStream(businessId: string | null) {
  const [state, dispatch] = useReducer(monitorReducer, initialMonitorState);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the connection ("Try again").
  useEffect(() => {
    if (!businessId) return;
    const channel = monitorChannel(businessId);
    const aborted = new AbortController();
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opening = false;

    const retryLater = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void open(), retryDelay(failures));
      failures += 1;
    };

    const listen = (stream: EventSource) => {
      for (const type of Object.keys(BUSINESS_STREAM_EVENTS)) {
        stream.addEventListener(type, (message) => {
          // A malformed frame is skipped: the next `trips` snapshot (a new stream, or Redis back) puts the monitor right.
          const event = readStreamEvent(BUSINESS_STREAM_EVENTS, type, (message as MessageEvent<string>).data);
          if (!event) return;
          if (event.event === 'trips') failures = 0;
          dispatch({ type: 'event', event });
        });
      }
      // The server ends the stream once the admin's session ends (password reset, log out
      // everywhere): ask for a new token at once, without showing a disconnection; portal_auth
      // refuses a dead session, and the page shows that refusal.
      stream.addEventListener('reauthorize', () => {
        stream.close();
        if (source !== stream) return;
        source = null;
        failures = 0;
        void open();
      });
      stream.onerror = () => {
        stream.close();
        if (source !== stream) return;
        source = null;
        dispatch({ type: 'disconnected' });
        retryLater();
      };
    };

    const open = async () => {
      if (opening) return;
      opening = true;
      clearTimeout(timer);
      source?.close();
      source = null;
      let auth: string;
      try {
        auth = await authorizeChannel(channel, aborted.signal);
      } catch (error) {
        opening = false;
        if (aborted.signal.aborted) return;
        dispatch({ type: 'auth_failed', error });
        if (!isPermanentRefusal(error)) retryLater();
        return;
      }
      opening = false;
      if (aborted.signal.aborted) return;
      source = new EventSource(channelStreamUrl(channel, auth));
      listen(source);
    };

    // Back from a sleeping laptop or a lost network: try now instead of after the backoff.
    const wake = () => {
      if (document.visibilityState === 'visible' && source === null && !opening) {
        failures = 0;
        void open();
      }
    };

    void open();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      aborted.abort();
      clearTimeout(timer);
      source?.close();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
  }, [businessId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** A delivery this page ended: it leaves at once, before the stream's own `ended` arrives. */
  const ended = useCallback(
    (trip: Pick<TripTimesEvent, 'generated_trip_id' | 'arrived_time' | 'end_time' | 'distance_km'>) =>
      dispatch({ type: 'ended_here', generatedTripId: trip.generated_trip_id }),
    [],
  );
  return { state, retry, ended };
}
