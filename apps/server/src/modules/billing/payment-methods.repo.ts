import type { Db } from '../../db/database';
import type { ProviderCard } from '../../providers/payments/payments';

/* A business's customer at the payment provider and its saved cards, scoped to that business. */

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
