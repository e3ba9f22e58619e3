import type { FastifyReply } from 'fastify';
import type { StreamCaps } from '../config';
import { AppError } from '../http/errors';
import type { EventBus } from './bus';
import { missedTrips, readTripStates, type TripFollower, type TripsAway } from './business-poll';
import { type FrameFacts, factsOf, ONCE, reauthorize, STREAM_HEADERS } from './frames';
import type { Channel, Stream, StreamStart } from './hub-streams';
import { type AdminSessionsOf, type StreamSession, streamsOfEndedSessions } from './stream-sessions';
import { TripMarks } from './trip-marks';

export {
  BUSINESS_CHANNEL_PATTERN,
  businessChannel,
  eventFrame,
  publishEvent,
  sseFrame,
  tripChannel,
} from './frames';
export type { StreamStart } from './hub-streams';

export interface SseHubTimes {
  /** A comment line this often keeps proxies from closing idle streams. */
  heartbeatMs?: number;
  /** How often the sessions of open streams are checked again. */
  sessionCheckMs?: number;
  /** How often streams catch up from the database while Redis is away (REDIS_AWAY_POLL_MS). */
  pollMs?: number;
  /** After one trip's gap could not be read, how long before the business stream's whole picture. */
  pictureAfterFailedGapMs?: number;
  /** Reads the admins' sessions that open streams live with; without it only their time ends them. */
  sessionsOf?: AdminSessionsOf;
  /** Monotonic milliseconds for the heartbeats' bookkeeping (performance.now; a test stands it still). */
  now?: () => number;
}

/** How many times per heartbeat interval the streams are looked over for one that needs its heartbeat. */
const HEARTBEAT_CHECKS = 5;

/*
 * Business streams get no periodic picture: at 2,000 live trips one picture held every stream of
 * the process for seconds in the soak (p99 2.7 s in its minute). A picture comes when a stream
 * opens (at the latest after the 12-hour cap), after Redis was away and after a gap that could
 * not be read.
 */
/** After one trip's gap could not be read, the stream's whole picture comes this much later. */
const PICTURE_AFTER_FAILED_GAP_MS = 5_000;

/**
 * While this process cannot reach Redis, how often its streams read what they missed from the
 * database: in a split deployment the couriers' posts land on other processes.
 */
export const REDIS_AWAY_POLL_MS = 5_000;

/**
 * Holds this process's open event streams. Each channel is subscribed on the bus once; a frame
 * from the bus is written to every local stream of its channel.
 */
export class SseHub {
  private readonly channels = new Map<string, Channel>();
  /** Open streams per address, and per channel and address (`channel\naddress`). */
  private readonly perAddress = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[];
  private checkingSessions = false;
  private readonly sessionsOf: AdminSessionsOf | undefined;
  private readonly pictureAfterFailedGapMs: number;
  private readonly now: () => number;
  /** Catches streams up while Redis is away; none without Redis (a single process hears all). */
  private readonly pollTimer: NodeJS.Timeout | undefined;
  /** A catch-up started by the poll and not finished: the next tick is skipped. */
  private polling = false;

  constructor(
    private readonly bus: EventBus,
    private readonly caps: StreamCaps,
    {
      heartbeatMs = 25_000,
      sessionCheckMs = 60_000,
      pollMs = REDIS_AWAY_POLL_MS,
      pictureAfterFailedGapMs = PICTURE_AFTER_FAILED_GAP_MS,
      sessionsOf,
      now = () => performance.now(),
    }: SseHubTimes = {},
  ) {
    this.timers = [
      setInterval(() => this.heartbeat(heartbeatMs), heartbeatMs / HEARTBEAT_CHECKS),
      setInterval(() => void this.checkSessions(), sessionCheckMs),
    ];
    for (const timer of this.timers) timer.unref();
    this.sessionsOf = sessionsOf;
    this.pictureAfterFailedGapMs = pictureAfterFailedGapMs;
    this.now = now;
    bus.onRecovered(() => void this.catchUpAll());
    if (bus.redisState() !== 'off') {
      this.pollTimer = setInterval(() => this.pollWhileRedisAway(), pollMs);
      this.pollTimer.unref();
    }
  }

  /** Refuses (429) a stream beyond the caps of its client address or of its channel. */
  private checkCaps(channel: string, address: string): void {
    const full =
      (this.perAddress.get(address) ?? 0) >= this.caps.perAddress ||
      (this.perAddress.get(`${channel}\n${address}`) ?? 0) >= this.caps.perAddressOnChannel ||
      (this.channels.get(channel)?.streams.size ?? 0) >= this.caps.perChannel;
    if (full) throw new AppError('too_many_streams', 429);
  }

