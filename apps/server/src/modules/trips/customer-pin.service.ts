import type { CustomerPin, CustomerPinAnswer } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { ArrivalEstimatesPort } from './arrival-estimates.service';
import { saveDestination } from './customer-pin.repo';
import { findTripForPublicLink } from './public-trips.repo';
import { type TripEvents, tripEnded, tripNotFound } from './trip-events';
import { presentDestination } from './trips.presenters';

export interface CustomerPinDeps {
  db: Db;
  clock: Clock;
  events: TripEvents;
  estimates: ArrivalEstimatesPort;
  log: FastifyBaseLogger;
}

/**
 * Issue 15 item 1: the customer's pin. Whoever holds the tracking link may say where the delivery
 * should go, move it, or clear it ("this is not where I am") while the delivery runs; the link is
 * the capability, as for the review. The place goes to the business's monitor and the trip's
 * courier only: the answer and every public view say just whether there is one.
 */
export class CustomerPinService {
  constructor(private readonly deps: CustomerPinDeps) {}

  async set(generatedTripId: string, pin: CustomerPin): Promise<CustomerPinAnswer> {
    const at = this.deps.clock.now();
    await this.save(generatedTripId, { lat: pin.lat, lng: pin.lng, source: 'customer', at });
    return { has_destination: true };
  }

  /** Clears the destination whoever set it: the customer knows best where they are not. */
  async clear(generatedTripId: string): Promise<CustomerPinAnswer> {
    await this.save(generatedTripId, null);
    return { has_destination: false };
  }

  private async save(generatedTripId: string, destination: Parameters<typeof saveDestination>[2]) {
    const { db, events, estimates } = this.deps;
    const trip = await findTripForPublicLink(db, generatedTripId);
    if (!trip) throw tripNotFound();
    const saved = await saveDestination(db, trip.id, destination);
    if (!saved) throw tripEnded();
    await events.publishToBusiness(trip.business_id, {
      event: 'destination',
      data: { trip_id: trip.id, generated_trip_id: generatedTripId, destination: presentDestination(saved) },
    });
    // The pin is saved: an estimate that cannot be computed now must not make the customer retry.
    await estimates.refresh(trip.business_id, trip.id, { announce: true }).catch((error: unknown) => {
      this.deps.log.error({ err: error, tripId: trip.id }, 'arrival estimate could not be refreshed');
    });
  }
}
