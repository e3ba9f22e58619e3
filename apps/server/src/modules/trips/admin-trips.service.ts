import type { AdminTrip } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import { requireTrip } from '../access';
import { recordDeliveryEvent } from '../webhooks/webhook-outbox';
import type { WebhookSenderPort } from '../webhooks/webhook-sender';
import type { ArrivalEstimatesPort } from './arrival-estimates.service';
import { type TripEvents, tripEnded } from './trip-events';
import * as repo from './trips.repo';

/** What a business's admins do to trips that are not theirs to drive. */
export class AdminTripsService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      events: TripEvents;
      estimates?: ArrivalEstimatesPort;
      /** Issue 16: the `delivery.ended` webhooks, sent once the end commits. */
      webhooks?: WebhookSenderPort;
      publicUrl?: string;
    },
  ) {}

  /**
   * Issue 10: ends a delivery its courier can no longer end (phone lost, app closed). It stays
   * not valid — valid means the courier tapped stop — and records the admin's name and note. The
   * same `ended` event as the courier's stop goes out, so the tracking link stops being live.
   */
  async end(auth: SessionClaims, generatedTripId: string, note?: string): Promise<AdminTrip> {
    const { db, clock, events } = this.deps;
    const trip = await requireTrip(db, auth, generatedTripId);
    const name = await repo.adminName(db, auth.businessId, auth.userId);
    if (name === undefined) throw forbidden();
    const webhookIds = await db.transaction().execute(async (trx) => {
      const ended = await repo.markEnded(trx, trip.id, {
        at: clock.now(),
        valid: false,
        role: 'admin',
        name,
        adminNote: note,
      });
      if (!ended) return null;
      const event = {
        businessId: auth.businessId,
        type: 'delivery.ended' as const,
        ref: { tripId: trip.id },
        at: clock.now(),
      };
      return await recordDeliveryEvent(trx, event, this.deps.publicUrl ?? '');
    });
    if (!webhookIds) throw tripEnded();
    this.deps.webhooks?.send(webhookIds);
    const view = await events.adminView(auth.businessId, trip.id);
    await events.publishTimes('ended', view, auth.businessId);
    // The stored estimate is cleared (and a null one published) after the answer.
    void this.deps.estimates?.refresh(auth.businessId, trip.id);
    return view;
  }
}