  get openStreams(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.streams.size;
    return count;
  }

  /**
   * Streams `channel` on the reply: first what `start` returns (the current state), then every
   * frame published on the channel. Subscribing happens before the state is read, so nothing
   * published in between is lost. The reply is taken over only once the state is read: when
   * `start` throws (the trip does not exist, the database is away), the error is answered as any
   * other request's, with its status and the error shape.
   */
  async open(
    reply: FastifyReply,
    channel: string,
    start: () => Promise<StreamStart>,
    options: {
      closeOnEvent?: string;
      address: string;
      oneTrip?: boolean;
      catchUp?: (coveredUpTo: number) => Promise<StreamStart>;
      /** A business stream: reads one trip's points after `covered`, when frames show a gap. */
      tripCatchUp?: (generatedTripId: string, covered: number) => Promise<StreamStart>;
      /** A business stream: reads what other processes did to its trips while Redis is away. */
      tripsAway?: TripsAway;
      /** Ends the stream with a `reauthorize` event after this long (its permission runs out). */
      endAfterMs?: number;
      /** Keeps the stream open while this session holds; ends it with `reauthorize` once it does not. */
      session?: StreamSession;
    },
  ): Promise<void> {
    this.checkCaps(channel, options.address);
    const raw = reply.raw;
    const stream: Stream = {
      raw,
      pending: [],
      coveredUpTo: -1,
      written: new Set(),
      oneTrip: options.oneTrip ?? false,
      closeOnEvent: options.closeOnEvent,
      address: options.address,
      catchUp: options.catchUp,
      trips: options.tripCatchUp && {
        marks: new TripMarks(),
        catchUp: options.tripCatchUp,
        away: options.tripsAway,
      },
      session: options.session,
    };
    let expiry: NodeJS.Timeout | undefined;
    const onClose = () => {
      clearTimeout(expiry);
      this.remove(channel, stream);
    };
    raw.on('close', onClose);
    this.add(channel, stream);
    let initial: StreamStart;
    try {
      await this.channels.get(channel)?.unsubscribe;
      initial = await start();
    } catch (error) {
      raw.off('close', onClose);
      onClose();
      throw error;
    }
    reply.hijack();
    // Ended meanwhile (the client left, or the server closes): no headers go out on it.
    if (raw.destroyed || raw.writableEnded) return;
    // A stream is quiet between events; its heartbeats, not the server's idle limit, keep it honest.
    raw.setTimeout(0);
    raw.writeHead(200, STREAM_HEADERS);
    let head = 'retry: 3000\n\n';
    if (initial.trips) stream.trips?.marks.reset(initial.trips);
    for (const frame of initial.frames) if (this.remember(stream, frame)) head += frame;
    stream.coveredUpTo = Math.max(stream.coveredUpTo, initial.coveredUpTo ?? -1);
    for (const event of initial.shown ?? []) stream.written.add(event);
    const pending = stream.pending ?? [];
    stream.pending = null;
    if (initial.done) {
      raw.end(head);
      return;
    }
    raw.write(head);
    stream.wroteAt = this.now();
    if (options.endAfterMs !== undefined) {
      expiry = setTimeout(() => raw.end(reauthorize()), Math.max(0, options.endAfterMs));
      expiry.unref();
    }
    for (const frame of pending) this.write(stream, frame);
    this.catchUpIfAsked(stream);
  }

