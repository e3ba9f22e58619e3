import { AdminNotesSchema, fieldCodesFromIssues, ReviewSchema } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { EventBus } from '../../realtime/bus';
import { businessChannel } from '../../realtime/channels';
import { sseFrame } from '../../realtime/sse';
import { findTripByGeneratedId, saveAdminNotes, saveReview } from '../trips/trips.repo';

const tripNotFound = () => new AppError('trip_not_found', 404);

/** Validates the `trip` object of a PATCH body, naming bad fields as `trip.<field>`. */
function parseTrip<T>(schema: ZodType<T>, trip: unknown): T {
  const result = schema.safeParse(trip);
  if (result.success) return result.data;
  const fields = fieldCodesFromIssues(result.error.issues);
  throw invalidInput(
    Object.fromEntries(Object.entries(fields).map(([path, code]) => [`trip.${path}`, code])),
  );
}

/** PATCH /api/trips/{id}: the customer's one review, or the business's own notes. */
export class ReviewsService {
  constructor(private readonly deps: { db: Db; clock: Clock; bus: EventBus; log: FastifyBaseLogger }) {}

  /** Anyone holding the link may rate an ended delivery, once (SPEC §4 "Review"). */
  async review(generatedTripId: string, body: unknown) {
    const review = parseTrip(ReviewSchema, body);
    const { db, clock } = this.deps;
    const trip = await findTripByGeneratedId(db, generatedTripId);
    if (!trip) throw tripNotFound();
    if (!trip.end_time) throw new AppError('trip_not_ended', 409);
    if (!(await saveReview(db, trip.id, review, clock.now()))) throw new AppError('already_reviewed', 409);
    const event = { trip_id: trip.id, generated_trip_id: generatedTripId, ...review };
    await this.deps.bus
      .publish(businessChannel(trip.business_id), sseFrame('reviewed', event))
      .catch((error) => {
        this.deps.log.error({ err: error }, 'realtime publish failed');
      });
    return {
      trip_id: trip.id,
      generated_trip_id: generatedTripId,
      rating: review.rating,
      selected: review.selected,
    };
  }

  /** Another business's trip answers 404, like an unknown one. */
  async setAdminNotes(auth: SessionClaims, generatedTripId: string, body: unknown) {
    const { admin_notes } = parseTrip(AdminNotesSchema, body);
    const trip = await findTripByGeneratedId(this.deps.db, generatedTripId);
    if (!trip || !(await saveAdminNotes(this.deps.db, trip.id, auth.businessId, admin_notes)))
      throw tripNotFound();
    return { trip_id: trip.id, generated_trip_id: generatedTripId, admin_notes: admin_notes || null };
  }
}
