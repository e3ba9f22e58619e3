/** How many points of one live trip a business stream has shown, as its `trips` picture counts them. */
export interface TripCount {
  generatedTripId: string;
  points: number;
  arrived: boolean;
}

/** One trip as the poll reads it while Redis is away: its stored point count and where it stands. */
export interface TripState extends TripCount {
  ended: boolean;
}

/** What a stream has shown of one trip; `started` is false when it heard points but no start. */
interface Mark {
  covered: number;
  arrived: boolean;
  started: boolean;
}

/** What the hub reads of a frame on a business channel. */
export interface TripFrame {
  event: string | undefined;
  /** The frame's numeric id: the trip's point count (NaN without one). */
  id: number;
  /** Points in a `coordinates` frame. */
  points: number;
  /** The trip the frame is about, for the events kept once per trip. */
  trip: string | undefined;
}

/** Write the frame, drop it (the stream has it), or read the trip's missing points first. */
export type Verdict = 'write' | 'drop' | 'gap';

/** Ended trips remembered per stream, so a late or repeated frame of one is dropped. */
const RECENTLY_ENDED = 64;

/**
 * A business stream's bookkeeping per live trip, as a one-trip stream keeps it for its trip: the
 * points it has shown and whether it showed the arrival. Thousands of monitor streams may be
 * open, so a trip is forgotten once it ends (only the last few ended trips are kept) or once a
 * new picture leaves it out (an abandoned trip never sends `ended`).
 */
export class TripMarks {
  private marks = new Map<string, Mark>();
  private readonly ended = new Set<string>();

  /** The picture the client now holds replaces whatever it held before. */
  reset(counts: TripCount[]): void {
    this.marks = new Map(
      counts.map((each) => [
        each.generatedTripId,
        { covered: each.points, arrived: each.arrived, started: true },
      ]),
    );
    for (const each of counts) this.ended.delete(each.generatedTripId);
  }

  /** Points of `trip` the stream has shown. */
  covered(trip: string): number {
    return this.marks.get(trip)?.covered ?? 0;
  }

  /** The trips the stream follows. */
  trips(): Iterable<string> {
    return this.marks.keys();
  }

  /**
   * What the stream lacks of a trip as the database has it: its missing points, arrival or end
   * (`after`), its start (a trip begun on another process, or only its points heard), or nothing.
   */
  behind(state: TripState): 'after' | 'start' | undefined {
    const mark = this.marks.get(state.generatedTripId);
    if (this.ended.has(state.generatedTripId)) return undefined;
    if (!mark) return state.ended ? undefined : 'start';
    if (!mark.started && !state.ended) return 'start';
    if (state.ended || state.points > mark.covered || (state.arrived && !mark.arrived)) return 'after';
    return undefined;
  }

  /** Judges a frame and, when it is to be written, records what it shows; `acceptGap` writes one after a gap. */
  take(frame: TripFrame, acceptGap = false): Verdict {
    const { event, id, trip } = frame;
    if (!trip) return 'write';
    if (this.ended.has(trip)) return 'drop';
    const mark = this.marks.get(trip);
    switch (event) {
      case 'trip_started':
        // Already in the picture the stream showed: the same trip again is a repeat. A trip whose
        // points came without its start is shown whole from its start, its points again after it.
        if (mark?.started) return 'drop';
        this.marks.set(trip, { covered: 0, arrived: false, started: true });
        return 'write';
      case 'coordinates':
        if (Number.isNaN(id)) return 'write';
        if (!mark) {
          // A trip the stream never heard start (it was abandoned, or its start was lost): follow it from here.
          this.marks.set(trip, { covered: id, arrived: false, started: false });
          return 'write';
        }
        if (id <= mark.covered) return 'drop';
        if (id - frame.points > mark.covered && !acceptGap) return 'gap';
        mark.covered = id;
        return 'write';
      case 'arrived':
        if (mark?.arrived) return 'drop';
        if (mark) mark.arrived = true;
        return 'write';
      case 'ended':
        this.marks.delete(trip);
        this.ended.add(trip);
        if (this.ended.size > RECENTLY_ENDED) this.ended.delete(this.ended.values().next().value as string);
        return 'write';
      default:
        return 'write';
    }
  }
}
