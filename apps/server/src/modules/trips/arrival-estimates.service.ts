import { type ArrivalEstimate, estimateArrival, presentEstimate, type VehicleType } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { MessagesProvider } from '../../providers/messages/messages';
import { AlmostThere } from './almost-there';
import { type EstimateInputs, estimateInputs, storeEstimate } from './arrival-estimates.repo';
import { DetourFactors } from './detour-factors';
import type { TripEvents } from './trip-events';

/**
 * Issue 15 item 3: keeps each running trip's arrival estimate current. `refresh` is called after
 * anything that changes it (a batch of points, a new or cleared destination, the arrival, the
 * end); it stores the estimate on the trip and publishes the `estimate` event.
 */
export interface ArrivalEstimatesPort {
  /**
   * Resolves once the estimate is stored and published; never rejects (failures are logged).
   * `announce`: the destination itself changed, so the `estimate` event goes out even when the
   * estimate stays null (a cleared pin must reach the pages that still think there is one).
   */
  refresh(businessId: string, tripId: string, options?: { announce?: boolean }): Promise<void>;
}

export interface ArrivalEstimatesDeps {
  db: Db;
  clock: Clock;
  events: TripEvents;
  messages: MessagesProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** ROUTING_URL: an OSRM-compatible routing service, asked for the road distance. */
  routingUrl?: string;
  routingTimeoutMs?: number;
}

/**
 * The courier's batch never waits for this: TripsService answers first and lets the refresh run
 * (it may wait up to ROUTING_TIMEOUT_MS on the routing service). Refreshes of one trip run one
 * after the other in this process, and calls that arrive while one waits to start share it: it
 * reads the newest points anyway, and each estimate is smoothed from the one stored before it.
 */
export class ArrivalEstimates implements ArrivalEstimatesPort {
  private readonly detours: DetourFactors;
  private readonly almostThere: AlmostThere;
  private readonly chains = new Map<string, { tail: Promise<void>; waiting: Promise<void> | null }>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Trips whose next refresh publishes whatever it finds (read when the refresh runs). */
  private readonly toAnnounce = new Set<string>();

  constructor(private readonly deps: ArrivalEstimatesDeps) {
    this.detours = new DetourFactors({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      routingUrl: deps.routingUrl,
      timeoutMs: deps.routingTimeoutMs,
    });
    this.almostThere = new AlmostThere(deps);
  }

  refresh(businessId: string, tripId: string, options: { announce?: boolean } = {}): Promise<void> {
    if (options.announce) this.toAnnounce.add(tripId);
    const chain = this.chains.get(tripId);
    if (chain?.waiting) return chain.waiting;
    const run: Promise<void> = (chain?.tail ?? Promise.resolve()).then(() => {
      const current = this.chains.get(tripId);
      if (current?.waiting === run) current.waiting = null;
      return this.run(businessId, tripId);
    });
    this.chains.set(tripId, { tail: run, waiting: run });
    this.inFlight.add(run);
    void run.finally(() => {
      this.inFlight.delete(run);
      if (this.chains.get(tripId)?.tail === run) this.chains.delete(tripId);
    });
    return run;
  }

  /** Resolves when every refresh started so far has finished (shutdown and tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async run(businessId: string, tripId: string): Promise<void> {
    try {
      const announce = this.toAnnounce.delete(tripId);
      const trip = await estimateInputs(this.deps.db, businessId, tripId);
      if (!trip) return;
      const estimate = await this.estimate(trip);
      // Nothing was shown and nothing is: no write, no event (most trips have no destination).
      const unchanged =
        estimate === null && trip.previous === null && !(trip.destination && !this.isOver(trip));
      if (unchanged && !announce) return;
      await storeEstimate(this.deps.db, tripId, estimate);
      await this.deps.events.publish(businessId, trip.generatedTripId, {
        event: 'estimate',
        data: {
          trip_id: trip.tripId,
          generated_trip_id: trip.generatedTripId,
          has_destination: trip.destination !== null,
          estimate: estimate && presentEstimate(estimate),
        },
      });
      await this.almostThere.sendIfDue(trip, estimate);
    } catch (error) {
      // An estimate is a nicety: the courier's batch and the customer's page go on without it.
      this.deps.log.error({ err: error, tripId }, 'arrival estimate could not be refreshed');
    }
  }

  private isOver(trip: EstimateInputs) {
    return trip.arrived || trip.ended;
  }

  /** Null without a destination, once arrived or ended, and before any position or estimate. */
  private async estimate(trip: EstimateInputs): Promise<ArrivalEstimate | null> {
    if (!trip.destination || this.isOver(trip)) {
      this.detours.forget(trip.tripId);
      return null;
    }
    const newest = trip.positions[trip.positions.length - 1];
    const detourFactor = await this.detours.factorFor(trip.businessId, trip.tripId, newest, trip.destination);
    return estimateArrival({
      positions: trip.positions,
      destination: trip.destination,
      vehicleType: trip.vehicleType as VehicleType,
      nowSeconds: unixSeconds(this.deps.clock.now()),
      detourFactor,
      previous: trip.previous,
    });
  }
}
