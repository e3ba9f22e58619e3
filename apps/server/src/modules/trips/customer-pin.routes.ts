import { CustomerPinAnswerSchema, CustomerPinSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { CustomerPinService } from './customer-pin.service';

const tags = ['trips'];
const TripParams = z.object({ generated_trip_id: z.string().min(1).max(64) });

/** Issue 15 item 1: the customer's pin, from the tracking page (no session: the link is the capability). */
export async function customerPinRoutes(
  app: App,
  { customerPin, config }: { customerPin: CustomerPinService; config: Config },
) {
  const limit = rateLimited(config.rateLimits.customerPin);

  app.put(
    '/api/trips/:generated_trip_id/destination',
    {
      schema: {
        tags,
        summary: "Sets the customer's pin: where the delivery should go.",
        operationId: 'setCustomerPin',
        params: TripParams,
        body: CustomerPinSchema,
        description:
          "The customer's pin: anyone holding the tracking link says where the delivery should go " +
          '(`{ lat, lng }`, WGS 84 degrees; sets it again when the pin is moved). It becomes the ' +
          'trip\'s destination with `source: "customer"`, replacing any other; the business\'s ' +
          'monitor gets a `destination` event and the arrival estimate is refreshed. The answer ' +
          'never carries the place back: only `{ has_destination: true }`. 400 naming `lat` or ' +
          '`lng` (`invalid_latitude`, `invalid_longitude`, `required`, `invalid_value`); 404 ' +
          '`trip_not_found`; 409 `trip_ended` once the delivery has ended. Rate limited per address.',
        response: { 200: CustomerPinAnswerSchema, ...errorResponses(404, 409) },
      },
      config: limit,
    },
    async (request) => customerPin.set(request.params.generated_trip_id, request.body),
  );

  app.delete(
    '/api/trips/:generated_trip_id/destination',
    {
      schema: {
        tags,
        summary: "Clears the trip's destination from the tracking page.",
        operationId: 'clearCustomerPin',
        params: TripParams,
        description:
          '"This is not where I am": anyone holding the tracking link clears the trip\'s ' +
          'destination, whoever set it. `{ has_destination: false }`; the monitor gets a ' +
          '`destination` event with `destination: null`. 404 `trip_not_found`; 409 `trip_ended` ' +
          'once the delivery has ended. Rate limited per address.',
        response: { 200: CustomerPinAnswerSchema, ...errorResponses(404, 409) },
      },
      config: limit,
    },
    async (request) => customerPin.clear(request.params.generated_trip_id),
  );
}
