import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { minorOf, type PayPalSubscription } from '../../providers/payments/paypal/paypal-status';
import { presentPayPalSubscription } from '../../providers/payments/paypal/paypal-subscriptions';
import * as books from './provider-books.repo';

/** What our row says about a subscription, as the metadata the card providers keep for us. */
export function metadataOfRow(row: SubscriptionRow): Record<string, string> {
  return {
    business_id: row.business_id,
    plan: row.plan,
    payment_type: row.payment_type,
    market: row.market,
    currency: row.currency,
    price_minor: String(row.price_minor),
    included_deliveries: String(row.included_deliveries),
    extra_delivery_minor: String(row.extra_delivery_minor),
  };
}

/**
 * Our books after reading a PayPal subscription: its status and periods, and what it owes as an
 * open invoice (the pay-now button's amount). Every write is of what PayPal says now, so reads
 * applied in any order leave the newest state.
 */
export async function savePayPalSubscription(
  db: Db,
  row: SubscriptionRow,
  subscription: PayPalSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  const saved = await books.upsertSubscription(
    db,
    'paypal',
    presentPayPalSubscription(subscription, metadataOfRow(row), now),
    now,
  );
  await books.syncBalanceInvoice(
    db,
    saved,
    {
      amount_minor: minorOf(subscription.billing_info?.outstanding_balance?.value),
      period_start: saved.current_period_start,
      period_end: saved.current_period_end,
    },
    now,
  );
  // PayPal's last payment says so even before (or without) its sale's event.
  if (minorOf(subscription.billing_info?.last_payment?.amount?.value) > 0 && !saved.ever_paid) {
    await books.markEverPaid(db, saved.id, now);
    return { ...saved, ever_paid: true };
  }
  return saved;
}
