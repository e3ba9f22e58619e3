import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../realtime/bus';
import { businessChannel, tripChannel } from '../../realtime/channels';
import { sseFrame } from '../../realtime/sse';
import { presentRoute, presentTrip } from './trips.presenters';
import * as repo from './trips.repo';

export interface TripEventsDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const tripNotFound = () => new AppError('trip_not_found', 404);
export const tripEnded = () => new AppError('trip_ended', 409);

export type AdminTrip = ReturnType<typeof presentTrip>;

/**
 * The admin's view of a trip and the live events every change publishes, shared by the courier's
 * and the admin's calls so an arrival or an end reads the same whoever made it.
 */
export class TripEvents {
  constructor(private readonly deps: TripEventsDeps) {}

  /** The business's trip as its admins see it, read again after a change. */
  async adminView(businessId: string, tripId: string): Promise<AdminTrip> {
    const { db, publicUrl, clock } = this.deps;
    const trip = await repo.findTripOfBusinessById(db, businessId, tripId);
    if (!trip) throw tripNotFound();
    return presentTrip(trip, presentRoute(await repo.pointsOf(db, tripId)), publicUrl, clock.now());
  }

  /**
   * `arrived` or `ended` with the trip's times only: the same frame goes to the public stream,
   * so nothing private (notes, who ended it) is in it.
   */
  async publishTimes(event: 'arrived' | 'ended', view: AdminTrip, businessId: string) {
    const times = {
      trip_id: view.trip_id,
      generated_trip_id: view.generated_trip_id,
      start_time: view.start_time,
      arrived_time: view.arrived_time,
      end_time: view.end_time,
      valid: view.valid,
      distance_km: view.distance_km,
    };
    await this.publish(businessId, view.generated_trip_id, event, times, view.point_count);
  }

  /** One frame for the business's monitor and, unless private, one for the trip's public stream. */
  async publish(
    businessId: string,
    generatedTripId: string,
    event: string,
    data: unknown,
    id: number,
    toTrip = true,
  ) {
    const { bus, log } = this.deps;
    try {
      const frame = sseFrame(event, data, id);
      await Promise.all([
        bus.publish(businessChannel(businessId), frame),
        toTrip ? bus.publish(tripChannel(generatedTripId), frame) : Promise.resolve(),
      ]);
    } catch (error) {
      // A lost realtime event must not fail the write: streams resume from the database.
      log.error({ err: error, event }, 'realtime publish failed');
    }
  }
}
