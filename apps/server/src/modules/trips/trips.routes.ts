import { CoordinatesBatchSchema, EndTripSchema, StartTripSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { TripsService } from './trips.service';

const tags = ['trips'];
const TripParams = z.object({ generated_trip_id: z.string().min(1).max(64) });

export async function tripsRoutes(
  app: App,
  { trips, tokens, config }: { trips: TripsService; tokens: Tokens; config: Config },
) {
  const courier = requireRole(tokens, 'courier');
  const publicRead = rateLimited(config.rateLimits.publicRead);

  app.post(
    '/api/trips',
    { schema: { tags, body: StartTripSchema }, onRequest: courier },
    async (request, reply) =>
      reply
        .status(201)
        .send(await trips.start(authOf(request), request.body.customer_phone_number, request.publicUrl)),
  );

  app.post(
    '/api/trips/:generated_trip_id/coordinates',
    {
      schema: { tags, params: TripParams, body: CoordinatesBatchSchema },
      onRequest: courier,
      // Every courier on the road sends a batch every few seconds.
      config: { routineLog: true },
    },
    async (request) =>
      trips.addPoints(authOf(request), request.params.generated_trip_id, request.body.points),
  );

  app.post(
    '/api/trips/:generated_trip_id/arrival',
    { schema: { tags, params: TripParams }, onRequest: courier },
    async (request) => trips.arrive(authOf(request), request.params.generated_trip_id, request.publicUrl),
  );

  app.post(
    '/api/trips/:generated_trip_id/end',
    { schema: { tags, params: TripParams, body: EndTripSchema }, onRequest: courier },
    async (request) =>
      trips.end(
        authOf(request),
        request.params.generated_trip_id,
        request.body?.delivery_user_notes,
        request.publicUrl,
      ),
  );

  app.get(
    '/api/trips/:generated_trip_id',
    { schema: { tags, params: TripParams }, config: publicRead },
    async (request) => trips.publicTrip(request.params.generated_trip_id),
  );

  app.get(
    '/subsequent_coordinates',
    {
      schema: {
        tags,
        querystring: z.object({
          generated_trip_id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
          trip_id: z.string({ error: 'required' }).uuid({ error: 'invalid_value' }),
          retrieve_what: z.literal('coordinates', { error: 'invalid_value' }).default('coordinates'),
          after: z.coerce
            .number({ error: 'invalid_value' })
            .int({ error: 'invalid_value' })
            .min(0, { error: 'invalid_value' })
            .default(0),
        }),
      },
      config: publicRead,
    },
    async (request) => {
      const { generated_trip_id, trip_id, after } = request.query;
      return trips.subsequentCoordinates(generated_trip_id, trip_id, after);
    },
  );

  app.get(
    '/api/courier/trips',
    {
      schema: { tags, querystring: z.object({ since: z.coerce.number().int().positive().optional() }) },
      onRequest: courier,
    },
    async (request) => ({
      data: await trips.courierTrips(authOf(request), request.query.since, request.publicUrl),
    }),
  );
}
