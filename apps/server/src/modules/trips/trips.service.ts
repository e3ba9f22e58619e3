import { randomBytes } from 'node:crypto';
import {
  ABANDONED_AFTER_HOURS,
  MAX_CLOCK_SKEW_SECONDS,
  normalizePhone,
  type TripPoint,
  trackingMessageBody,
  trackingUrl,
} from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { MessagesProvider } from '../../providers/messages/messages';
import type { EventBus } from '../../realtime/bus';
import { businessChannel, tripChannel } from '../../realtime/channels';
import { sseFrame } from '../../realtime/sse';
import { settleOnboarding } from '../business/business.repo';
import { findCourier } from '../team/team.repo';
import { PointsWriter } from './points-writer';
import { presentPublicTrip, presentRoute, presentTrip, presentTripSummary } from './trips.presenters';
import * as repo from './trips.repo';

export interface TripsDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  messages: MessagesProvider;
  log: FastifyBaseLogger;
}

const tripNotFound = () => new AppError('trip_not_found', 404);
const tripEnded = () => new AppError('trip_ended', 409);

/** API.md: the public id has at least 96 random bits; 128 here, URL-safe. */
const newGeneratedTripId = () => randomBytes(16).toString('base64url');

export class TripsService {
  private readonly writer: PointsWriter;

  constructor(private readonly deps: TripsDeps) {
    this.writer = new PointsWriter(deps.db);
  }

  /**
   * A courier starts a delivery with only the customer's phone number (SPEC §1). `publicUrl`, the
   * request's, is where the customer's tracking link points.
   */
  async start(auth: SessionClaims, customerPhone: string, publicUrl: string) {
    const { db, clock } = this.deps;
    const courier = await findCourier(db, auth.businessId, auth.userId);
    if (!courier?.active) throw new AppError('courier_inactive', 403);
    const business = await repo.businessForTrips(db, auth.businessId);
    const phone = normalizePhone(customerPhone, business.country_iso);
    if (!phone)
      throw new AppError('invalid_phone', 400, undefined, { customer_phone_number: 'invalid_phone' });

    const generatedTripId = newGeneratedTripId();
    const tripId = await repo.insertTrip(db, {
      generated_trip_id: generatedTripId,
      business_id: auth.businessId,
      branch_id: courier.branch_id,
      courier_id: courier.id,
      customer_phone_number: phone,
      start_time: clock.now(),
    });
    const url = trackingUrl(publicUrl, generatedTripId);
    await this.queueTrackingMessage(
      auth.businessId,
      tripId,
      phone,
      trackingMessageBody(business.company_name, url),
    );
    // The trip exists and its message is queued: a failure here must not make the courier retry.
    await settleOnboarding(db, auth.businessId, clock.now()).catch((error: unknown) => {
      this.deps.log.error({ err: error, tripId }, 'onboarding could not advance');
    });
    const trip = await this.adminView(tripId, publicUrl);
    await this.publish(auth.businessId, generatedTripId, 'trip_started', trip, 0, false);
    return { trip_id: tripId, generated_trip_id: generatedTripId, tracking_url: url };
  }

  async addPoints(auth: SessionClaims, generatedTripId: string, points: TripPoint[]) {
    const latest = unixSeconds(this.deps.clock.now()) + MAX_CLOCK_SKEW_SECONDS;
    const future: Record<string, string> = {};
    points.forEach((point, index) => {
      if (point.timestamp > latest) future[`points.${index}.timestamp`] = 'invalid_timestamp';
    });
    if (Object.keys(future).length > 0) throw invalidInput(future);

    // The writer checks ownership, stores the points and updates the totals, many batches a statement.
    const result = await this.writer.append({
      generatedTripId,
      courierId: auth.userId,
      businessId: auth.businessId,
      points,
    });
    if (result.status === 'not_found') throw tripNotFound();
    if (result.status === 'ended') throw tripEnded();
    if (result.inserted.length > 0) {
      const event = {
        trip_id: result.tripId,
        generated_trip_id: generatedTripId,
        points: result.inserted,
        point_count: result.point_count,
        distance_km: result.distance_km,
      };
      await this.publish(auth.businessId, generatedTripId, 'coordinates', event, result.point_count);
    }
    return { point_count: result.point_count, distance_km: result.distance_km };
  }

