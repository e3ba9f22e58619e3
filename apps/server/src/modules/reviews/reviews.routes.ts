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
        params: z.object({ generated_trip_id: z.string().min(1).max(64) }),
        body: z.object({ trip: z.unknown() }),
        // The customer's review, or the admin's notes.
        response: { 200: mini.union([ReviewedTripSchema, AdminNotesSavedSchema]) },
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
      schema: { tags, querystring: ReviewsQuerySchema, response: { 200: ReviewListSchema } },
      onRequest: admin,
    },
    async (request) => reviews.list(authOf(request), request.query),
  );
}
