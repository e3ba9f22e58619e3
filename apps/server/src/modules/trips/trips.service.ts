import { randomBytes } from 'node:crypto';
import {
  type AdminTrip,
  type Language,
  MAX_CLOCK_SKEW_SECONDS,
  type MessageChannel,
  messageChannelFor,
  normalizePhone,
  type PublicTrip,
  type StartedTrip,
  type StartTrip,
  type TripPoint,
  trackingMessage,
  trackingUrl,
} from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import { abandonedBefore, type Clock, unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { MessagesProvider } from '../../providers/messages/messages';
import type { TripState } from '../../realtime/trip-marks';
import { requireTrip } from '../access';
import { settleOnboarding } from '../business/business.repo';
import { claimPendingStart, pendingStartOf } from '../deliveries/pending-deliveries.service';
import { findCourierOfBusiness } from '../team/team.repo';
import { recordDeliveryEvent } from '../webhooks/webhook-outbox';
import type { WebhookSenderPort } from '../webhooks/webhook-sender';
import type { ArrivalEstimatesPort } from './arrival-estimates.service';
import { opensPhoto } from './delivery-photo';
import type { OpenTripsService } from './open-trips.service';
import * as pointsRepo from './points.repo';
import { findTripForPublicLink, findTripsForPublicLinks } from './public-trips.repo';
import { type TripEvents, tripEnded, tripNotFound } from './trip-events';
import {
  courierFullName,
  presentCourierTripSummary,
  presentDestination,
  presentPublicTrip,
  presentRoute,
  presentStoredEstimate,
  presentTrip,
} from './trips.presenters';
import * as repo from './trips.repo';

export interface TripsDeps {
  db: Db;
  clock: Clock;
  events: TripEvents;
  openTrips: OpenTripsService;
  /** Issue 15: recomputes a trip's arrival estimate after its points or destination change. */
  estimates: ArrivalEstimatesPort;
  messages: MessagesProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What billing allows (issue 12): whether new deliveries may start, and the plan's channel. */
  billing: {
    tripTerms(businessId: string): Promise<{ mayStart: boolean; channel: MessageChannel | null }>;
    recordDelivery(db: Db, businessId: string, tripId: string, at: Date): Promise<void>;
    /** After the trip has committed: extras that reached the threshold are billed. */
    deliveryStarted(businessId: string): void;
  };
  /** Issue 16: sends the webhook deliveries an action recorded, once its transaction commits. */
  webhooks?: WebhookSenderPort;
}

/** API.md: the public id has at least 96 random bits; 128 here, URL-safe. */
export const newGeneratedTripId = () => randomBytes(16).toString('base64url');

export class TripsService {
  private readonly writer: pointsRepo.PointsWriter;

  constructor(private readonly deps: TripsDeps) {
    this.writer = new pointsRepo.PointsWriter(deps.db);
  }

  /**
   * A courier starts a delivery with only the customer's phone number (SPEC §1); an open one
   * blocks it unless the courier ends it first or the business allows several (issue 10).
   * `publicUrl`, the request's, is where the customer's tracking link points.
   */
  async start(
    auth: SessionClaims,
    input: StartTrip,
    publicUrl: string = this.deps.publicUrl,
  ): Promise<StartedTrip> {
    const { db, clock, openTrips } = this.deps;
    const customerPhone = input.customer_phone_number;
    const courier = await findCourierOfBusiness(db, auth.businessId, auth.userId);
    if (!courier?.active) throw new AppError('courier_inactive', 403);
    const business = await repo.businessForTrips(db, auth.businessId);
    // Issue 16: a delivery another system created starts with its phone, reference and destination.
    const place = { businessId: auth.businessId, courierId: courier.id, branchId: courier.branch_id };
    const pending = input.api_delivery_id ? await pendingStartOf(db, place, input.api_delivery_id) : null;
    const phone = pending?.phone ?? normalizePhone(customerPhone, business.country_iso);
    if (!phone)
      throw new AppError('invalid_phone', 400, undefined, { customer_phone_number: 'invalid_phone' });
    const terms = await this.deps.billing.tripTerms(auth.businessId);
    if (!terms.mayStart) throw new AppError('subscription_inactive', 403);

    const destination = pending?.destination ?? input.destination;
    const generatedTripId = newGeneratedTripId();
    const { tripId, ended, webhookIds } = await db.transaction().execute(async (trx) => {
      const ended = await openTrips.makeRoom(trx, {
        businessId: auth.businessId,
        courierId: courier.id,
        allowSeveral: business.allow_several_trips,
        endOpenTrips: input.end_open_trips === true,
      });
      const tripId = await repo.insertTrip(trx, {
        generated_trip_id: generatedTripId,
        business_id: auth.businessId,
        branch_id: courier.branch_id,
        courier_id: courier.id,
        customer_phone_number: phone,
        start_time: clock.now(),
        order_reference: pending?.orderReference ?? null,
        // Issue 15: the remembered destination the courier confirmed with one tap.
        ...(destination
          ? {
              destination_lat: destination.lat,
              destination_lng: destination.lng,
              destination_source: pending?.destination ? ('api' as const) : ('remembered' as const),
              destination_set_at: clock.now(),
            }
          : {}),
      });
      if (pending) await claimPendingStart(trx, auth.businessId, pending.id, tripId, clock.now());
      await this.deps.billing.recordDelivery(trx, auth.businessId, tripId, clock.now());
      const webhookIds: string[] = [];
      const event = { businessId: auth.businessId, at: clock.now() };
      for (const trip of ended) {
        const ids = await recordDeliveryEvent(
          trx,
          { ...event, type: 'delivery.ended', ref: { tripId: trip.id } },
          publicUrl,
        );
        webhookIds.push(...ids);
      }
      webhookIds.push(
        ...(await recordDeliveryEvent(
          trx,
          { ...event, type: 'delivery.started', ref: { tripId } },
          publicUrl,
        )),
      );
      return { tripId, ended, webhookIds };
    });
    this.deps.webhooks?.send(webhookIds);
    await openTrips.announceEnded(ended);
    this.deps.billing.deliveryStarted(auth.businessId);
    const url = trackingUrl(publicUrl, generatedTripId);
    const channel = terms.channel ?? messageChannelFor(phone);
    const body = trackingMessage({
      companyName: business.company_name,
      language: business.message_language as Language,
      channel,
      url,
    });
    await this.queueTrackingMessage(auth.businessId, tripId, phone, body, channel);
    // The trip exists and its message is queued: a failure here must not make the courier retry.
    await settleOnboarding(db, auth.businessId, clock.now()).catch((error: unknown) => {
      this.deps.log.error({ err: error, tripId }, 'onboarding could not advance');
    });
    if (destination) await this.refreshEstimate(auth.businessId, tripId);
    const trip = await this.deps.events.adminView(auth.businessId, tripId);
    await this.deps.events.publishToBusiness(auth.businessId, { event: 'trip_started', data: trip }, 0);
    return {
      trip_id: tripId,
      generated_trip_id: generatedTripId,
      tracking_url: url,
      ended_trip_ids: ended.map((trip) => trip.generated_trip_id),
    };
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
    const trip = result.trip as pointsRepo.AppendedTrip;
    if (result.inserted.length > 0) {
      const data = {
        trip_id: result.tripId,
        generated_trip_id: generatedTripId,
        points: result.inserted,
        point_count: result.point_count,
        distance_km: result.distance_km,
      };
      await this.deps.events.publish(
        auth.businessId,
        generatedTripId,
        { event: 'coordinates', data },
        result.point_count,
      );
      // Not awaited: the courier's phone gets its answer now; the estimate follows on the streams.
      // Most trips have no destination and never had an estimate: nothing to refresh for them.
      if (trip.destination_lat !== null || trip.estimate !== null)
        void this.deps.estimates.refresh(auth.businessId, result.tripId);
    }
    // Issue 15: the answer tells the courier app of a destination the customer set since, as the
    // write found the trip.
    return {
      point_count: result.point_count,
      distance_km: result.distance_km,
      destination: presentDestination(trip),
      estimate: presentStoredEstimate(trip),
    };
  }

  /** The trip exists whatever happens to its estimate: a failure is logged, not answered. */
  private async refreshEstimate(businessId: string, tripId: string) {
    await this.deps.estimates.refresh(businessId, tripId).catch((error: unknown) => {
      this.deps.log.error({ err: error, tripId }, 'arrival estimate could not be refreshed');
    });
  }

  async arrive(auth: SessionClaims, generatedTripId: string) {
    const trip = await requireTrip(this.deps.db, auth, generatedTripId);
    if (trip.end_time) throw tripEnded();
    const webhookIds = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await repo.markArrived(trx, trip.id, this.deps.clock.now()))) return null;
      return await this.recordEvent(trx, auth.businessId, trip.id, 'delivery.arrived');
    });
    if (!webhookIds) throw new AppError('trip_already_arrived', 409);
    this.deps.webhooks?.send(webhookIds);
    const view = await this.deps.events.adminView(auth.businessId, trip.id);
    await this.deps.events.publishTimes('arrived', view, auth.businessId);
    void this.deps.estimates.refresh(auth.businessId, trip.id);
    return view;
  }

  /** "Stop delivery": ends the trip and marks it valid (SPEC §3). */
  async end(auth: SessionClaims, generatedTripId: string, notes?: string, recipientName?: string) {
    const trip = await requireTrip(this.deps.db, auth, generatedTripId);
    const webhookIds = await this.deps.db.transaction().execute(async (trx) => {
      const ended = await repo.markEnded(trx, trip.id, {
        at: this.deps.clock.now(),
        valid: true,
        role: 'courier',
        name: courierFullName(trip),
        courierNotes: notes,
        recipientName,
      });
      return ended ? await this.recordEvent(trx, auth.businessId, trip.id, 'delivery.ended') : null;
    });
    if (!webhookIds) throw tripEnded();
    this.deps.webhooks?.send(webhookIds);
    const view = await this.deps.events.adminView(auth.businessId, trip.id);
    await this.deps.events.publishTimes('ended', view, auth.businessId);
    void this.deps.estimates.refresh(auth.businessId, trip.id);
    // Issue 15: the courier's view of an ended delivery has no destination (it went with the route).
    return { ...view, destination: null };
  }

  /** Issue 16: the event in the outbox, in the transaction of the change it reports. */
  private recordEvent(
    trx: Db,
    businessId: string,
    tripId: string,
    type: 'delivery.arrived' | 'delivery.ended',
  ) {
    const at = this.deps.clock.now();
    return recordDeliveryEvent(trx, { businessId, type, ref: { tripId }, at }, this.deps.publicUrl);
  }

  async publicTrip(generatedTripId: string) {
    const trip = await findTripForPublicLink(this.deps.db, generatedTripId);
    if (!trip) throw tripNotFound();
    return presentPublicTrip(trip, await this.publicRoute(trip));
  }

  /** publicTrip for many links at once, by link, in one query; a missing trip is left out. */
  async publicTrips(generatedTripIds: string[]): Promise<Map<string, PublicTrip>> {
    const trips = await findTripsForPublicLinks(this.deps.db, generatedTripIds);
    return new Map(
      trips.map((trip) => [
        trip.generated_trip_id,
        presentPublicTrip(trip, presentRoute(pointsRepo.pointsOfJson(trip.route_points))),
      ]),
    );
  }

  /** Issue 4: once a delivery has ended, the link no longer shows where the courier went. */
  private async publicRoute(trip: repo.TripWithParties, after = 0) {
    if (trip.end_time) return presentRoute([]);
    return presentRoute(await pointsRepo.pointsOf(this.deps.db, trip.id, after));
  }

  /**
   * Issue 15: the stored photo of a delivery anyone with its link may see — once it has ended,
   * and only when its business shows delivery photos to customers. Null otherwise.
   */
  async publicDeliveryPhotoKey(generatedTripId: string, linkKey?: string): Promise<string | null> {
    const trip = await findTripForPublicLink(this.deps.db, generatedTripId);
    if (!trip?.photo_key) return null;
    // The export's link (its key in the query) opens it for whoever holds the business's CSV.
    if (opensPhoto(trip.photo_key, linkKey)) return trip.photo_key;
    return trip.end_time && trip.show_delivery_photo ? trip.photo_key : null;
  }

  /** The business behind a tracking link and the language its messages speak (link previews). */
  async companyOfTrip(generatedTripId: string): Promise<{ company: string; language: Language } | null> {
    const trip = await findTripForPublicLink(this.deps.db, generatedTripId);
    return trip ? { company: trip.company_name, language: trip.message_language as Language } : null;
  }

  /** GET /subsequent_coordinates: both ids must name the same trip. */
  async subsequentCoordinates(generatedTripId: string, tripId: string, after: number) {
    const trip = await findTripForPublicLink(this.deps.db, generatedTripId);
    if (!trip || trip.id !== tripId) throw tripNotFound();
    return await this.publicRoute(trip, after);
  }

  async courierTrips(auth: SessionClaims, since?: number) {
    const from = since
      ? new Date(since * 1000)
      : new Date(this.deps.clock.now().getTime() - 24 * 3600 * 1000);
    const trips = await repo.tripsOfCourierSince(this.deps.db, auth.userId, from);
    return trips.map((trip) => presentCourierTripSummary(trip, this.deps.publicUrl, this.deps.clock.now()));
  }

  async liveTrips(businessId: string) {
    const { db, publicUrl, clock } = this.deps;
    const trips = await repo.liveTripsOfBusiness(db, businessId, abandonedBefore(clock.now()));
    const points = await pointsRepo.pointsOfTrips(
      db,
      trips.map((trip) => trip.id),
    );
    return trips.map((trip) =>
      presentTrip(trip, presentRoute(points.get(trip.id) ?? []), publicUrl, clock.now()),
    );
  }

  /** Where the business's live trips and the `marked` ones stand (the monitor's poll while Redis is away). */
  async tripStates(businessId: string, marked: string[]): Promise<TripState[]> {
    const { db, clock } = this.deps;
    const rows = await repo.tripStatesOfBusiness(db, businessId, abandonedBefore(clock.now()), marked);
    return rows.map((row) => ({
      generatedTripId: row.generated_trip_id,
      points: row.point_count,
      arrived: row.arrived,
      ended: row.ended,
    }));
  }

  /** The business's trip as its `trip_started` event showed it, before any point: its route goes apart. */
  async startedTrip(businessId: string, generatedTripId: string): Promise<AdminTrip | undefined> {
    const { db, publicUrl, clock } = this.deps;
    const trip = await repo.findTripOfBusiness(db, businessId, generatedTripId);
    return trip && presentTrip(trip, presentRoute([]), publicUrl, clock.now());
  }

  private async queueTrackingMessage(
    businessId: string,
    tripId: string,
    to: string,
    body: string,
    channel: MessageChannel,
  ) {
    try {
      await this.deps.messages.send({ businessId, tripId, to, body, channel });
    } catch (error) {
      this.deps.log.error({ err: error, tripId }, 'tracking message could not be queued');
    }
  }
}
