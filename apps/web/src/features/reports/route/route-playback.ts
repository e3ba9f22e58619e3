/** A recorded route as a timeline the replay can scrub through. */

export interface RoutePoint {
  lat: number;
  lng: number;
}

export interface Timeline {
  points: RoutePoint[];
  /** Unix seconds of each point, never decreasing. */
  times: number[];
  start: number;
  end: number;
  /** The timestamps were unusable and the points are spaced one second apart instead. */
  synthetic: boolean;
}

/**
 * Pairs points with their timestamps. When they do not pair up (counts differ, or time runs
 * backwards), the points keep their order one second apart, so the replay still works.
 */
export function buildTimeline(points: readonly RoutePoint[], timestamps: readonly number[]): Timeline {
  const usable =
    timestamps.length === points.length &&
    timestamps.every(
      (time, index) => Number.isFinite(time) && (index === 0 || time >= (timestamps[index - 1] ?? 0)),
    );
  const times = usable ? [...timestamps] : points.map((_, index) => index);
  return {
    points: [...points],
    times,
    start: times[0] ?? 0,
    end: times.at(-1) ?? 0,
    synthetic: !usable,
  };
}

/** The index of the last point recorded at or before `time` (binary search). */
export function pointIndexAt(timeline: Timeline, time: number): number {
  const { times } = timeline;
  if (times.length === 0 || time <= (times[0] ?? 0)) return 0;
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((times[middle] ?? 0) <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Where the courier was at `time`: between two recorded points, in proportion to the time. */
export function positionAt(timeline: Timeline, time: number): RoutePoint & { index: number } {
  const index = pointIndexAt(timeline, time);
  const here = timeline.points[index];
  if (!here) return { lat: 0, lng: 0, index: 0 };
  const next = timeline.points[index + 1];
  const from = timeline.times[index] ?? 0;
  const to = timeline.times[index + 1] ?? from;
  if (!next || to <= from || time <= from) return { ...here, index };
  const share = Math.min(1, (time - from) / (to - from));
  return {
    lat: here.lat + (next.lat - here.lat) * share,
    lng: here.lng + (next.lng - here.lng) * share,
    index,
  };
}

/** How many seconds of route one second of replay covers, so a whole trip plays in about `seconds`. */
export function replayRate(timeline: Timeline, seconds = 20): number {
  const span = timeline.end - timeline.start;
  return span > 0 ? Math.max(1, span / seconds) : 1;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Time since the start as m:ss, or h:mm:ss from an hour up. */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
