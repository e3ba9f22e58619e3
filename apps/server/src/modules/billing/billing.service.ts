import {
  marketPrice,
  type Payment,
  type Standing,
  type StartSubscriptionInput,
  type SubscriptionOverview,
  TRIAL_DAYS,
  type UpdateSubscriptionInput,
} from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import type { BillingProvider } from '../../providers/payments/payments';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import { findBusinessById, settleOnboarding } from '../business/business.repo';
import type { PrepaidService } from '../prepaid/prepaid.service';
import { presentInvoice, presentOverview, presentPayment } from './billing.presenters';
import * as repo from './billing.repo';
import { confirmedPrice, subscriptionHistory } from './checkout-rules';
import * as paymentMethods from './payment-methods.repo';
import { paypalAction, paypalCapture } from './paypal-actions';
import * as books from './provider-books.repo';
import { callProvider, decline } from './provider-call';
import { standingAt, usageOf } from './subscription-state';
import * as ledger from './usage-ledger.repo';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  provider: BillingProvider;
  settings: BillingSettings;
  /** Businesses on prepaid deliveries (issue 13): their balance decides their standing. */
  prepaid: PrepaidService;
  /** PayPal subscriptions beside the card provider, when configured; a row's `provider` picks. */
  paypal?: PayPalSubscriptions | null;
}

