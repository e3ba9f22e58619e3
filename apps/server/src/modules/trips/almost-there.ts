import {
  type ArrivalEstimate,
  almostThereMessage,
  type Language,
  messageChannelFor,
  trackingUrl,
} from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MessagesProvider } from '../../providers/messages/messages';
import {
  claimAlmostThere,
  type EstimateInputs,
  recordMessageUsage,
  trackingChannelOf,
} from './arrival-estimates.repo';

export interface AlmostThereDeps {
  db: Db;
  clock: Clock;
  messages: MessagesProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Issue 15 item 6: the one extra message to the customer when the estimate first drops under the
 * business's `almost_there_minutes` (off when null). The trip is claimed in the database before
 * anything is sent, so two processes, or an estimate that goes down, up and down again, never send
 * a second one. It is counted as usage of kind 'message', which no delivery count reads.
 */
export class AlmostThere {
  constructor(private readonly deps: AlmostThereDeps) {}

  /** Whether this estimate calls for the message (the cheap check, before any query). */
  static isDue(trip: EstimateInputs, estimate: ArrivalEstimate | null): boolean {
    return (
      trip.almostThereMinutes !== null &&
      estimate !== null &&
      !trip.almostThereSent &&
      !trip.arrived &&
      !trip.ended &&
      estimate.seconds < trip.almostThereMinutes * 60
    );
  }

  async sendIfDue(trip: EstimateInputs, estimate: ArrivalEstimate | null): Promise<void> {
    if (!AlmostThere.isDue(trip, estimate)) return;
    const { db, clock, messages } = this.deps;
    const now = clock.now();
    if (!(await claimAlmostThere(db, trip.tripId, now))) return;
    // The same channel as the tracking link went by (the plan's choice), else the number's.
    const channel = (await trackingChannelOf(db, trip.tripId)) ?? messageChannelFor(trip.customerPhone);
    const body = almostThereMessage({
      companyName: trip.companyName,
      language: trip.messageLanguage as Language,
      channel,
      url: trackingUrl(this.deps.publicUrl, trip.generatedTripId),
      minutes: Math.ceil((estimate as ArrivalEstimate).seconds / 60),
    });
    const messageId = await messages.send({
      businessId: trip.businessId,
      tripId: trip.tripId,
      kind: 'almost_there',
      to: trip.customerPhone,
      body,
      channel,
    });
    await recordMessageUsage(db, trip.businessId, messageId, now);
  }
}
