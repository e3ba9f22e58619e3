import { pointsOfRoute } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { batchLoader } from '../../lib/batch';
import { eventFrame, type StreamStart } from '../../realtime/sse';
import type { MonitorService } from '../monitor/monitor.service';
import { tripNotFound } from './trip-events';
import { presentTripTimes } from './trips.presenters';
import type { TripsService } from './trips.service';

const PUBLIC_TRIP_FRAME = /^(?:id: \d+\n)?event: trip\n/;

/** What the event streams show when they open, and again when they catch up after Redis was away. */
export class TripStreamService {
  /**
   * The public trip, read together with the others asked for in the same moment: streams open
   * in bursts (a deploy, Redis coming back), and each would otherwise cost its own queries.
   */
  private readonly publicTrip = batchLoader((ids: string[]) => this.deps.trips.publicTrips(ids));

  constructor(private readonly deps: { db: Db; trips: TripsService; monitor: MonitorService }) {}

  /**
   * What a trip's stream shows a client that has seen `seen` points: the whole public trip when
   * it has seen nothing valid (a first connection), else only what it missed — new points, the
   * arrival, the end. Used when a stream opens (Last-Event-ID) and when it catches up; a missing
   * trip answers 404.
   */
  async tripAfter(generatedTripId: string, seen: number): Promise<StreamStart> {
    const trip = await this.publicTrip(generatedTripId);
    if (!trip) throw tripNotFound();
    const count = trip.coordinates_timestamps.length;
    const ended = trip.end_time !== null;
    if (!Number.isInteger(seen) || seen < 0 || seen > count) {
      const shown = trip.arrived_time === null ? [] : ['arrived'];
      return {
        frames: [eventFrame({ event: 'trip', data: trip }, count)],
        coveredUpTo: count,
        done: ended,
        shown,
      };
    }
    const frames: string[] = [];
    if (count > seen && !ended) {
      const data = {
        trip_id: trip.trip_id,
        generated_trip_id: generatedTripId,
        points: pointsOfRoute(trip).slice(seen),
        point_count: count,
        distance_km: trip.distance_km,
      };
      frames.push(eventFrame({ event: 'coordinates', data }, count));
    }
    // The estimate may have changed while the client was away (the pin cleared too, so it goes
    // with or without a destination); it has no id, so it moves no mark.
    if (!ended) {
      const { trip_id, has_destination, estimate } = trip;
      const data = { trip_id, generated_trip_id: generatedTripId, has_destination, estimate };
      frames.push(eventFrame({ event: 'estimate', data }));
    }
    const times = presentTripTimes(trip);
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
    const missed = await this.tripAfter(generatedTripId, covered);
    return { frames: missed.frames.filter((frame) => !PUBLIC_TRIP_FRAME.test(frame)) };
  }
}