/**
 * Subscriptions, invoices and payments of one business (SPEC §7's payment calls; its cards are
 * PaymentMethodsService's). Every method starts from the caller's own business; the provider is
 * called with ids read from our books, never with ids the client sent that are not this business's.
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  async overview(auth: SessionClaims): Promise<SubscriptionOverview> {
    const { db, clock, settings } = this.deps;
    const business = await this.business(auth);
    const subscription = await repo.currentSubscriptionOf(db, business.id);
    const now = clock.now();
    const open = subscription ? await repo.openInvoicesOfSubscription(db, business.id, subscription.id) : [];
    const usage =
      subscription && subscription.payment_type !== 'wire_transfer' ? await usageOf(db, subscription) : null;
    const { standing, blocksAt } = await standingAt(
      this.deps,
      business.id,
      business.created_at,
      subscription,
      now,
    );
    const prepaid =
      subscription?.payment_type === 'wire_transfer'
        ? await this.deps.prepaid.balance(db, business.id)
        : null;
    return presentOverview({
      prepaid,
      subscription,
      open,
      usage,
      price: marketPrice(business.country_iso, settings.extraPrices),
      standing,
      blocksAt,
      checkout: {
        card_provider: this.deps.provider.name,
        stripe_publishable_key: settings.stripe?.publishableKey ?? null,
        paypal: Boolean(this.deps.paypal),
      },
    });
  }

  /**
   * POST /api/subscriptions. The first subscription of a business starts the one-week trial and
   * charges the saved card when it ends; a later one (after a cancellation or an expired first
   * payment) is charged at once. The admin confirms the regular price they were shown.
   */
  async start(auth: SessionClaims, input: StartSubscriptionInput): Promise<SubscriptionOverview> {
    const { db, clock, provider, settings } = this.deps;
    const business = await this.business(auth);
    const price = confirmedPrice(business.country_iso, input.confirmed_price_minor, settings);
    const history = await subscriptionHistory(db, business.id);
    const customer = await paymentMethods.paymentCustomerOf(db, business.id);
    if (!customer?.default_payment_method_id) throw new AppError('card_required', 409);
    const subscription = await callProvider(() =>
      provider.createSubscription(
        {
          customer: customer.provider_customer_id,
          price_key: `${input.plan}:${price.market}`,
          price_minor: price.monthly_price_minor,
          currency: price.currency,
          trial_days: history.length === 0 ? TRIAL_DAYS : 0,
          metadata: {
            business_id: business.id,
            plan: input.plan,
            payment_type: 'card',
            market: price.market,
            currency: price.currency,
            price_minor: String(price.monthly_price_minor),
            included_deliveries: String(price.included_deliveries),
            extra_delivery_minor: String(price.extra_delivery_minor),
          },
        },
        `subscription:${business.id}:${history.length}`,
      ),
    );
    const now = clock.now();
    await books.upsertSubscription(db, provider.name, subscription, now);
    await settleOnboarding(db, business.id, now);
    if (subscription.status === 'incomplete' && subscription.latest_invoice) {
      const invoice = await callProvider(() =>
        provider.retrieveInvoice(subscription.latest_invoice as string),
      );
      throw decline(invoice.last_failure_code);
    }
    return this.overview(auth);
  }

  /** PATCH /api/subscriptions: cancel at once (confirmed in the page), pay now, or change the plan. */
  async update(auth: SessionClaims, input: UpdateSubscriptionInput): Promise<SubscriptionOverview> {
    const { db, clock, provider } = this.deps;
    const subscription = await repo.currentSubscriptionOf(db, auth.businessId);
    if (!subscription) throw new AppError('no_subscription', 404);
    if ('action' in input && subscription.provider === 'paypal') {
      await paypalAction(this.deps, subscription, input.action);
    } else if ('action' in input) {
      const id = subscription.provider_subscription_id;
      const changed = await callProvider(() =>
        input.action === 'cancel' ? provider.cancelSubscription(id) : provider.endTrial(id),
      );
      await books.upsertSubscription(db, provider.name, changed, clock.now());
      if (changed.status === 'past_due' && changed.latest_invoice) {
        const invoice = await callProvider(() => provider.retrieveInvoice(changed.latest_invoice as string));
        throw decline(invoice.last_failure_code);
      }
    } else {
      await db
        .updateTable('subscriptions')
        .set({ plan: input.plan, updated_at: clock.now() })
        .where('id', '=', subscription.id)
        .where('business_id', '=', auth.businessId)
        .execute();
    }
    return this.overview(auth);
  }

  async payments(auth: SessionClaims): Promise<Payment[]> {
    return (await repo.chargesOf(this.deps.db, auth.businessId)).map(presentPayment);
  }

  async invoices(auth: SessionClaims, subscriptionId: string) {
    const subscription = isUuid(subscriptionId)
      ? await repo.subscriptionOfBusiness(this.deps.db, auth.businessId, subscriptionId)
      : undefined;
    if (!subscription) throw notFound();
    return (await repo.invoicesOfSubscription(this.deps.db, auth.businessId, subscription.id)).map(
      presentInvoice,
    );
  }

  /** The pay-now button: tries every open invoice of the subscription on the default card. */
  async payOverdue(auth: SessionClaims, subscriptionId: string): Promise<SubscriptionOverview> {
    const { db } = this.deps;
    const subscription = isUuid(subscriptionId)
      ? await repo.subscriptionOfBusiness(db, auth.businessId, subscriptionId)
      : undefined;
    if (!subscription) throw notFound();
    const open = await repo.openInvoicesOfSubscription(db, auth.businessId, subscription.id);
    if (open.length === 0) throw new AppError('nothing_to_pay', 409);
    if (subscription.provider === 'paypal') {
      await paypalCapture(this.deps, subscription);
      return this.overview(auth);
    }
    for (const invoice of open) await this.payOne(invoice.provider_invoice_id);
    return this.overview(auth);
  }

  async payInvoice(auth: SessionClaims, invoiceId: string): Promise<SubscriptionOverview> {
    const invoice = isUuid(invoiceId)
      ? await repo.invoiceOfBusiness(this.deps.db, auth.businessId, invoiceId)
      : undefined;
    if (!invoice) throw notFound();
    if (invoice.status !== 'open') throw new AppError('nothing_to_pay', 409);
    if (invoice.provider === 'paypal') {
      const subscription = await repo.subscriptionOfBusiness(
        this.deps.db,
        auth.businessId,
        invoice.subscription_id,
      );
      if (!subscription) throw notFound();
      await paypalCapture(this.deps, subscription);
      return this.overview(auth);
    }
    await this.payOne(invoice.provider_invoice_id);
    return this.overview(auth);
  }

  /** SPEC §7 "loading the account subscription". */
  async accountSubscription(auth: SessionClaims) {
    const subscription = await repo.currentSubscriptionOf(this.deps.db, auth.businessId);
    return {
      stripe_subscription_object: subscription
        ? {
            id: subscription.provider_subscription_id,
            status: subscription.status,
            trial_end: subscription.trial_end ? Math.floor(subscription.trial_end.getTime() / 1000) : null,
            current_period_end: Math.floor(subscription.current_period_end.getTime() / 1000),
          }
        : null,
      our_subscription_object: subscription
        ? {
            payment_type: subscription.payment_type,
            prepaid_trips_amount:
              subscription.payment_type === 'wire_transfer'
                ? ((await this.deps.prepaid.balance(this.deps.db, auth.businessId))?.remaining ?? 0)
                : 0,
          }
        : null,
    };
  }

  /** SPEC §4 "Standing check" for the banner: null when the standing is none. */
  async banner(auth: SessionClaims): Promise<Exclude<Standing, 'none'> | null> {
    const business = await this.business(auth);
    const subscription = await repo.currentSubscriptionOf(this.deps.db, business.id);
    const { standing } = await standingAt(
      this.deps,
      business.id,
      business.created_at,
      subscription,
      this.deps.clock.now(),
    );
    return standing === 'none' ? null : standing;
  }

  /**
   * What a delivery start needs from billing, in one read: whether it may start (issue 12 item 7:
   * only a bad standing that has lasted the grace period stops it; deliveries under way are never
   * touched) and the channel of the plan, which decides how the customer's link is sent.
   */
  async tripTerms(businessId: string): Promise<{ mayStart: boolean; channel: 'sms' | 'whatsapp' | null }> {
    const { db, clock } = this.deps;
    const business = await findBusinessById(db, businessId);
    if (!business) return { mayStart: false, channel: null };
    const subscription = await repo.currentSubscriptionOf(db, businessId);
    const now = clock.now();
    const { blocksAt } = await standingAt(this.deps, businessId, business.created_at, subscription, now);
    return { mayStart: blocksAt === null || blocksAt > now, channel: subscription?.plan ?? null };
  }

  /** Counts a started delivery once against its period (the usage ledger), in the trip's transaction. */
  async recordDelivery(db: Db, businessId: string, tripId: string, at: Date): Promise<void> {
    await ledger.recordDelivery(db, businessId, tripId, at);
    const subscription = await repo.currentSubscriptionOf(db, businessId);
    if (subscription?.payment_type === 'wire_transfer')
      await this.deps.prepaid.recordUse(db, businessId, tripId, at);
  }

  private async payOne(providerInvoiceId: string) {
    const { db, clock, provider } = this.deps;
    const invoice = await callProvider(() => provider.payInvoice(providerInvoiceId));
    const subscription = await callProvider(() => provider.retrieveSubscription(invoice.subscription));
    const now = clock.now();
    const owner = await books.upsertSubscription(db, provider.name, subscription, now);
    await books.upsertInvoice(db, provider.name, owner, invoice, now);
    if (invoice.status === 'open') throw decline(invoice.last_failure_code);
  }

  private async business(auth: SessionClaims) {
    const business = await findBusinessById(this.deps.db, auth.businessId);
    if (!business) throw notFound();
    return business;
  }
}
