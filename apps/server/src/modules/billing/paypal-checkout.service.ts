import type { StartSubscriptionInput, SubscriptionOverview } from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import { findUserById } from '../auth/auth.repo';
import { findBusinessById, settleOnboarding } from '../business/business.repo';
import { confirmedPrice, subscriptionHistory } from './checkout-rules';
import { savePayPalSubscription } from './paypal-books';
import * as books from './provider-books.repo';

export interface PayPalCheckoutDeps {
  db: Db;
  clock: Clock;
  paypal: PayPalSubscriptions;
  settings: BillingSettings;
  publicUrl: string;
  overview: (auth: SessionClaims) => Promise<SubscriptionOverview>;
}

/**
 * The /paypal checkout (issue 12): a subscription created at PayPal waits for the admin's approval
 * there; PayPal sends them back to /paypal, which confirms it here. The trial is the PayPal plan's
 * own free cycle. Our row exists from the start (incomplete), so a later event finds it.
 */
export class PayPalCheckout {
  constructor(private readonly deps: PayPalCheckoutDeps) {}

  async start(auth: SessionClaims, input: StartSubscriptionInput): Promise<{ approve_url: string }> {
    const { db, clock, paypal, settings, publicUrl } = this.deps;
    const business = await findBusinessById(db, auth.businessId);
    if (!business) throw notFound();
    const price = confirmedPrice(business.country_iso, input.confirmed_price_minor, settings);
    const history = await subscriptionHistory(db, business.id);
    const user = await findUserById(db, auth.userId);
    const { subscription, approve_url } = await call(() =>
      paypal.create(
        {
          price_key: `${input.plan}:${price.market}`,
          custom_id: business.id,
          brand_name: business.company_name,
          locale: user?.language === 'spanish' ? 'es-MX' : 'en-US',
          return_url: `${publicUrl}/paypal?result=approved`,
          cancel_url: `${publicUrl}/paypal?result=cancelled`,
        },
        `rutaviva-subscription-${business.id}-${history.length}`,
      ),
    );
    const now = clock.now();
    await books.upsertSubscription(
      db,
      'paypal',
      {
        id: subscription.id,
        customer: business.id,
        status: 'incomplete',
        trial_end: null,
        current_period_start: Math.floor(now.getTime() / 1000),
        current_period_end: Math.floor(now.getTime() / 1000),
        canceled_at: null,
        latest_invoice: null,
        metadata: {
          business_id: business.id,
          plan: input.plan,
          payment_type: 'paypal',
          market: price.market,
          currency: price.currency,
          price_minor: String(price.monthly_price_minor),
          included_deliveries: String(price.included_deliveries),
          extra_delivery_minor: String(price.extra_delivery_minor),
        },
      },
      now,
    );
    return { approve_url };
  }

  /**
   * The admin is back from PayPal: the subscription is read from PayPal (never taken from the
   * page), must be this business's by our row and by PayPal's custom_id, and is saved as it is.
   */
  async confirm(auth: SessionClaims, subscriptionId: string): Promise<SubscriptionOverview> {
    const { db, clock, paypal } = this.deps;
    const row = await books.subscriptionByProviderId(db, 'paypal', subscriptionId);
    if (!row || row.business_id !== auth.businessId) throw notFound();
    const subscription = await call(() => paypal.retrieve(subscriptionId));
    if (subscription.custom_id !== auth.businessId) throw notFound();
    const now = clock.now();
    const saved: SubscriptionRow = await savePayPalSubscription(db, row, subscription, now);
    if (saved.status === 'incomplete' || saved.status === 'incomplete_expired')
      throw new AppError('paypal_not_approved', 409);
    await settleOnboarding(db, auth.businessId, now);
    return this.deps.overview(auth);
  }
}

/** A PayPal call: any failure of PayPal's is our 503, never a 5xx of our own. */
export async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('payments_unavailable', 503);
  }
}
