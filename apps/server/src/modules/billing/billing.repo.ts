import type { Db } from '../../db/database';

/* Finders scoped to one business: nothing here reaches another business's billing. */

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

export async function hasSalesperson(db: Db, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('business_id', '=', businessId)
    .where('salesperson', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
