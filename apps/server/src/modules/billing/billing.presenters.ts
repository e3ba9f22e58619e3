import type {
  Card,
  CheckoutOptions,
  Invoice,
  MarketPrice,
  Payment,
  PrepaidBalance,
  Standing,
  Subscription,
  SubscriptionOverview,
  SubscriptionView,
} from '@rutaviva/domain';
import type { Selectable } from 'kysely';
import type { ChargesTable, InvoicesTable, PaymentMethodsTable, SubscriptionRow } from '../../db/schema';
import { unixSeconds } from '../../lib/clock';

const seconds = (date: Date | null) => (date ? unixSeconds(date) : null);

/** A trial whose first charge failed reads as expired (SPEC §4), not as an overdue payment. */
function viewOf(subscription: SubscriptionRow): SubscriptionView {
  const overdue = subscription.status === 'past_due' || subscription.status === 'unpaid';
  return overdue && !subscription.ever_paid && subscription.trial_end ? 'trial_expired' : subscription.status;
}

export interface UsageFacts {
  subscription: SubscriptionRow;
  deliveries: number;
  /** Issue 15: "almost there" messages of the period (not billed). */
  messages: number;
  extras: { count: number; amount_minor: number };
  billed: { through: number; amount_minor: number };
}

export function presentSubscription(
  subscription: SubscriptionRow,
  open: Selectable<InvoicesTable>[],
  usage: UsageFacts | null,
): Subscription {
  const unbilledExtras = usage ? Math.max(0, usage.extras.amount_minor - usage.billed.amount_minor) : 0;
  const nextChargeDate =
    subscription.status === 'trialing'
      ? subscription.trial_end
      : subscription.status === 'active'
        ? subscription.current_period_end
        : null;
  const due = open.reduce((sum, invoice) => sum + invoice.amount_minor, 0);
  return {
    subscription_id: subscription.id,
    plan: subscription.plan,
    payment_type: subscription.payment_type,
    status: subscription.status,
    view: viewOf(subscription),
    trial_end: seconds(subscription.trial_end),
    current_period_start: unixSeconds(subscription.current_period_start),
    current_period_end: unixSeconds(subscription.current_period_end),
    next_charge: nextChargeDate
      ? {
          amount_minor: subscription.price_minor + unbilledExtras,
          currency: subscription.currency,
          date: unixSeconds(nextChargeDate),
        }
      : null,
    amount_due:
      open.length > 0
        ? {
            amount_minor: due,
            currency: subscription.currency,
            invoice_id: (open[0] as Selectable<InvoicesTable>).id,
          }
        : null,
    canceled_at: seconds(subscription.canceled_at),
  };
}

export function presentOverview(input: {
  subscription: SubscriptionRow | undefined;
  open: Selectable<InvoicesTable>[];
  usage: UsageFacts | null;
  price: MarketPrice;
  standing: Standing;
  blocksAt: Date | null;
  checkout: CheckoutOptions;
  prepaid: PrepaidBalance | null;
}): SubscriptionOverview {
  const { subscription, usage } = input;
  return {
    checkout: input.checkout,
    prepaid: input.prepaid,
    subscription: subscription ? presentSubscription(subscription, input.open, usage) : null,
    price: input.price,
    usage: usage
      ? {
          period_start: unixSeconds(usage.subscription.current_period_start),
          period_end: unixSeconds(usage.subscription.current_period_end),
          deliveries: usage.deliveries,
          messages: usage.messages,
          included: usage.subscription.included_deliveries,
          extras: usage.extras.count,
          extras_amount_minor: usage.extras.amount_minor,
          extras_billed_minor: usage.billed.amount_minor,
          currency: usage.subscription.currency,
        }
      : null,
    standing: input.standing,
    blocks_new_deliveries_at: seconds(input.blocksAt),
  };
}

export function presentCard(card: Selectable<PaymentMethodsTable>, defaultId: string | null): Card {
  return {
    payment_method_id: card.provider_payment_method_id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    is_default: card.provider_payment_method_id === defaultId,
  };
}

export function presentPayment(charge: Selectable<ChargesTable> & { invoice_id: string | null }): Payment {
  return {
    id: charge.id,
    created: unixSeconds(charge.created_at),
    amount_minor: charge.amount_minor,
    currency: charge.currency,
    status: charge.status,
    failure_code: charge.failure_code,
    invoice_id: charge.invoice_id,
    card_last4: charge.card_last4,
  };
}

export function presentInvoice(invoice: Selectable<InvoicesTable>): Invoice {
  return {
    id: invoice.id,
    subscription_id: invoice.subscription_id,
    created: unixSeconds(invoice.created_at),
    period_start: unixSeconds(invoice.period_start),
    period_end: unixSeconds(invoice.period_end),
    amount_minor: invoice.amount_minor,
    currency: invoice.currency,
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    attempt_count: invoice.attempt_count,
    next_payment_attempt: seconds(invoice.next_payment_attempt),
    lines: invoice.lines,
  };
}
