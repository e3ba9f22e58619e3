import type { ServerResponse } from 'node:http';
import type { TripsAway } from './business-poll';
import type { StreamSession } from './stream-sessions';
import type { TripCount, TripMarks } from './trip-marks';

// What the hub keeps of each open stream and channel, and what a stream's start or catch-up reads.

export interface Stream {
  raw: ServerResponse;
  /** Frames that arrived while the initial state was being read, written right after it. */
  pending: string[] | null;
  /** Coordinate frames whose numeric id is at most this were already written (or covered). */
  coveredUpTo: number;
  /** Once-only events already written ('arrived', 'ended'), so a resent one is dropped. */
  written: Set<string>;
  /** One trip's stream: its frame ids grow with its points, so a repeated id is a repeat. */
  oneTrip: boolean;
  closeOnEvent?: string;
  /** The client's address, counted against the per-address cap until the stream closes. */
  address: string;
  /** What the stream missed since `coveredUpTo`, read again from the database. */
  catchUp?: (coveredUpTo: number) => Promise<StreamStart>;
  /** A business stream: what it has shown of each live trip, and how to read one trip's missed points. */
  trips?: {
    marks: TripMarks;
    catchUp: (generatedTripId: string, covered: number) => Promise<StreamStart>;
    /** The last frame that showed a gap. */
    lastGap?: string;
    /** How the stream catches up trip by trip while Redis is away. */
    away?: TripsAway;
  };
  /** The session the stream lives with, checked every `sessionCheckMs`. */
  session?: StreamSession;
  /** Redis came back while the stream was busy reading: read what it missed once it is done. */
  catchUpAgain?: boolean;
  /** When something was last written (the hub's `now`): a stream that is not idle needs no heartbeat. */
  wroteAt?: number;
}

export interface Channel {
  streams: Set<Stream>;
  unsubscribe: Promise<() => Promise<void>>;
}

export interface StreamStart {
  frames: string[];
  coveredUpTo?: number;
  /** Close right after the initial frames (e.g. the trip already ended). */
  done?: boolean;
  /** Once-only events the frames already show (a whole trip that has arrived), never sent again. */
  shown?: string[];
  /** A business picture: each live trip's points in it, which the stream then has. */
  trips?: TripCount[];
}
