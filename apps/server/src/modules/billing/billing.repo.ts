import type { PaymentType, SubscriptionPlan } from '@rutaviva/domain';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BilledExtrasTable } from '../../db/schema';
import type {
  ProviderCard,
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

/* Finders scoped to one business: nothing here reaches another business's billing. */

export const paymentCustomerOf = (db: Db, businessId: string) =>
  db.selectFrom('payment_customers').selectAll().where('business_id', '=', businessId).executeTakeFirst();

export async function savePaymentCustomer(
  db: Db,
  businessId: string,
  provider: string,
  customerId: string,
  now: Date,
) {
  await db
    .insertInto('payment_customers')
    .values({
      business_id: businessId,
      provider,
      provider_customer_id: customerId,
      default_payment_method_id: null,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('business_id').doNothing())
    .execute();
  return (await paymentCustomerOf(db, businessId)) as NonNullable<
    Awaited<ReturnType<typeof paymentCustomerOf>>
  >;
}

export const setDefaultCardOf = (db: Db, businessId: string, paymentMethodId: string | null) =>
  db
    .updateTable('payment_customers')
    .set({ default_payment_method_id: paymentMethodId })
    .where('business_id', '=', businessId)
    .execute();

export async function saveCard(db: Db, businessId: string, provider: string, card: ProviderCard, now: Date) {
  await db
    .insertInto('payment_methods')
    .values({
      business_id: businessId,
      provider,
      provider_payment_method_id: card.id,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      created_at: now,
      removed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'provider_payment_method_id']).doNothing())
    .execute();
}

export const cardsOf = (db: Db, businessId: string) =>
  db
    .selectFrom('payment_methods')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .execute();

export const cardOfBusiness = (db: Db, businessId: string, paymentMethodId: string) =>
  db
    .selectFrom('payment_methods')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('provider_payment_method_id', '=', paymentMethodId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();

export const removeCardOf = (db: Db, businessId: string, paymentMethodId: string, now: Date) =>
  db
    .updateTable('payment_methods')
    .set({ removed_at: now })
    .where('business_id', '=', businessId)
    .where('provider_payment_method_id', '=', paymentMethodId)
    .execute();

/** The business's newest subscription: the one that decides its standing. */
export const currentSubscriptionOf = (db: Db, businessId: string) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();

export const subscriptionOfBusiness = (db: Db, businessId: string, subscriptionId: string) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', subscriptionId)
    .executeTakeFirst();

export const invoicesOfSubscription = (db: Db, businessId: string, subscriptionId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();

export const openInvoicesOfSubscription = (db: Db, businessId: string, subscriptionId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('seq')
    .execute();

export const invoiceOfBusiness = (db: Db, businessId: string, invoiceId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();

/** The newest 100 charges, each with our id of the invoice it paid. */
export const chargesOf = (db: Db, businessId: string) =>
  db
    .selectFrom('charges')
    .leftJoin('invoices', (join) =>
      join
        .onRef('invoices.provider_invoice_id', '=', 'charges.provider_invoice_id')
        .onRef('invoices.provider', '=', 'charges.provider'),
    )
    .selectAll('charges')
    .select('invoices.id as invoice_id')
    .where('charges.business_id', '=', businessId)
    .orderBy('charges.created_at', 'desc')
    .orderBy('charges.seq', 'desc')
    .limit(100)
    .execute();

/** Deliveries of the business started in [from, to): the number the renewal bills. */
export async function deliveriesBetween(db: Db, businessId: string, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('usage_records')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('business_id', '=', businessId)
    .where('kind', '=', 'delivery')
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Issue 15: extra customer messages ("almost there") of the business in [from, to), shown beside
 * the deliveries; never part of the delivery count the renewal bills.
 */
export async function messagesBetween(db: Db, businessId: string, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('usage_records')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('business_id', '=', businessId)
    .where('kind', '=', 'message')
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordDelivery(db: Db, businessId: string, tripId: string, at: Date) {
  await db
    .insertInto('usage_records')
    .values({ business_id: businessId, kind: 'delivery', source_id: tripId, occurred_at: at })
    .onConflict((conflict) => conflict.columns(['kind', 'source_id']).doNothing())
    .execute();
}

/** How many of the period's extras have been billed already, and for how much. */
export async function billedExtrasOf(db: Db, subscriptionId: string, periodStart: Date) {
  const row = await db
    .selectFrom('billed_extras')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.max('through_count'), sql.lit(0)).as('through'),
      eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql.lit(0)).as('amount'),
    ])
    .where('subscription_id', '=', subscriptionId)
    .where('period_start', '=', periodStart)
    .executeTakeFirstOrThrow();
  return { through: Number(row.through), amount_minor: Number(row.amount) };
}

export async function recordBilledExtras(
  db: Db,
  row: Omit<Insertable<BilledExtrasTable>, 'created_at'>,
  now: Date,
) {
  await db
    .insertInto('billed_extras')
    .values({ ...row, created_at: now })
    .onConflict((conflict) =>
      conflict.columns(['subscription_id', 'period_start', 'through_count']).doNothing(),
    )
    .execute();
}

/** What an earlier run raised PayPal's balance to for this step of extras, if it did. */
export async function paypalRaiseOf(db: Db, step: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('paypal_balance_raises')
    .select('owed_minor')
    .where('step', '=', step)
    .executeTakeFirst();
  return row?.owed_minor;
}

export async function recordPayPalRaise(
  db: Db,
  row: { step: string; subscription_id: string; owed_minor: number },
  now: Date,
) {
  await db
    .insertInto('paypal_balance_raises')
    .values({ ...row, created_at: now })
    .onConflict((conflict) => conflict.column('step').doNothing())
    .execute();
}

export async function hasSalesperson(db: Db, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('business_id', '=', businessId)
    .where('salesperson', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Subscriptions whose period has ended by `now`: their extras go on the renewal invoice. */
export const subscriptionsToRenew = (db: Db, now: Date, limit: number, afterId: string | null) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', 'in', ['active', 'past_due'])
    // Prepaid deliveries (wire transfer) have no periods: each delivery takes from the balance.
    .where('payment_type', '<>', 'wire_transfer')
    .where('current_period_end', '<=', now)
    .$if(afterId !== null, (query) => query.where('id', '>', afterId as string))
    .orderBy('id')
    .limit(limit)
    .execute();

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
