import { RememberedDestinationSchema } from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { RememberedDestinations } from './remembered-destinations.service';

export async function rememberedDestinationsRoutes(
  app: App,
  { remembered, tokens }: { remembered: RememberedDestinations; tokens: Tokens },
) {
  app.get(
    '/api/courier/remembered_destination',
    {
      schema: {
        tags: ['trips'],
        description:
          "Issue 15: where the business's most recent delivery to `customer_phone_number` (read in " +
          "the business's country, as POST /api/trips reads it) went, to propose it for the next " +
          'one; `destination: null` without one or when the business turned `remember_destinations` ' +
          'off. Read from the trips themselves: deleted with them, never across businesses. 400 ' +
          '`invalid_phone` naming `customer_phone_number` for a number that cannot be read.',
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
    },
    async (request) => remembered.forPhone(authOf(request), request.query.customer_phone_number),
  );
}
