import type { PaymentType, SubscriptionPlan } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type {
  ProviderCharge,
  ProviderInvoice,
  ProviderSubscription,
} from '../../providers/payments/payments';
import * as periods from './billing-periods.repo';

const date = (seconds: number) => new Date(seconds * 1000);
const maybeDate = (seconds: number | null) => (seconds === null ? null : date(seconds));
const GOOD_STANDING = ['trialing', 'active'];

/**
 * Our books of billing, moved by provider events and by our own calls to a provider: every
 * write here is an upsert of what the provider says now, so the same object applied twice, or
 * older and newer in either order, leaves the newest state.
 */
export async function upsertSubscription(
  db: Db,
  provider: string,
  subscription: ProviderSubscription,
  now: Date,
) {
  const meta = subscription.metadata;
  const lapsed = !GOOD_STANDING.includes(subscription.status);
  await periods.recordPeriodMovingPast(
    db,
    provider,
    subscription.id,
    date(subscription.current_period_start),
    now,
  );
  return db
    .insertInto('subscriptions')
    .values({
      business_id: meta.business_id as string,
      provider,
      provider_subscription_id: subscription.id,
      plan: meta.plan as SubscriptionPlan,
      payment_type: (meta.payment_type ?? 'card') as PaymentType,
      market: meta.market as string,
      currency: meta.currency as string,
      price_minor: Number(meta.price_minor),
      included_deliveries: Number(meta.included_deliveries),
      extra_delivery_minor: Number(meta.extra_delivery_minor),
      status: subscription.status,
      trial_end: maybeDate(subscription.trial_end),
      current_period_start: date(subscription.current_period_start),
      current_period_end: date(subscription.current_period_end),
      canceled_at: maybeDate(subscription.canceled_at),
      lapsed_at: lapsed ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_subscription_id']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        trial_end: eb.ref('excluded.trial_end'),
        current_period_start: eb.ref('excluded.current_period_start'),
        current_period_end: eb.ref('excluded.current_period_end'),
        canceled_at: eb.ref('excluded.canceled_at'),
        // The grace period counts from the first moment it lapsed, not from its latest change.
        lapsed_at: lapsed ? sql<Date>`coalesce(subscriptions.lapsed_at, ${now})` : null,
        updated_at: now,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function subscriptionByProviderId(db: Db, provider: string, id: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', id)
    .executeTakeFirst();
}

export async function upsertInvoice(
  db: Db,
  provider: string,
  owner: { id: string; business_id: string },
  invoice: ProviderInvoice,
  now: Date,
) {
  await db
    .insertInto('invoices')
    .values({
      business_id: owner.business_id,
      subscription_id: owner.id,
      provider,
      provider_invoice_id: invoice.id,
      billing_reason: invoice.billing_reason,
      period_start: date(invoice.period_start),
      period_end: date(invoice.period_end),
      amount_minor: invoice.amount_due,
      currency: invoice.currency,
      status: invoice.status,
      attempt_count: invoice.attempt_count,
      next_payment_attempt: maybeDate(invoice.next_payment_attempt),
      lines: JSON.stringify(invoice.lines),
      created_at: date(invoice.created),
      paid_at: maybeDate(invoice.paid_at),
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_invoice_id']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        attempt_count: eb.ref('excluded.attempt_count'),
        next_payment_attempt: eb.ref('excluded.next_payment_attempt'),
        paid_at: eb.ref('excluded.paid_at'),
      })),
    )
    .execute();
  if (invoice.status === 'paid')
    await db
      .updateTable('subscriptions')
      .set({ ever_paid: true, updated_at: now })
      .where('id', '=', owner.id)
      .execute();
}

export async function insertCharge(db: Db, provider: string, businessId: string, charge: ProviderCharge) {
  await db
    .insertInto('charges')
    .values({
      business_id: businessId,
      provider,
      provider_charge_id: charge.id,
      provider_invoice_id: charge.invoice,
      amount_minor: charge.amount,
      currency: charge.currency,
      status: charge.status,
      failure_code: charge.failure_code,
      card_last4: charge.payment_method_details.card?.last4 ?? null,
      created_at: date(charge.created),
    })
    .onConflict((conflict) => conflict.columns(['provider', 'provider_charge_id']).doNothing())
    .execute();
}

export async function businessOfCustomer(db: Db, provider: string, customerId: string) {
  const row = await db
    .selectFrom('payment_customers')
    .select('business_id')
    .where('provider', '=', provider)
    .where('provider_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.business_id ?? null;
}

/** Records that a provider's event took effect; false when it already had. */
export async function markEventApplied(
  db: Db,
  provider: string,
  event: { id: string; type: string },
  now: Date,
) {
  const row = await db
    .insertInto('provider_events')
    .values({ provider, event_id: event.id, type: event.type, received_at: now })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function eventWasApplied(db: Db, provider: string, eventId: string) {
  const row = await db
    .selectFrom('provider_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a PayPal subscription owes, as one open invoice of ours (PayPal keeps a balance, not
 * invoices): its amount follows the balance, and it is paid once the balance is back to zero.
 */
export async function syncBalanceInvoice(
  db: Db,
  owner: { id: string; business_id: string; provider_subscription_id: string; currency: string },
  balance: { amount_minor: number; period_start: Date; period_end: Date },
  now: Date,
) {
  const open = await db
    .selectFrom('invoices')
    .select('id')
    .where('subscription_id', '=', owner.id)
    .where('provider', '=', 'paypal')
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (balance.amount_minor <= 0) {
    if (open)
      await db
        .updateTable('invoices')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', open.id)
        .execute();
    return;
  }
  if (open) {
    await db
      .updateTable('invoices')
      .set({ amount_minor: balance.amount_minor })
      .where('id', '=', open.id)
      .execute();
    return;
  }
  await db
    .insertInto('invoices')
    .values({
      business_id: owner.business_id,
      subscription_id: owner.id,
      provider: 'paypal',
      provider_invoice_id: `balance:${owner.provider_subscription_id}:${now.toISOString()}`,
      billing_reason: 'subscription_cycle',
      period_start: balance.period_start,
      period_end: balance.period_end,
      amount_minor: balance.amount_minor,
      currency: owner.currency,
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: null,
      lines: JSON.stringify([]),
      created_at: now,
      paid_at: null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'provider_invoice_id']).doNothing())
    .execute();
}

/** PayPal subscriptions still waiting for an approval given before `cutoff`: never approved. */
export const expireUnapprovedPayPal = (db: Db, cutoff: Date, now: Date) =>
  db
    .updateTable('subscriptions')
    .set({ status: 'incomplete_expired', updated_at: now })
    .where('provider', '=', 'paypal')
    .where('status', '=', 'incomplete')
    .where('created_at', '<=', cutoff)
    .execute();

/** The subscription has been paid at least once (a trial that ends unpaid reads otherwise). */
export const markEverPaid = (db: Db, subscriptionId: string, now: Date) =>
  db
    .updateTable('subscriptions')
    .set({ ever_paid: true, updated_at: now })
    .where('id', '=', subscriptionId)
    .where('ever_paid', '=', false)
    .execute();