  /** Ends every stream (server shutdown); clients reconnect to another process. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    clearInterval(this.pollTimer);
    const channels = [...this.channels.values()];
    this.channels.clear();
    for (const channel of channels) {
      for (const stream of channel.streams) stream.raw.end();
      await (await channel.unsubscribe)();
    }
  }

  /**
   * Events may have been missed while Redis was away: each stream that can, reads what it
   * missed from the database; the id checks in write() drop what it already had.
   */
  async catchUpAll({ polling = false } = {}): Promise<void> {
    // Streams of one channel that saw the same events share one read: after an outage thousands
    // of phones may follow one trip.
    const reads = new Map<string, Promise<StreamStart>>();
    const work: Promise<void>[] = [];
    for (const [name, channel] of this.channels) {
      const followers: Stream[] = [];
      for (const stream of channel.streams) {
        const { catchUp } = stream;
        if (!catchUp || stream.raw.destroyed) continue;
        // A business stream's catch-up is its whole picture, every live trip's whole route: too
        // heavy every few seconds, so monitors get it once, when Redis returns, and meanwhile
        // what changed trip by trip.
        if (polling && stream.trips) {
          if (stream.trips.away) followers.push(stream);
          continue;
        }
        if (stream.pending) {
          // Busy reading (opening, or one trip's gap): what that read began before may be missed.
          stream.catchUpAgain = true;
          continue;
        }
        const key = `${name}\n${stream.coveredUpTo}`;
        let read = reads.get(key);
        if (!read) {
          read = catchUp(stream.coveredUpTo);
          reads.set(key, read);
        }
        work.push(this.catchUpWith(stream, read));
      }
      if (followers.length > 0) work.push(this.pollTrips(followers));
    }
    await Promise.all(work);
  }

  /**
   * One poll of a business channel's streams: one light read of its trips for all of them, then
   * per stream only the trips it lacks, read as a gap is. A stream busy reading is left for the
   * next poll: its marks still tell what it lacks.
   */
  private async pollTrips(streams: Stream[]): Promise<void> {
    const follower = (stream: Stream) => stream.trips as TripFollower;
    const states = await readTripStates(streams.map(follower)).catch(() => undefined);
    if (!states) return;
    const reads = new Map<string, Promise<StreamStart>>();
    const work: Promise<void>[] = [];
    for (const stream of streams) {
      if (stream.pending || stream.raw.destroyed) continue;
      const read = missedTrips(follower(stream), states, reads);
      if (read) work.push(this.catchUpWith(stream, read));
    }
    await Promise.all(work);
  }

  /**
   * Writes what `read` finds the stream missed. Live frames wait meanwhile and come after it:
   * one written first would make the older points look already sent.
   */
  private async catchUpWith(stream: Stream, read: Promise<StreamStart>, { gap = false } = {}): Promise<void> {
    stream.pending ??= [];
    // A failed read leaves the client's own reconnection (with Last-Event-ID) as the next chance;
    // a business stream's failed gap read is corrected by a whole picture soon after.
    const missed = await read.catch(() => {
      if (gap) this.pictureSoon(stream);
      return { frames: [] } as StreamStart;
    });
    const held = stream.pending ?? [];
    stream.pending = null;
    if (stream.raw.destroyed) return;
    // A picture replaces what the client holds: the stream has exactly its points.
    if (missed.trips) stream.trips?.marks.reset(missed.trips);
    for (const frame of [...missed.frames, ...held]) this.write(stream, frame);
    this.catchUpIfAsked(stream);
  }

  private pictureSoon(stream: Stream) {
    const timer = setTimeout(() => {
      if (stream.raw.destroyed) return;
      stream.catchUpAgain = true;
      this.catchUpIfAsked(stream);
    }, this.pictureAfterFailedGapMs);
    timer.unref();
  }

  private catchUpIfAsked(stream: Stream) {
    if (!stream.catchUpAgain || stream.pending || !stream.catchUp) return;
    stream.catchUpAgain = false;
    void this.catchUpWith(stream, stream.catchUp(stream.coveredUpTo));
  }

  /** Ends, with `reauthorize`, the streams whose session no longer holds. */
  async checkSessions(): Promise<void> {
    if (this.checkingSessions) return;
    this.checkingSessions = true;
    try {
      // A stream still opening has sent no headers: ending it would answer an implicit 200.
      const open = [...this.channels.values()].flatMap((channel) =>
        [...channel.streams].filter((stream) => stream.raw.headersSent),
      );
      for (const stream of await streamsOfEndedSessions(open, this.sessionsOf))
        if (!stream.raw.writableEnded) stream.raw.end(reauthorize());
    } finally {
      this.checkingSessions = false;
    }
  }

  private add(name: string, stream: Stream) {
    for (const key of [stream.address, `${name}\n${stream.address}`]) {
      this.perAddress.set(key, (this.perAddress.get(key) ?? 0) + 1);
    }
    const existing = this.channels.get(name);
    if (existing) {
      existing.streams.add(stream);
      return;
    }
    const channel: Channel = {
      streams: new Set([stream]),
      unsubscribe: this.bus.subscribe(name, (frame) => {
        const facts = factsOf(frame);
        for (const each of channel.streams) this.write(each, frame, facts);
      }),
    };
    this.channels.set(name, channel);
  }

