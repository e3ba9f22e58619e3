import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BilledExtrasTable } from '../../db/schema';

/* What the renewal bills: the usage ledger, the extras already billed and PayPal's raised balances. */

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
