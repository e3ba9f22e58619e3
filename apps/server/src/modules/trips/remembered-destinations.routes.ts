import { RememberedDestinationSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { type App, rateLimitedPerUser } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { RememberedDestinations } from './remembered-destinations.service';

export async function rememberedDestinationsRoutes(
  app: App,
  {
    remembered,
    tokens,
    config,
  }: { remembered: RememberedDestinations; tokens: Tokens; config: Pick<Config, 'rateLimits'> },
) {
  app.get(
    '/api/courier/remembered_destination',
    {
      schema: {
        tags: ['trips'],
        summary: "Where the business's last delivery to a phone number went.",
        operationId: 'getRememberedDestination',
        description:
          "Issue 15: where the business's most recent ended delivery to `customer_phone_number` (read in " +
          "the business's country, as POST /api/trips reads it) went, to propose it for the next " +
          'one; `destination: null` without one or when the business turned `remember_destinations` ' +
          'off. Read from the trips themselves: deleted with them, never across businesses. 400 ' +
          '`invalid_phone` naming `customer_phone_number` for a number that cannot be read. Rate ' +
          'limited per courier (one look-up per delivery started, with room to retype).',
        querystring: z.object({
          customer_phone_number: z
            .string({ error: 'required' })
            .trim()
            .min(1, { error: 'required' })
            .max(40, { error: 'too_long' }),
        }),
        response: { 200: RememberedDestinationSchema },
      },
      onRequest: requireRole(tokens, 'courier'),
      // One look-up per number typed: a courier cannot walk the business's customers' addresses.
      config: rateLimitedPerUser(config.rateLimits.rememberedDestination, 'remembered-destination'),
    },
    async (request) => remembered.forPhone(authOf(request), request.query.customer_phone_number),
  );
}
