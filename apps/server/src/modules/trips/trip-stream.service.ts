import { pointsOfRoute } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { batchLoader } from '../../lib/batch';
import { eventFrame, type StreamStart } from '../../realtime/sse';
import type { TripState } from '../../realtime/trip-marks';
import type { MonitorService } from '../monitor/monitor.service';
import { pointsOfJson } from './points.repo';
import { findTripsAfter } from './public-trips.repo';
import { tripNotFound } from './trip-events';
import { presentCatchUpTimes, presentRoute, presentStoredEstimate } from './trips.presenters';
import type { TripsService } from './trips.service';

/** The largest count a catch-up reads after (a PostgreSQL int); more is no count of a trip's points. */
const MAX_SEEN = 2 ** 31 - 1;

/** What the event streams show when they open, and again when they catch up after Redis was away. */
export class TripStreamService {
  /**
   * The public trip, read together with the others asked for in the same moment: streams open
   * in bursts (a deploy, Redis coming back), and each would otherwise cost its own queries.
   */
  private readonly publicTrip = batchLoader((ids: string[]) => this.deps.trips.publicTrips(ids));

  /**
   * A catch-up's trip and the points it missed, batched apart from `publicTrip` so catch-ups
   * (every trip stream every few seconds while Redis is away) never queue behind openings or
   * the reverse. Keyed by link and count: two streams of one trip may have seen different points.
   */
  private readonly tripAfterSeen = batchLoader(async (keys: string[]) => {
    const catchUps = keys.map((key) => {
      const space = key.indexOf(' ');
      return { generatedTripId: key.slice(space + 1), seen: Number(key.slice(0, space)) };
    });
    const rows = await findTripsAfter(this.deps.db, catchUps);
    return new Map(rows.map((row) => [`${row.seen} ${row.generated_trip_id}`, row]));
  });

  constructor(private readonly deps: { db: Db; trips: TripsService; monitor: MonitorService }) {}

  /**
   * What a trip's stream shows a client that has seen `seen` points: the whole public trip when
   * it has seen nothing valid (a first connection), else only what it missed — new points, the
   * arrival, the end. Used when a stream opens (Last-Event-ID) and when it catches up; a missing
   * trip answers 404.
   */
  async tripAfter(generatedTripId: string, seen: number): Promise<StreamStart> {
    const missed = await this.missedAfter(generatedTripId, seen);
    if (missed) return missed;
    const trip = await this.publicTrip(generatedTripId);
    if (!trip) throw tripNotFound();
    const count = trip.coordinates_timestamps.length;
    const shown = trip.arrived_time === null ? [] : ['arrived'];
    return {
      frames: [eventFrame({ event: 'trip', data: trip }, count)],
      coveredUpTo: count,
      done: trip.end_time !== null,
      shown,
    };
  }

  /**
   * What a client that has `seen` points missed, reading only those points; undefined when
   * `seen` is no count of the trip's points (the client needs the whole trip). A missing trip
   * answers 404.
   */
  private async missedAfter(generatedTripId: string, seen: number): Promise<StreamStart | undefined> {
    if (!Number.isInteger(seen) || seen < 0 || seen > MAX_SEEN) return undefined;
    const trip = await this.tripAfterSeen(`${seen} ${generatedTripId}`);
    if (!trip) throw tripNotFound();
    const count = trip.point_count;
    if (seen > count) return undefined;
    const ended = trip.end_time !== null;
    const frames: string[] = [];
    if (count > seen && !ended) {
      const data = {
        trip_id: trip.id,
        generated_trip_id: generatedTripId,
        points: pointsOfRoute(presentRoute(pointsOfJson(trip.missed_points))),
        point_count: count,
        distance_km: trip.distance_km,
      };
      frames.push(eventFrame({ event: 'coordinates', data }, count));
    }
    // The estimate may have changed while the client was away (the pin cleared too, so it goes
    // with or without a destination); it has no id, so it moves no mark.
    if (!ended) {
      const data = {
        trip_id: trip.id,
        generated_trip_id: generatedTripId,
        has_destination: trip.destination_lat !== null,
        estimate: presentStoredEstimate(trip),
      };
      frames.push(eventFrame({ event: 'estimate', data }));
    }
    const times = presentCatchUpTimes(trip);
    if (trip.arrived_time !== null) frames.push(eventFrame({ event: 'arrived', data: times }, count));
    if (ended) frames.push(eventFrame({ event: 'ended', data: times }, count));
    return { frames, coveredUpTo: count, done: ended };
  }

  /**
   * The business's whole picture: every live trip and every courier, idle ones too, so the
   * monitor's roster is never older than its trips. The monitor replaces its own with it.
   */
  async businessPicture(businessId: string): Promise<StreamStart> {
    const [trips, couriers] = await Promise.all([
      this.deps.trips.liveTrips(businessId),
      this.deps.monitor.couriersOfBusiness(businessId),
    ]);
    return {
      frames: [
        eventFrame({ event: 'trips', data: { trips } }),
        eventFrame({ event: 'couriers', data: { couriers } }),
      ],
      // Counted from the route as sent: its points are read after the trip's own count.
      trips: trips.map((trip) => ({
        generatedTripId: trip.generated_trip_id,
        points: trip.coordinates_timestamps.length,
        arrived: trip.arrived_time !== null,
      })),
    };
  }

  /**
   * What the business's stream missed of one trip after `covered` points (its frames showed a
   * gap): the same frames the business channel carries, never the public `trip` picture.
   */
  async businessTripAfter(generatedTripId: string, covered: number): Promise<StreamStart> {
    // A count the trip doesn't have would take the public `trip` picture, which this channel
    // never carries. An ended trip counts no points: from none, it reads its arrival and end.
    const missed =
      (await this.missedAfter(generatedTripId, covered)) ??
      (covered > 0 ? await this.missedAfter(generatedTripId, 0) : undefined);
    return { frames: missed?.frames ?? [] };
  }

  /** Where the business's live trips and the `marked` ones stand: the monitor's poll while Redis is away. */
  async businessTripStates(businessId: string, marked: string[]): Promise<TripState[]> {
    return await this.deps.trips.tripStates(businessId, marked);
  }

  /**
   * A trip the business's stream never heard start (it started on another process while Redis
   * was away): its `trip_started` frame as the channel carries it, then all its points.
   */
  async businessTripStarted(businessId: string, generatedTripId: string): Promise<StreamStart> {
    const trip = await this.deps.trips.startedTrip(businessId, generatedTripId);
    if (!trip) return { frames: [] };
    const points = await this.businessTripAfter(generatedTripId, 0);
    return { frames: [eventFrame({ event: 'trip_started', data: trip }, 0), ...points.frames] };
  }
}
