import { z } from 'zod';
import { errorResponses } from '../../http/openapi';

/** A payment provider's webhook: called by the provider only, each request signed by it. */
export const providerWebhook = (provider: string, operationId: string) => ({
  tags: ['billing'],
  summary: `Receives ${provider}'s events (called by ${provider}, signed by it).`,
  description:
    'For the payment provider only: a request without a valid signature answers 400 ' +
    '`webhook_signature_invalid`; 503 `payments_unavailable` asks the provider to send it again.',
  operationId,
  // The provider's signature is the permission.
  security: [],
  response: {
    200: z.object({ received: z.boolean(), result: z.enum(['applied', 'duplicate', 'ignored']) }),
    ...errorResponses(400, 503),
  },
});
