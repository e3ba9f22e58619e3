import {
  ConfirmPayPalSubscriptionSchema,
  PayPalApprovalSchema,
  StartSubscriptionSchema,
  SubscriptionOverviewSchema,
} from '@rutaviva/domain';
import { authOf, requireRole } from '../../http/auth';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import type { PayPalCheckout } from './paypal-checkout.service';
import { PayPalEventSchema, type PayPalEvents } from './paypal-events';
import { providerWebhook } from './provider-webhook';

const tags = ['billing'];
const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The /paypal checkout's calls and PayPal's webhook (issue 12). Without PayPal's settings the
 * checkout answers 409 `paypal_unavailable` (the page offers the card) and there is no webhook.
 */
export async function paypalRoutes(
  app: App,
  {
    checkout,
    events,
    paypal,
    tokens,
  }: {
    checkout: PayPalCheckout | null;
    events: PayPalEvents | null;
    paypal: PayPalSubscriptions | null;
    tokens: Tokens;
  },
) {
  const admin = requireRole(tokens, 'admin');
  const available = () => {
    if (!checkout) throw new AppError('paypal_unavailable', 409);
    return checkout;
  };

  app.post(
    '/api/paypal/subscriptions',
    {
      schema: {
        tags,
        summary: 'Starts a PayPal subscription: the page where the admin approves it.',
        description: 'Without PayPal set up, 409 `paypal_unavailable` (the page offers the card).',
        operationId: 'startPayPalSubscription',
        body: StartSubscriptionSchema,
        response: { 201: PayPalApprovalSchema, ...errorResponses(404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await available().start(authOf(request), request.body) }),
  );

  app.post(
    '/api/paypal/subscriptions/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms a PayPal subscription the admin approved.',
        operationId: 'confirmPayPalSubscription',
        body: ConfirmPayPalSubscriptionSchema,
        response: { 200: SubscriptionOverviewSchema, ...errorResponses(404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await available().confirm(authOf(request), request.body.subscription_id) }),
  );

  if (!events || !paypal) return;
  app.post(
    '/api/webhooks/paypal',
    { schema: providerWebhook('PayPal', 'receivePayPalEvent') },
    async (request) => {
      const h = request.headers;
      const transmission = {
        auth_algo: header(h['paypal-auth-algo']),
        cert_url: header(h['paypal-cert-url']),
        transmission_id: header(h['paypal-transmission-id']),
        transmission_sig: header(h['paypal-transmission-sig']),
        transmission_time: header(h['paypal-transmission-time']),
      };
      if (Object.values(transmission).some((value) => value === ''))
        throw new AppError('webhook_signature_invalid', 400);
      let verified: boolean;
      try {
        verified = await paypal.verifyWebhook(transmission, request.body);
      } catch (error) {
        request.log.error(error, 'verifying a PayPal event failed');
        throw new AppError('payments_unavailable', 503);
      }
      if (!verified) throw new AppError('webhook_signature_invalid', 400);
      const event = PayPalEventSchema.safeParse(request.body);
      if (!event.success) throw new AppError('invalid_input', 400);
      try {
        return { received: true, result: await events.apply(event.data) };
      } catch (error) {
        request.log.error(error, 'applying a PayPal event failed');
        // 503: PayPal sends it again later, when the failure may have passed.
        throw new AppError('payments_unavailable', 503);
      }
    },
  );
}
