import {
  AdminNotesSavedSchema,
  ReviewedTripSchema,
  ReviewListSchema,
  ReviewsQuerySchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import type { Config } from '../../config';
import { authOf, bearerToken, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { ReviewsService } from './reviews.service';

const tags = ['reviews'];

export async function reviewsRoutes(
  app: App,
  { reviews, tokens, config }: { reviews: ReviewsService; tokens: Tokens; config: Config },
) {
  const admin = requireRole(tokens, 'admin');

  app.patch(
    '/api/trips/:generated_trip_id',
    {
      schema: {
        tags,
        summary: "The customer's review of an ended delivery, or the admin's notes on it.",
        description:
          'Without a session, anyone with the tracking link rates the ended delivery once (409 ' +
          "`already_reviewed`, `trip_not_ended`). With an admin's session, the business's notes.",
        operationId: 'reviewTrip',
        // Either: the customer's review needs none, the admin's notes an admin's session.
        security: [{}, { adminSession: [] }],
        params: z.object({ generated_trip_id: z.string().min(1).max(64) }),
        body: z.object({ trip: z.unknown() }),
        // The customer's review, or the admin's notes.
        response: {
          200: mini.union([ReviewedTripSchema, AdminNotesSavedSchema]),
          ...errorResponses(401, 403, 404, 409),
        },
      },
      config: rateLimited(config.rateLimits.review),
    },
    async (request, reply) => {
      const { generated_trip_id } = request.params;
      // With a session it is the business writing its notes; without one, the customer's review.
      if (bearerToken(request)) {
        await admin(request, reply);
        return reviews.setAdminNotes(authOf(request), generated_trip_id, request.body.trip);
      }
      return reviews.review(generated_trip_id, request.body.trip);
    },
  );

  app.get(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: "Customers' reviews of the business's deliveries, with their summary.",
        operationId: 'listReviews',
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewListSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => reviews.list(authOf(request), request.query),
  );
}
