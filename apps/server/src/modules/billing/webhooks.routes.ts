import Stripe from 'stripe';
import { AppError } from '../../http/errors';
import type { App } from '../../http/types';
import type { Clock } from '../../lib/clock';
import { ProviderEventSchema, type ProviderEvents } from './provider-events';
import { providerWebhook } from './provider-webhook';

/** Stripe's: an event signed longer ago than this is refused (a replay). */
const TOLERANCE_SECONDS = 300;
const stripe = new Stripe('sk_test_webhooks_verify_only');

/**
 * POST /api/webhooks/stripe: where Stripe's events, and the sandbox's (signed the same way),
 * arrive. The signature is checked on the raw body, against the injected clock.
 */
export async function webhookRoutes(
  app: App,
  { events, secret, clock }: { events: ProviderEvents; secret: string; clock: Clock },
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    { schema: providerWebhook('Stripe', 'receiveStripeEvent') },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let payload: unknown;
      try {
        payload = stripe.webhooks.constructEvent(
          String(request.body ?? ''),
          typeof signature === 'string' ? signature : '',
          secret,
          TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
      } catch {
        throw new AppError('webhook_signature_invalid', 400);
      }
      const event = ProviderEventSchema.safeParse(payload);
      if (!event.success) throw new AppError('invalid_input', 400);
      try {
        return { received: true, result: await events.apply(event.data) };
      } catch (error) {
        request.log.error(error, 'applying a payment event failed');
        // 503: the provider sends it again later, when the failure may have passed.
        throw new AppError('payments_unavailable', 503);
      }
    },
  );
}
