import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { minorOf } from '../../providers/payments/paypal/paypal-status';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import { savePayPalSubscription } from './paypal-books';
import { callProvider } from './provider-call';

// What the billing page asks of a PayPal subscription: PayPal does it, then our books follow.

export interface PayPalActionsDeps {
  db: Db;
  clock: Clock;
  /** Absent when PayPal is not configured: every action is then a 503. */
  paypal?: PayPalSubscriptions | null;
}

/**
 * Cancelling a PayPal subscription is PayPal's call; its trial cannot be ended early (PayPal
 * bills on the plan's own schedule), so that is refused in words the page shows.
 */
export async function paypalAction(
  deps: PayPalActionsDeps,
  subscription: SubscriptionRow,
  action: 'cancel' | 'end_trial',
) {
  const paypal = paypalOrFail(deps);
  if (action === 'end_trial') throw new AppError('paypal_trial_cannot_end', 409);
  const id = subscription.provider_subscription_id;
  await callProvider(() => paypal.cancel(id, 'Cancelled by the business in RutaViva'));
  await paypalSync(deps, subscription);
}

/** Pay now: PayPal charges the subscription's outstanding balance to the payer's PayPal account. */
export async function paypalCapture(deps: PayPalActionsDeps, subscription: SubscriptionRow) {
  const paypal = paypalOrFail(deps);
  const id = subscription.provider_subscription_id;
  const current = await callProvider(() => paypal.retrieve(id));
  const amount = minorOf(current.billing_info?.outstanding_balance?.value);
  if (amount <= 0) {
    await paypalSync(deps, subscription);
    throw new AppError('nothing_to_pay', 409);
  }
  await callProvider(() =>
    paypal.captureOutstanding(
      id,
      amount,
      subscription.currency,
      `rutaviva-pay-now-${id}-${deps.clock.now().toISOString()}`,
      'Overdue balance paid from RutaViva',
    ),
  );
  await paypalSync(deps, subscription);
}

async function paypalSync(deps: PayPalActionsDeps, subscription: SubscriptionRow) {
  const paypal = paypalOrFail(deps);
  const current = await callProvider(() => paypal.retrieve(subscription.provider_subscription_id));
  await savePayPalSubscription(deps.db, subscription, current, deps.clock.now());
}

function paypalOrFail({ paypal }: PayPalActionsDeps): PayPalSubscriptions {
  if (!paypal) throw new AppError('payments_unavailable', 503);
  return paypal;
}
