import type { StreamStart } from './hub-streams';
import type { TripMarks, TripState } from './trip-marks';

/**
 * How a business (monitor) stream hears other processes while Redis is away, without reading
 * its whole picture every poll (seconds at 2,000 live trips).
 */
export interface TripsAway {
  /** The business's live trips and those of `marked`, with counts and flags: no routes. */
  states: (marked: string[]) => Promise<TripState[]>;
  /** A trip the stream never heard start: its `trip_started` frame as the channel carries it, then its points. */
  started: (generatedTripId: string) => Promise<StreamStart>;
}

/** What the poll needs of a business stream. */
export interface TripFollower {
  marks: TripMarks;
  catchUp: (generatedTripId: string, covered: number) => Promise<StreamStart>;
  away: TripsAway;
}

/** One light read for all the streams of a channel: every trip one of them follows, and the live ones. */
export function readTripStates(followers: TripFollower[]): Promise<TripState[]> {
  const marked = new Set<string>();
  for (const follower of followers) for (const trip of follower.marks.trips()) marked.add(trip);
  // The streams of one channel are of one business: any of them reads for all.
  return followers[0]?.away.states([...marked]) ?? Promise.resolve([]);
}

/**
 * What one stream lacks of `states`, trip by trip: its missed points, arrival and end, or a trip's
 * start and points. Reads are shared through `reads` by the channel's streams that lack the same.
 * Undefined when it lacks nothing. A failed read leaves the marks as they were, so the next poll
 * asks again.
 */
export function missedTrips(
  follower: TripFollower,
  states: TripState[],
  reads: Map<string, Promise<StreamStart>>,
): Promise<StreamStart> | undefined {
  const parts: Promise<StreamStart>[] = [];
  for (const state of states) {
    const behind = follower.marks.behind(state);
    if (!behind) continue;
    const trip = state.generatedTripId;
    const covered = follower.marks.covered(trip);
    const key = behind === 'start' ? `start\n${trip}` : `${covered}\n${trip}`;
    let read = reads.get(key);
    if (!read) {
      read = (behind === 'start' ? follower.away.started(trip) : follower.catchUp(trip, covered)).catch(
        () => ({ frames: [] }),
      );
      reads.set(key, read);
    }
    parts.push(read);
  }
  if (parts.length === 0) return undefined;
  return Promise.all(parts).then((missed) => ({ frames: missed.flatMap((each) => each.frames) }));
}
