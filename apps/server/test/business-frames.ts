import { sseFrame } from '../src/realtime/sse';

/** A business channel's coordinates frame of `trip`: points `from` to `to`, its id the count after them. */
export const coords = (trip: string, from: number, to: number) =>
  sseFrame(
    'coordinates',
    {
      generated_trip_id: trip,
      points: Array.from({ length: to - from + 1 }, (_, i) => ({ timestamp: from + i })),
    },
    to,
  );