  /** Takes a stream away once: a second call (a close during a failed start) counts nothing. */
  private remove(name: string, stream: Stream) {
    const channel = this.channels.get(name);
    if (!channel?.streams.delete(stream)) return;
    for (const key of [stream.address, `${name}\n${stream.address}`]) {
      const left = (this.perAddress.get(key) ?? 1) - 1;
      if (left > 0) this.perAddress.set(key, left);
      else this.perAddress.delete(key);
    }
    if (channel.streams.size > 0) return;
    this.channels.delete(name);
    void channel.unsubscribe.then((unsubscribe) => unsubscribe());
  }

  private write(stream: Stream, frame: string, facts?: FrameFacts) {
    if (stream.raw.writableEnded) return;
    if (stream.pending) {
      stream.pending.push(frame);
      return;
    }
    if (!this.remember(stream, frame, facts)) return;
    stream.raw.write(frame);
    stream.wroteAt = this.now();
    if (stream.closeOnEvent && (facts ?? factsOf(frame)).event === stream.closeOnEvent) stream.raw.end();
  }

  /**
   * False for a frame the stream already has: coordinates up to the last id it was sent, or a
   * once-only event sent before (the same event can come from the bus and a catch-up).
   */
  private remember(stream: Stream, frame: string, facts = factsOf(frame)): boolean {
    if (stream.trips) return this.rememberTrip(stream, stream.trips, frame, facts);
    if (!stream.oneTrip) return true;
    const { event, id } = facts;
    if (event === 'coordinates') {
      if (Number.isNaN(id)) return true;
      if (id <= stream.coveredUpTo) return false;
      // Points before this frame's own never reached the stream (two processes published out of
      // order, or Redis dropped one): read them from the database first; this frame waits.
      if (stream.catchUp && stream.coveredUpTo >= 0 && id - facts.points > stream.coveredUpTo) {
        stream.pending = [frame];
        void this.catchUpWith(stream, stream.catchUp(stream.coveredUpTo));
        return false;
      }
      stream.coveredUpTo = id;
      return true;
    }
    if (event && ONCE.has(event)) {
      if (stream.written.has(event)) return false;
      stream.written.add(event);
    }
    return true;
  }

  /**
   * One tick of the poll: only while Redis is down here, and never over a poll still reading
   * (a slow database would otherwise pile reads up). Once Redis is back a tick costs one check.
   */
  private pollWhileRedisAway() {
    if (this.bus.redisState() !== 'down' || this.polling || this.channels.size === 0) return;
    this.polling = true;
    void this.catchUpAll({ polling: true }).finally(() => {
      this.polling = false;
    });
  }

  /**
   * The business stream's check, per trip: a frame whose points it has is dropped; one that
   * shows a gap waits while that trip's missing points are read (other frames wait behind it).
   */
  private rememberTrip(
    stream: Stream,
    trips: NonNullable<Stream['trips']>,
    frame: string,
    facts: FrameFacts,
  ) {
    // The same frame still showing a gap after its read (the database was away) goes as it is.
    const verdict = trips.marks.take(facts, frame === trips.lastGap);
    if (verdict !== 'gap' || !facts.trip) return verdict === 'write';
    trips.lastGap = frame;
    stream.pending = [frame];
    void this.catchUpWith(stream, trips.catchUp(facts.trip, trips.marks.covered(facts.trip)), { gap: true });
    return false;
  }

  /**
   * A heartbeat to each stream that has been sent nothing for 4/5 of `heartbeatMs`, checked five
   * times per interval, so none is silent longer than `heartbeatMs`: a delivery's stream gets a
   * frame every few seconds and needs none, and idle streams get theirs spread over the checks
   * instead of thousands of writes at once.
   */
  private heartbeat(heartbeatMs: number) {
    const now = this.now();
    const due = now - heartbeatMs * (1 - 1 / HEARTBEAT_CHECKS);
    for (const channel of this.channels.values()) {
      for (const stream of channel.streams) {
        if (stream.pending || stream.raw.writableEnded || (stream.wroteAt ?? 0) > due) continue;
        stream.raw.write(': heartbeat\n\n');
        // Counted as written up to one check earlier, at random: streams that fell idle together
        // (thousands opened at once after a deploy) drift apart instead of beating together for ever.
        stream.wroteAt = now - Math.random() * (heartbeatMs / HEARTBEAT_CHECKS);
      }
    }
  }
}
