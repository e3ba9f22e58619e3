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
import type { RateLimit } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimitedPerUser } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import type { BillingService } from './billing.service';
import type { PaymentMethodsService } from './payment-methods.service';

const tags = ['billing'];
const SubscriptionIdBody = z.object({ subscription_id: z.string().max(64) }).strict();

/** SPEC §7's payment calls, for the signed-in admin's own business. */
export async function billingRoutes(
  app: App,
  {
    billing,
    paymentMethods,
    tokens,
    sandbox,
    cardEntry,
  }: {
    billing: BillingService;
    paymentMethods: PaymentMethodsService;
    tokens: Tokens;
    sandbox: SandboxProvider | null;
    cardEntry: RateLimit;
  },
) {
  const admin = requireRole(tokens, 'admin');
  const overview = { 200: SubscriptionOverviewSchema };

  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: "The business's subscription, its plan and what it costs.",
        operationId: 'getSubscriptions',
        response: overview,
      },
      onRequest: admin,
    },
    async (request) => ({
      data: await billing.overview(authOf(request)),
    }),
  );

  app.post(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Starts a subscription on a plan, paid by card.',
        operationId: 'startSubscription',
        body: StartSubscriptionSchema,
        response: { 201: SubscriptionOverviewSchema, ...errorResponses(402, 404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await billing.start(authOf(request), request.body) }),
  );

  app.patch(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Changes the plan, cancels or resumes the subscription.',
        operationId: 'updateSubscription',
        body: UpdateSubscriptionSchema,
        response: { ...overview, ...errorResponses(402, 404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.update(authOf(request), request.body) }),
  );

  app.get(
    '/api/account_subscription',
    {
      schema: {
        tags,
        summary: "The account's standing: plan, trial and what it may do.",
        operationId: 'getAccountSubscription',
        response: { 200: AccountSubscriptionSchema },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.accountSubscription(authOf(request)) }),
  );

  app.get(
    '/api/sub_banner',
    {
      schema: {
        tags,
        summary: 'The banner the dashboard shows about the subscription, if any.',
        operationId: 'getSubscriptionBanner',
        response: { 200: SubscriptionBannerSchema },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.banner(authOf(request)) }),
  );

  const customer = async (request: Parameters<typeof authOf>[0]) => {
    const row = await paymentMethods.customer(authOf(request));
    return {
      data: {
        customer_id: row.provider_customer_id,
        default_payment_method_id: row.default_payment_method_id,
      },
    };
  };

  app.post(
    '/api/payment_customers',
    {
      schema: {
        tags,
        summary: "Creates the business's customer at the payment provider, if it has none.",
        operationId: 'createPaymentCustomer',
        response: { 200: PaymentCustomerSchema, ...errorResponses(503) },
      },
      onRequest: admin,
    },
    async (request) => {
      await paymentMethods.ensureCustomer(authOf(request));
      return customer(request);
    },
  );

  app.get(
    '/api/payment_customers',
    {
      schema: {
        tags,
        summary: "The business's customer at the payment provider and its default card.",
        operationId: 'getPaymentCustomer',
        response: { 200: PaymentCustomerSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
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
        summary: 'Makes a saved card the default one.',
        operationId: 'setDefaultCard',
        response: { 200: CardListSchema, ...errorResponses(404, 503) },
      },
      onRequest: admin,
    },
    async (request) => ({
      data: await paymentMethods.makeDefault(authOf(request), request.body.payment_method_id),
    }),
  );

  app.post(
    '/api/payment_methods',
    {
      schema: {
        tags,
        body: z.object({ payment_method_id: PaymentMethodIdSchema }).strict(),
        summary: 'Saves a card the payment provider tokenized.',
        operationId: 'addCard',
        response: { 201: CardSchema, ...errorResponses(402, 404, 409, 503) },
      },
      onRequest: admin,
      config: rateLimitedPerUser(cardEntry, 'card-save'),
    },
    async (request, reply) =>
      reply.status(201).send(await paymentMethods.addCard(authOf(request), request.body.payment_method_id)),
  );

  app.get(
    '/api/payment_methods',
    {
      schema: {
        tags,
        summary: "The business's saved cards.",
        operationId: 'listCards',
        response: { 200: CardListSchema },
      },
      onRequest: admin,
    },
    async (request) => ({
      data: await paymentMethods.cards(authOf(request)),
    }),
  );

  app.delete(
    '/api/payment_methods',
    {
      schema: {
        tags,
        summary: 'Removes a saved card.',
        operationId: 'removeCard',
        querystring: z.object({ payment_method_id: PaymentMethodIdSchema }),
        response: { 200: CardListSchema, ...errorResponses(404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request) => ({
      data: await paymentMethods.removeCard(authOf(request), request.query.payment_method_id),
    }),
  );

  app.get(
    '/api/charges',
    {
      schema: {
        tags,
        summary: "The business's payments, newest first.",
        operationId: 'listCharges',
        response: { 200: PaymentListSchema },
      },
      onRequest: admin,
    },
    async (request) => ({
      data: await billing.payments(authOf(request)),
    }),
  );

  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: "A subscription's invoices.",
        operationId: 'listInvoices',
        querystring: SubscriptionIdBody,
        response: { 200: InvoiceListSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.invoices(authOf(request), request.query.subscription_id) }),
  );

  // Pay now: every overdue invoice of the subscription, or (PATCH) one invoice.
  app.post(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'Pays every overdue invoice of the subscription now.',
        operationId: 'payOverdueInvoices',
        body: SubscriptionIdBody,
        response: { ...overview, ...errorResponses(402, 404, 409, 503) },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await billing.payOverdue(authOf(request), request.body.subscription_id) }),
  );

  app.patch(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'Pays one invoice now.',
        operationId: 'payInvoice',
        body: z.object({ invoice_id: z.string().max(64), action: z.literal('pay') }).strict(),
        response: { ...overview, ...errorResponses(402, 404, 409, 503) },
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
        schema: {
          tags,
          summary: "The payment sandbox's stand-in for the provider's card form (no real provider).",
          operationId: 'tokenizeSandboxCard',
          body: CardEntrySchema,
          response: { 201: SandboxPaymentMethodSchema },
        },
        onRequest: admin,
        config: rateLimitedPerUser(cardEntry, 'card-entry'),
      },
      async (request, reply) => reply.status(201).send(await sandbox.tokenizeCard(request.body)),
    );
  }
}
