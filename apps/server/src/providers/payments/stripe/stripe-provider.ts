import type { SubscriptionStatus } from '@rutaviva/domain';
import Stripe from 'stripe';
import type { InvoiceLine } from '../../../db/schema';
import {
  type BillingProvider,
  CardDeclinedError,
  type NewInvoiceItem,
  type NewSubscription,
  type ProviderCard,
  type ProviderInvoice,
  type ProviderSubscription,
  UnknownPaymentMethodError,
} from '../payments';

export interface StripeSettings {
  secretKey: string;
  /** Given to the admin pages, where Stripe Elements takes the card. */
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's price id of each of our prices, by `plan:market` (e.g. `whatsapp:MX`). */
  prices: Record<string, string>;
  /** https://api.stripe.com, or a local stand-in in tests. */
  apiUrl: string;
  /** One request's limit (the SDK then retries twice with the same idempotency key); unset, 20 s. */
  timeoutMs?: number;
}

/** Stripe's statuses onto ours: a paused subscription (a trial that ended without a card) is over. */
const STATUSES: Record<string, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'canceled',
};

const INVOICE_REASONS: Record<string, ProviderInvoice['billing_reason']> = {
  subscription_create: 'subscription_create',
  subscription_threshold: 'subscription_threshold',
  manual: 'subscription_threshold',
};

/** A draft reads as open: it is what will be charged. */
const INVOICE_STATUSES: Record<string, ProviderInvoice['status']> = {
  paid: 'paid',
  void: 'void',
  uncollectible: 'uncollectible',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** A refused card in our two declines: Stripe's insufficient_funds, or any other decline. */
function declineOf(error: unknown): CardDeclinedError | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return new CardDeclinedError(
    error.decline_code === 'insufficient_funds' ? 'card_insufficient_funds' : 'card_declined',
  );
}

export function presentStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customer: idOf(subscription.customer) as string,
    status: STATUSES[subscription.status] ?? 'canceled',
    trial_end: subscription.trial_end,
    current_period_start: item?.current_period_start ?? subscription.start_date,
    current_period_end: item?.current_period_end ?? subscription.start_date,
    canceled_at: subscription.canceled_at,
    latest_invoice: idOf(subscription.latest_invoice),
    metadata: subscription.metadata,
  };
}

function presentLine(line: Stripe.InvoiceLineItem): InvoiceLine {
  const extras = line.parent?.type === 'invoice_item_details' || line.metadata.kind === 'extras';
  const quantity = Number(line.metadata.quantity ?? line.quantity ?? 1) || 1;
  return {
    kind: extras ? 'extras' : 'plan',
    quantity,
    unit_amount_minor: Math.round(line.amount / quantity),
    amount_minor: line.amount,
  };
}

export function presentStripeInvoice(
  invoice: Stripe.Invoice,
  lastFailureCode: string | null = null,
): ProviderInvoice {
  return {
    id: invoice.id as string,
    customer: idOf(invoice.customer) as string,
    subscription: idOf(invoice.parent?.subscription_details?.subscription) as string,
    billing_reason: INVOICE_REASONS[invoice.billing_reason ?? ''] ?? 'subscription_cycle',
    period_start: invoice.lines.data[0]?.period.start ?? invoice.period_start,
    period_end: invoice.lines.data[0]?.period.end ?? invoice.period_end,
    amount_due: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status: INVOICE_STATUSES[invoice.status ?? ''] ?? 'open',
    attempt_count: invoice.attempt_count,
    next_payment_attempt: invoice.next_payment_attempt,
    created: invoice.created,
    paid_at: invoice.status_transitions.paid_at ?? null,
    last_failure_code: lastFailureCode,
    lines: invoice.lines.data.map(presentLine),
  };
}

/**
 * Stripe (issue 12): customers, cards, subscriptions with a trial, invoice items for extras,
 * invoices paid now for a threshold. Stripe runs the trials, renewals and retries itself and
 * tells our webhook route; this class only asks and maps its objects onto ours.
 */
export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = new URL(settings.apiUrl);
    this.stripe = new Stripe(settings.secretKey, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
      timeout: settings.timeoutMs ?? 20_000,
    });
  }

  async createCustomer(input: { business_id: string; name: string }, key: string) {
    const customer = await this.stripe.customers.create(
      { name: input.name, metadata: { business_id: input.business_id } },
      { idempotencyKey: key },
    );
    return { id: customer.id };
  }

  async attachCard(customer: string, paymentMethod: string): Promise<ProviderCard> {
    try {
      const attached = await this.stripe.paymentMethods.attach(paymentMethod, { customer });
      return {
        id: attached.id,
        customer: idOf(attached.customer),
        brand: attached.card?.brand ?? 'unknown',
        last4: attached.card?.last4 ?? '',
        exp_month: attached.card?.exp_month ?? 0,
        exp_year: attached.card?.exp_year ?? 0,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new UnknownPaymentMethodError();
      throw declineOf(error) ?? error;
    }
  }

  async detachCard(paymentMethod: string) {
    await this.stripe.paymentMethods.detach(paymentMethod);
  }

  async setDefaultCard(customer: string, paymentMethod: string) {
    await this.stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: paymentMethod },
    });
  }

  async createSubscription(input: NewSubscription, key: string) {
    const price = this.settings.prices[input.price_key];
    if (!price) throw new Error(`no Stripe price is configured for ${input.price_key}`);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customer,
        items: [{ price }],
        ...(input.trial_days > 0 ? { trial_period_days: input.trial_days } : {}),
        // A first payment that fails leaves the subscription incomplete (23 hours), as the sandbox does.
        payment_behavior: 'allow_incomplete',
        metadata: input.metadata,
      },
      { idempotencyKey: key },
    );
    return presentStripeSubscription(subscription);
  }

  async retrieveSubscription(id: string) {
    return presentStripeSubscription(await this.stripe.subscriptions.retrieve(id));
  }

  async cancelSubscription(id: string) {
    return presentStripeSubscription(await this.stripe.subscriptions.cancel(id));
  }

  async endTrial(id: string) {
    return presentStripeSubscription(await this.stripe.subscriptions.update(id, { trial_end: 'now' }));
  }

  async addInvoiceItem(input: NewInvoiceItem, key: string) {
    await this.stripe.invoiceItems.create(
      {
        customer: input.customer,
        subscription: input.subscription,
        amount: input.quantity * input.unit_amount_minor,
        currency: input.currency.toLowerCase(),
        description: `Extra deliveries: ${input.quantity}`,
        metadata: { kind: 'extras', quantity: String(input.quantity) },
      },
      { idempotencyKey: key },
    );
  }

  async invoiceNow(subscription: string, key: string) {
    const { customer } = await this.retrieveSubscription(subscription);
    const draft = await this.stripe.invoices.create(
      { customer, subscription, pending_invoice_items_behavior: 'include', metadata: { kind: 'threshold' } },
      { idempotencyKey: key },
    );
    if (draft.amount_due === 0) return null;
    await this.stripe.invoices.finalizeInvoice(draft.id as string, {}, { idempotencyKey: `${key}:finalize` });
    return this.payInvoice(draft.id as string);
  }

  async payInvoice(id: string) {
    try {
      return presentStripeInvoice(await this.stripe.invoices.pay(id));
    } catch (error) {
      const decline = declineOf(error);
      if (!decline) throw error;
      return presentStripeInvoice(await this.stripe.invoices.retrieve(id), decline.code);
    }
  }

  async retrieveInvoice(id: string) {
    return presentStripeInvoice(await this.stripe.invoices.retrieve(id));
  }
}
