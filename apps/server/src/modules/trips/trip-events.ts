import type { AdminTrip, BusinessStreamEvent, StreamEvent, TripStreamEvent } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../realtime/bus';
import { businessChannel, publishEvent, tripChannel } from '../../realtime/sse';
import { pointsOf } from './points.repo';
import { presentRoute, presentTrip, presentTripTimes } from './trips.presenters';
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

/** The events both the business's monitor and the trip's public stream hear. */
type SharedEvent = Extract<BusinessStreamEvent, { event: TripStreamEvent['event'] }>;

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
    return presentTrip(trip, presentRoute(await pointsOf(db, tripId)), publicUrl, clock.now());
  }

  /** `arrived` or `ended`, with the trip's times only. */
  async publishTimes(event: 'arrived' | 'ended', view: AdminTrip, businessId: string) {
    await this.publish(
      businessId,
      view.generated_trip_id,
      { event, data: presentTripTimes(view) },
      view.point_count,
    );
  }

  /**
   * One frame for the business's monitor and the same for the trip's public stream. `id` is the
   * trip's point count, which a reconnecting client sends back as Last-Event-ID to get only the
   * points it missed; frames that are not about points (an estimate) go without one, so they
   * never move that mark.
   */
  async publish(businessId: string, generatedTripId: string, event: SharedEvent, id?: number) {
    await this.send([businessChannel(businessId), tripChannel(generatedTripId)], event, id);
  }

  /** A frame for the business's monitor only (a new trip: its public stream has nobody yet). */
  async publishToBusiness(businessId: string, event: BusinessStreamEvent, id?: number) {
    await this.send([businessChannel(businessId)], event, id);
  }

  private async send(channels: string[], event: StreamEvent, id?: number) {
    try {
      await Promise.all(channels.map((channel) => publishEvent(this.deps.bus, channel, event, id)));
    } catch (error) {
      // A lost realtime event must not fail the write: streams resume from the database.
      this.deps.log.error({ err: error, event: event.event }, 'realtime publish failed');
    }
  }
}
