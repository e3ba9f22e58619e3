import type { Transaction } from 'kysely';
import type {
  Database,
  SandboxInvoiceRow,
  SandboxPaymentMethodRow,
  SandboxSubscriptionRow,
} from '../../../db/schema';
import { unixSeconds } from '../../../lib/clock';
import type { ProviderCard, ProviderCharge, ProviderInvoice, ProviderSubscription } from '../payments';

export type Tx = Transaction<Database>;

const seconds = (date: Date | null) => (date ? unixSeconds(date) : null);

export function presentSubscription(row: SandboxSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customer: row.customer_id,
    status: row.status,
    trial_end: seconds(row.trial_end),
    current_period_start: unixSeconds(row.current_period_start),
    current_period_end: unixSeconds(row.current_period_end),
    canceled_at: seconds(row.canceled_at),
    latest_invoice: row.latest_invoice,
    metadata: row.metadata,
  };
}

export function presentInvoice(row: SandboxInvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    customer: row.customer_id,
    subscription: row.subscription_id,
    billing_reason: row.billing_reason,
    period_start: unixSeconds(row.period_start),
    period_end: unixSeconds(row.period_end),
    amount_due: row.amount_minor,
    currency: row.currency,
    status: row.status,
    attempt_count: row.attempt_count,
    next_payment_attempt: seconds(row.next_payment_attempt),
    created: unixSeconds(row.created_at),
    paid_at: seconds(row.paid_at),
    last_failure_code: row.last_failure_code,
    lines: row.lines,
  };
}

export function presentCard(row: SandboxPaymentMethodRow): ProviderCard {
  return {
    id: row.id,
    customer: row.customer_id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
  };
}

export function presentCharge(
  row: Database['sandbox_charges'] & { card_last4: string | null },
): ProviderCharge {
  return {
    id: row.id,
    customer: row.customer_id,
    invoice: row.invoice_id,
    amount: row.amount_minor,
    currency: row.currency,
    status: row.status,
    failure_code: row.failure_code,
    created: unixSeconds(row.created_at),
    payment_method_details: { card: row.card_last4 ? { last4: row.card_last4 } : null },
  };
}

export const subscriptionById = (tx: Tx, id: string) =>
  tx.selectFrom('sandbox_subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const invoiceById = (tx: Tx, id: string) =>
  tx.selectFrom('sandbox_invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The card a charge to the customer goes to, with how it behaves. */
export const defaultCardOf = (tx: Tx, customerId: string) =>
  tx
    .selectFrom('sandbox_customers as c')
    .innerJoin('sandbox_payment_methods as pm', 'pm.id', 'c.default_payment_method')
    .selectAll('pm')
    .where('c.id', '=', customerId)
    .where('pm.detached_at', 'is', null)
    .executeTakeFirst();

/** Subscriptions whose period (or trial) has ended, locked for this run; others skip them. */
export const dueSubscriptions = (tx: Tx, now: Date, limit: number) =>
  tx
    .selectFrom('sandbox_subscriptions')
    .selectAll()
    .where('status', 'in', ['trialing', 'active', 'past_due'])
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();

/** Open invoices whose next retry is due, locked for this run. */
export const dueRetries = (tx: Tx, now: Date, limit: number) =>
  tx
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('status', '=', 'open')
    .where('next_payment_attempt', '<=', now)
    .orderBy('next_payment_attempt')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();

export const expiredIncomplete = (tx: Tx, now: Date, limit: number) =>
  tx
    .selectFrom('sandbox_subscriptions')
    .selectAll()
    .where('status', '=', 'incomplete')
    .where('incomplete_expires_at', '<=', now)
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();

export const openInvoicesOf = (tx: Tx, subscriptionId: string) =>
  tx
    .selectFrom('sandbox_invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'open')
    .execute();
