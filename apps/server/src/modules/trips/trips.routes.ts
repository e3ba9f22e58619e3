import {
  AdminEndTripSchema,
  AdminTripSchema,
  CoordinatesAnswerSchema,
  CoordinatesBatchSchema,
  CourierTripAnswerSchema,
  CourierTripListSchema,
  EndTripSchema,
  OpenTripErrorSchema,
  OpenTripsSchema,
  PublicTripSchema,
  RouteSchema,
  StartedTripSchema,
  StartTripSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { AdminTripsService } from './admin-trips.service';
import type { OpenTripsService } from './open-trips.service';
import type { TripsService } from './trips.service';

const tags = ['trips'];
const TripParams = z.object({ generated_trip_id: z.string().min(1).max(64) });

export async function tripsRoutes(
  app: App,
  {
    trips,
    adminTrips,
    openTrips,
    tokens,
    config,
  }: {
    trips: TripsService;
    adminTrips: AdminTripsService;
    openTrips: OpenTripsService;
    tokens: Tokens;
    config: Config;
  },
) {
  const courier = requireRole(tokens, 'courier');
  const admin = requireRole(tokens, 'admin');
  const publicRead = rateLimited(config.rateLimits.publicRead);

  app.post(
    '/api/trips',
    {
      schema: {
        tags,
        summary: "Starts a delivery to a customer's phone number.",
        operationId: 'startTrip',
        body: StartTripSchema,
        description:
          "Starts a delivery from the customer's phone number. With a delivery of the courier still " +
          'open it answers 409 `open_trip_exists` naming it (`error.open_trip`), unless ' +
          '`end_open_trips: true` ends the open ones first (their ids in `ended_trip_ids`) or the ' +
          'business allows several at once (`allow_several_trips`). An optional `destination` ' +
          '(`{ lat, lng }`, issue 15) is the remembered one the courier confirmed.',
        response: { 201: StartedTripSchema, 409: OpenTripErrorSchema },
      },
      onRequest: courier,
    },
    async (request, reply) =>
      reply.status(201).send(await trips.start(authOf(request), request.body, request.publicUrl)),
  );

  app.post(
    '/api/trips/:generated_trip_id/coordinates',
    {
      schema: {
        tags,
        summary: "Adds a batch of the courier's positions to a running trip.",
        operationId: 'addTripCoordinates',
        params: TripParams,
        body: CoordinatesBatchSchema,
        description:
          "Stores a batch of the courier's positions. Answers the trip's totals and (issue 15) its " +
          '`destination` and `estimate`, so the app learns of a pin the customer set since.',
        response: { 200: CoordinatesAnswerSchema, ...errorResponses(404, 409) },
      },
      onRequest: courier,
      // Every courier on the road sends a batch every few seconds.
      config: { routineLog: true },
    },
    async (request) =>
      trips.addPoints(authOf(request), request.params.generated_trip_id, request.body.points),
  );

  app.post(
    '/api/trips/:generated_trip_id/arrival',
    {
      schema: {
        tags,
        summary: 'The courier says they have arrived at the customer.',
        operationId: 'arriveTrip',
        params: TripParams,
        response: { 200: CourierTripAnswerSchema, ...errorResponses(404, 409) },
      },
      onRequest: courier,
    },
    async (request) => trips.arrive(authOf(request), request.params.generated_trip_id),
  );

  app.post(
    '/api/trips/:generated_trip_id/end',
    {
      schema: {
        tags,
        summary: 'The courier ends the delivery, with their notes and who received it.',
        operationId: 'endTrip',
        params: TripParams,
        body: EndTripSchema,
        response: { 200: CourierTripAnswerSchema, ...errorResponses(404, 409) },
      },
      onRequest: courier,
    },
    async (request) =>
      trips.end(
        authOf(request),
        request.params.generated_trip_id,
        request.body?.delivery_user_notes,
        request.body?.recipient_name,
      ),
  );

  app.post(
    '/api/trips/:generated_trip_id/admin_end',
    {
      schema: {
        tags,
        summary: 'An admin ends a stuck delivery of their business.',
        operationId: 'adminEndTrip',
        params: TripParams,
        body: AdminEndTripSchema,
        description:
          'An admin ends a stuck delivery of their business (the monitor\'s "End delivery"). The trip ' +
          'stays `valid: false`, records `ended_by_role: "admin"`, `ended_by_name` and `end_note`, and ' +
          "the same `ended` event as a courier's stop is published. 200 with the trip; 404 " +
          "`trip_not_found` for another business's or an unknown trip; 409 `trip_ended` once ended.",
        response: { 200: AdminTripSchema, ...errorResponses(404, 409) },
      },
      onRequest: admin,
    },
    async (request) => adminTrips.end(authOf(request), request.params.generated_trip_id, request.body?.note),
  );

  app.get(
    '/api/trips/:generated_trip_id',
    {
      schema: {
        tags,
        summary: 'A trip as its tracking page shows it to the customer.',
        operationId: 'getPublicTrip',
        params: TripParams,
        response: { 200: PublicTripSchema, ...errorResponses(404) },
      },
      config: publicRead,
    },
    async (request) => trips.publicTrip(request.params.generated_trip_id),
  );

  app.get(
    '/subsequent_coordinates',
    {
      schema: {
        tags,
        summary: "A trip's points after a given one, for tracking pages that poll.",
        operationId: 'getSubsequentCoordinates',
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
        response: { 200: RouteSchema, ...errorResponses(404) },
      },
      config: publicRead,
    },
    async (request) => {
      const { generated_trip_id, trip_id, after } = request.query;
      return trips.subsequentCoordinates(generated_trip_id, trip_id, after);
    },
  );

  app.get(
    '/api/courier/open_trips',
    {
      schema: {
        tags,
        summary: "The signed-in courier's open deliveries.",
        operationId: 'listOpenTrips',
        description:
          "The signed-in courier's open deliveries (started, not ended, not abandoned), newest " +
          'first, so any phone can resume them; `allow_several_trips` says whether the business ' +
          'lets a courier run several at once.',
        response: { 200: OpenTripsSchema },
      },
      onRequest: courier,
    },
    async (request) => openTrips.list(authOf(request)),
  );

  app.get(
    '/api/courier/trips',
    {
      schema: {
        tags,
        summary: "The signed-in courier's recent trips.",
        operationId: 'listCourierTrips',
        description:
          "The signed-in courier's trips since `since` (unix seconds; default the last 24 hours), " +
          "newest first, without the business's own notes (`admin_notes`, `end_note`).",
        querystring: z.object({ since: z.coerce.number().int().positive().optional() }),
        response: { 200: CourierTripListSchema },
      },
      onRequest: courier,
    },
    async (request) => ({ data: await trips.courierTrips(authOf(request), request.query.since) }),
  );
}
