import {
  AccountSubscriptionSchema,
  CardEntrySchema,
  CardListSchema,
  CardSchema,
  InvoiceListSchema,
  PaymentCustomerSchema,
  PaymentListSchema,
  PaymentMethodIdSchema,
  SandboxPaymentMethodSchema,
  StartSubscriptionSchema,
  SubscriptionBannerSchema,
  SubscriptionOverviewSchema,
  UpdateSubscriptionSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import type { BillingService } from './billing.service';

const tags = ['billing'];
const SubscriptionIdBody = z.object({ subscription_id: z.string().max(64) }).strict();

/** SPEC §7's payment calls, for the signed-in admin's own business. */
export async function billingRoutes(
  app: App,
  { billing, tokens, sandbox }: { billing: BillingService; tokens: Tokens; sandbox: SandboxProvider | null },
) {
  const admin = requireRole(tokens, 'admin');
  const overview = { 200: SubscriptionOverviewSchema };

  app.get(
    '/api/subscriptions',
    { schema: { tags, response: overview }, onRequest: admin },
    async (request) => ({
      data: await billing.overview(authOf(request)),
    }),
  );

  app.post(
    '/api/subscriptions',
    {
      schema: { tags, body: StartSubscriptionSchema, response: { 201: SubscriptionOverviewSchema } },
      onRequest: admin,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await billing.start(authOf(request), request.body) }),
  );

  app.patch(
    '/api/subscriptions',
    { schema: { tags, body: UpdateSubscriptionSchema, response: overview }, onRequest: admin },
    async (request) => ({ data: await billing.update(authOf(request), request.body) }),
  );

  app.get(
    '/api/account_subscription',
    { schema: { tags, response: { 200: AccountSubscriptionSchema } }, onRequest: admin },
    async (request) => ({ data: await billing.accountSubscription(authOf(request)) }),
  );

  app.get(
    '/api/sub_banner',
    { schema: { tags, response: { 200: SubscriptionBannerSchema } }, onRequest: admin },
    async (request) => ({ data: await billing.banner(authOf(request)) }),
  );

  const customer = async (request: Parameters<typeof authOf>[0]) => {
    const row = await billing.customer(authOf(request));
    return {
      data: {
        customer_id: row.provider_customer_id,
        default_payment_method_id: row.default_payment_method_id,
      },
    };
  };

  app.post(
    '/api/payment_customers',
    { schema: { tags, response: { 200: PaymentCustomerSchema } }, onRequest: admin },
    async (request) => {
      await billing.ensureCustomer(authOf(request));
      return customer(request);
    },
  );

  app.get(
    '/api/payment_customers',
    { schema: { tags, response: { 200: PaymentCustomerSchema } }, onRequest: admin },
    customer,
  );

  app.put(
    '/api/payment_customers',
    {
      schema: {
        tags,
        body: z
          .object({ payment_method_id: PaymentMethodIdSchema, desired_action: z.literal('make_default') })
          .strict(),
        response: { 200: CardListSchema },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.makeDefault(authOf(request), request.body.payment_method_id) }),
  );

  app.post(
    '/api/payment_methods',
    {
      schema: {
        tags,
        body: z.object({ payment_method_id: PaymentMethodIdSchema }).strict(),
        response: { 201: CardSchema },
      },
      onRequest: admin,
    },
    async (request, reply) =>
      reply.status(201).send(await billing.addCard(authOf(request), request.body.payment_method_id)),
  );

  app.get(
    '/api/payment_methods',
    { schema: { tags, response: { 200: CardListSchema } }, onRequest: admin },
    async (request) => ({
      data: await billing.cards(authOf(request)),
    }),
  );

  app.delete(
    '/api/payment_methods',
    {
      schema: {
        tags,
        querystring: z.object({ payment_method_id: PaymentMethodIdSchema }),
        response: { 200: CardListSchema },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.removeCard(authOf(request), request.query.payment_method_id) }),
  );

  app.get(
    '/api/charges',
    { schema: { tags, response: { 200: PaymentListSchema } }, onRequest: admin },
    async (request) => ({
      data: await billing.payments(authOf(request)),
    }),
  );

  app.get(
    '/api/invoices',
    {
      schema: { tags, querystring: SubscriptionIdBody, response: { 200: InvoiceListSchema } },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.invoices(authOf(request), request.query.subscription_id) }),
  );

  // Pay now: every overdue invoice of the subscription, or (PATCH) one invoice.
  app.post(
    '/api/invoices',
    { schema: { tags, body: SubscriptionIdBody, response: overview }, onRequest: admin },
    async (request) => ({ data: await billing.payOverdue(authOf(request), request.body.subscription_id) }),
  );

  app.patch(
    '/api/invoices',
    {
      schema: {
        tags,
        body: z.object({ invoice_id: z.string().max(64), action: z.literal('pay') }).strict(),
        response: overview,
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.payInvoice(authOf(request), request.body.invoice_id) }),
  );

  if (sandbox) {
    // The sandbox's stand-in for Stripe.js: card numbers go to the payment provider, never to
    // our books, which keep the brand, expiry and last 4 digits only.
    app.post(
      '/api/sandbox/payment_methods',
      {
        schema: { tags, body: CardEntrySchema, response: { 201: SandboxPaymentMethodSchema } },
        onRequest: admin,
      },
      async (request, reply) => reply.status(201).send(await sandbox.tokenizeCard(request.body)),
    );
  }
}
