import {
  AdminNotesSchema,
  fieldCodesFromIssues,
  RATINGS,
  type ReviewChoice,
  type ReviewList,
  ReviewSchema,
  type ReviewsQuery,
} from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { EventBus } from '../../realtime/bus';
import { businessChannel, publishEvent } from '../../realtime/sse';
import { requireTrip } from '../access';
import { reportScope } from '../reports/report-scope';
import { findTripForPublicLink } from '../trips/public-trips.repo';
import { tripNotFound } from '../trips/trip-events';
import { saveAdminNotes, saveReview } from '../trips/trips.repo';
import { recordDeliveryEvent } from '../webhooks/webhook-outbox';
import type { WebhookSenderPort } from '../webhooks/webhook-sender';
import * as repo from './reviews.repo';

const RATING_NAMES = Object.keys(RATINGS) as (keyof typeof RATINGS)[];

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
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      bus: EventBus;
      log: FastifyBaseLogger;
      /** Issue 16: the `delivery.reviewed` webhooks, sent once the review commits. */
      webhooks?: WebhookSenderPort;
      publicUrl?: string;
    },
  ) {}

  /** Anyone holding the link may rate an ended delivery, once (SPEC §4 "Review"). */
  async review(generatedTripId: string, body: unknown) {
    const review = parseTrip(ReviewSchema, body);
    const { db, clock } = this.deps;
    const trip = await findTripForPublicLink(db, generatedTripId);
    if (!trip) throw tripNotFound();
    if (!trip.end_time) throw new AppError('trip_not_ended', 409);
    const webhookIds = await db.transaction().execute(async (trx) => {
      if (!(await saveReview(trx, trip.id, review, clock.now()))) return null;
      const event = {
        businessId: trip.business_id,
        type: 'delivery.reviewed' as const,
        ref: { tripId: trip.id },
        at: clock.now(),
      };
      return await recordDeliveryEvent(trx, event, this.deps.publicUrl ?? '');
    });
    if (!webhookIds) throw new AppError('already_reviewed', 409);
    this.deps.webhooks?.send(webhookIds);
    const event = { trip_id: trip.id, generated_trip_id: generatedTripId, ...review };
    await publishEvent(this.deps.bus, businessChannel(trip.business_id), {
      event: 'reviewed',
      data: event,
    }).catch((error) => {
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
    const trip = await requireTrip(this.deps.db, auth, generatedTripId);
    if (!(await saveAdminNotes(this.deps.db, trip.id, auth.businessId, admin_notes))) throw tripNotFound();
    return { trip_id: trip.id, generated_trip_id: generatedTripId, admin_notes: admin_notes || null };
  }

  /** GET /api/reviews: the business's reviews, newest first, and how they split by rating. */
  async list(auth: SessionClaims, query: ReviewsQuery): Promise<ReviewList> {
    const { db } = this.deps;
    const scope = await reportScope(db, auth, query);
    const filter: repo.ReviewFilter = {
      businessId: auth.businessId,
      timeZone: scope.timeZone,
      startDate: query.start_date,
      endDate: query.end_date,
      branchId: query.branch_id,
      courierId: query.courier_id,
    };
    const [rows, summary] = await Promise.all([
      repo.reviewPage(
        db,
        { ...filter, rating: query.rating },
        query.page_size,
        (query.page - 1) * query.page_size,
      ),
      repo.ratingSplit(db, filter),
    ]);
    const picked = RATING_NAMES.find((name) => RATINGS[name] === query.rating);
    const pickedCount = picked ? summary[picked] : summary.total;
    return {
      reviews: rows.map((row) => ({
        trip_id: row.id,
        generated_trip_id: row.generated_trip_id,
        rating: row.rating ?? 0,
        selected: (row.selected ?? []) as ReviewChoice[],
        remarks: row.remarks,
        improvement: row.improvement,
        reviewed_at: unixSeconds(row.reviewed_at ?? row.start_time),
        start_time: unixSeconds(row.start_time),
        branch_id: row.branch_id,
        branch_name: row.branch_name,
        courier_id: row.courier_id,
        delivery_user_first_name: row.courier_name,
        delivery_user_last_name: row.courier_last_name,
      })),
      summary,
      page: query.page,
      page_size: query.page_size,
      total_count: pickedCount,
    };
  }
}