  async arrive(auth: SessionClaims, generatedTripId: string, publicUrl: string) {
    const trip = await this.ownTrip(auth, generatedTripId);
    if (trip.end_time) throw tripEnded();
    if (!(await repo.markTime(this.deps.db, trip.id, 'arrived_time', this.deps.clock.now()))) {
      throw new AppError('trip_already_arrived', 409);
    }
    const view = await this.adminView(trip.id, publicUrl);
    await this.publish(trip.business_id, generatedTripId, 'arrived', this.timesOf(view), view.point_count);
    return view;
  }

  /** "Stop delivery": ends the trip and marks it valid (SPEC §3). */
  async end(auth: SessionClaims, generatedTripId: string, notes: string | undefined, publicUrl: string) {
    const trip = await this.ownTrip(auth, generatedTripId);
    if (
      !(await repo.markTime(this.deps.db, trip.id, 'end_time', this.deps.clock.now(), notes || undefined))
    ) {
      throw tripEnded();
    }
    const view = await this.adminView(trip.id, publicUrl);
    await this.publish(trip.business_id, generatedTripId, 'ended', this.timesOf(view), view.point_count);
    return view;
  }

  async publicTrip(generatedTripId: string) {
    const trip = await repo.findTripByGeneratedId(this.deps.db, generatedTripId);
    if (!trip) throw tripNotFound();
    return presentPublicTrip(trip, await this.publicRoute(trip));
  }

  /** Issue 4: once a delivery has ended, the link no longer shows where the courier went. */
  private async publicRoute(trip: repo.TripWithParties, after = 0) {
    if (trip.end_time) return presentRoute([]);
    return presentRoute(await repo.pointsOf(this.deps.db, trip.id, after));
  }

  /** The business name a tracking link previews with, or null for an unknown trip. */
  async companyOfTrip(generatedTripId: string): Promise<string | null> {
    return (await repo.findTripByGeneratedId(this.deps.db, generatedTripId))?.company_name ?? null;
  }

  /** GET /subsequent_coordinates: both ids must name the same trip. */
  async subsequentCoordinates(generatedTripId: string, tripId: string, after: number) {
    const trip = await repo.findTripByGeneratedId(this.deps.db, generatedTripId);
    if (!trip || trip.id !== tripId) throw tripNotFound();
    return await this.publicRoute(trip, after);
  }

  async courierTrips(auth: SessionClaims, since: number | undefined, publicUrl: string) {
    const from = since
      ? new Date(since * 1000)
      : new Date(this.deps.clock.now().getTime() - 24 * 3600 * 1000);
    const trips = await repo.tripsOfCourierSince(this.deps.db, auth.userId, from);
    return trips.map((trip) => presentTripSummary(trip, publicUrl, this.deps.clock.now()));
  }

  async liveTrips(businessId: string, publicUrl: string) {
    const { db, clock } = this.deps;
    const since = new Date(clock.now().getTime() - ABANDONED_AFTER_HOURS * 3600 * 1000);
    const trips = await repo.liveTripsOfBusiness(db, businessId, since);
    const points = await repo.pointsOfTrips(
      db,
      trips.map((trip) => trip.id),
    );
    return trips.map((trip) =>
      presentTrip(trip, presentRoute(points.get(trip.id) ?? []), publicUrl, clock.now()),
    );
  }

  private async ownTrip(auth: SessionClaims, generatedTripId: string) {
    const trip = await repo.findTripByGeneratedId(this.deps.db, generatedTripId);
    // Someone else's trip answers like a missing one.
    if (!trip || trip.courier_id !== auth.userId || trip.business_id !== auth.businessId)
      throw tripNotFound();
    return trip;
  }

  private async adminView(tripId: string, publicUrl: string) {
    const { db, clock } = this.deps;
    const trip = await repo.findTripById(db, tripId);
    if (!trip) throw tripNotFound();
    return presentTrip(trip, presentRoute(await repo.pointsOf(db, tripId)), publicUrl, clock.now());
  }

  private timesOf(view: Awaited<ReturnType<TripsService['adminView']>>) {
    return {
      trip_id: view.trip_id,
      generated_trip_id: view.generated_trip_id,
      start_time: view.start_time,
      arrived_time: view.arrived_time,
      end_time: view.end_time,
      valid: view.valid,
      distance_km: view.distance_km,
    };
  }

  /** One frame for the business's monitor and, unless private, one for the trip's public stream. */
  private async publish(
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

  private async queueTrackingMessage(businessId: string, tripId: string, to: string, body: string) {
    try {
      await this.deps.messages.send({ businessId, tripId, to, body });
    } catch (error) {
      this.deps.log.error({ err: error, tripId }, 'tracking message could not be queued');
    }
  }
}
