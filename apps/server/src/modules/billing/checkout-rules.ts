import { type MarketPrice, marketPrice } from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';

/** Statuses of a subscription still running, or owing: a business has one such at a time. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'unpaid', 'incomplete'];

/**
 * The market's regular price, when it is the one the admin confirmed; else 409 `price_changed`
 * with the new price, so nothing is charged without a second look.
 */
export function confirmedPrice(
  countryIso: string,
  confirmedMinor: number,
  settings: Pick<BillingSettings, 'extraPrices'>,
): MarketPrice {
  const price = marketPrice(countryIso, settings.extraPrices);
  if (confirmedMinor !== price.monthly_price_minor)
    throw new AppError('price_changed', 409, undefined, undefined, undefined, { price });
  return price;
}

/**
 * The business's subscriptions so far, when none of them still runs (card or PayPal checkout);
 * else 409 `subscription_exists`. A PayPal approval never given does not stand in the way.
 */
export async function subscriptionHistory(db: Db, businessId: string) {
  const history = await db
    .selectFrom('subscriptions')
    .select(['status', 'provider'])
    .where('business_id', '=', businessId)
    .execute();
  const stands = (each: { status: string; provider: string }) =>
    LIVE_STATUSES.includes(each.status) && !(each.provider === 'paypal' && each.status === 'incomplete');
  if (history.some(stands)) throw new AppError('subscription_exists', 409);
  return history;
}
