import { z } from 'zod/mini';
import { PAYMENT_TYPES, STANDINGS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../billing';
import { PrepaidBalanceSchema } from './prepaid';

const Money = z.object({ amount_minor: z.number(), currency: z.string() });

/** What a business pays in its market (SPEC §9 "Pricing"), in minor units. */
export const MarketPriceSchema = z.object({
  market: z.enum(['MX', 'US', 'international']),
  currency: z.enum(['MXN', 'USD']),
  monthly_price_minor: z.number(),
  included_deliveries: z.number(),
  extra_delivery_minor: z.number(),
});

/**
 * How the subscription page explains the state: the provider's status, except a trial whose
 * first charge failed, which reads as trial_expired (SPEC §4 "Trial expired").
 */
export const SUBSCRIPTION_VIEWS = [...SUBSCRIPTION_STATUSES, 'trial_expired'] as const;
export type SubscriptionView = (typeof SUBSCRIPTION_VIEWS)[number];

export const SubscriptionSchema = z.object({
  subscription_id: z.string(),
  plan: z.enum(SUBSCRIPTION_PLANS),
  payment_type: z.enum(PAYMENT_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  view: z.enum(SUBSCRIPTION_VIEWS),
  /** Unix seconds; null outside a trial. */
  trial_end: z.nullable(z.number()),
  current_period_start: z.number(),
  current_period_end: z.number(),
  /** The next charge and its date, while one is coming (trialing, active). */
  next_charge: z.nullable(z.extend(Money, { date: z.number() })),
  /** What is overdue and which invoice pays it (past_due, unpaid, trial_expired). */
  amount_due: z.nullable(z.extend(Money, { invoice_id: z.string() })),
  canceled_at: z.nullable(z.number()),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The deliveries of the current period: the same count the renewal bills. */
export const UsageSchema = z.object({
  period_start: z.number(),
  period_end: z.number(),
  deliveries: z.number(),
  /** Issue 15: "almost there" messages sent in the period; counted, never billed as deliveries. */
  messages: z.number(),
  included: z.number(),
  extras: z.number(),
  extras_amount_minor: z.number(),
  /** Extras already charged this period when they reached the threshold. */
  extras_billed_minor: z.number(),
  currency: z.string(),
});
export type Usage = z.infer<typeof UsageSchema>;

/**
 * How this deployment takes payments: which card entry the pages show (the sandbox's own form,
 * or Stripe Elements with this publishable key) and whether PayPal is offered.
 */
export const CheckoutOptionsSchema = z.object({
  card_provider: z.enum(['sandbox', 'stripe']),
  stripe_publishable_key: z.nullable(z.string()),
  paypal: z.boolean(),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>;

/** GET /api/subscriptions: everything /my_subscription shows but the cards and payments. */
export const SubscriptionOverviewSchema = z.object({
  data: z.object({
    checkout: CheckoutOptionsSchema,
    /** Prepaid deliveries (wire transfer), when that is how the business pays. */
    prepaid: z.nullable(PrepaidBalanceSchema),
    subscription: z.nullable(SubscriptionSchema),
    price: MarketPriceSchema,
    usage: z.nullable(UsageSchema),
    standing: z.enum(STANDINGS),
    /** When couriers stop being able to start deliveries, while the standing is bad; else null. */
    blocks_new_deliveries_at: z.nullable(z.number()),
  }),
});
export type SubscriptionOverview = z.infer<typeof SubscriptionOverviewSchema>['data'];

/** A saved card: never more of its number than the last 4 digits. */
export const CardSchema = z.object({
  payment_method_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  is_default: z.boolean(),
});
export type Card = z.infer<typeof CardSchema>;

export const CardListSchema = z.object({ data: z.array(CardSchema) });

/** GET /api/payment_customers. */
export const PaymentCustomerSchema = z.object({
  data: z.object({ customer_id: z.string(), default_payment_method_id: z.nullable(z.string()) }),
});

/** One attempt to take money (GET /api/charges), failed ones included. */
export const PaymentSchema = z.object({
  id: z.string(),
  created: z.number(),
  amount_minor: z.number(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed']),
  failure_code: z.nullable(z.string()),
  invoice_id: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.object({ data: z.array(PaymentSchema) });

export const INVOICE_LINE_KINDS = ['plan', 'extras'] as const;
export const INVOICE_REASONS = [
  'subscription_create',
  'subscription_cycle',
  'subscription_threshold',
] as const;

export const InvoiceSchema = z.object({
  id: z.string(),
  subscription_id: z.string(),
  created: z.number(),
  period_start: z.number(),
  period_end: z.number(),
  amount_minor: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'uncollectible', 'void']),
  billing_reason: z.enum(INVOICE_REASONS),
  attempt_count: z.number(),
  next_payment_attempt: z.nullable(z.number()),
  lines: z.array(
    z.object({
      kind: z.enum(INVOICE_LINE_KINDS),
      quantity: z.number(),
      unit_amount_minor: z.number(),
      amount_minor: z.number(),
    }),
  ),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.object({ data: z.array(InvoiceSchema) });

/** SPEC §7: loading the account subscription. */
export const AccountSubscriptionSchema = z.object({
  data: z.object({
    stripe_subscription_object: z.nullable(
      z.object({
        id: z.string(),
        status: z.enum(SUBSCRIPTION_STATUSES),
        trial_end: z.nullable(z.number()),
        current_period_end: z.number(),
      }),
    ),
    our_subscription_object: z.nullable(
      z.object({ payment_type: z.enum(PAYMENT_TYPES), prepaid_trips_amount: z.number() }),
    ),
  }),
});

/** The sandbox's stand-in for Stripe.js: a card number becomes a payment method id. */
export const SandboxPaymentMethodSchema = z.object({ id: z.string() });

/** POST /api/paypal/subscriptions: where the admin approves the subscription on PayPal. */
export const PayPalApprovalSchema = z.object({ data: z.object({ approve_url: z.string() }) });
export type PayPalApproval = z.infer<typeof PayPalApprovalSchema>['data'];
