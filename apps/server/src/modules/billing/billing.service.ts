import {
  type Card,
  extraDeliveries,
  marketPrice,
  type Payment,
  type Standing,
  type StartSubscriptionInput,
  type SubscriptionOverview,
  standingOf,
  TRIAL_DAYS,
  type UpdateSubscriptionInput,
} from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { AppError, invalidInput, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import {
  type BillingProvider,
  CardDeclinedError,
  UnknownPaymentMethodError,
} from '../../providers/payments/payments';
import { minorOf } from '../../providers/payments/paypal/paypal-status';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import { findBusinessById, settleOnboarding } from '../business/business.repo';
import type { PrepaidService } from '../prepaid/prepaid.service';
import { presentCard, presentInvoice, presentOverview, presentPayment } from './billing.presenters';
import * as repo from './billing.repo';
import { confirmedPrice, LIVE_STATUSES, subscriptionHistory } from './checkout-rules';
import * as paymentMethods from './payment-methods.repo';
import { savePayPalSubscription } from './paypal-books';
import * as books from './provider-books.repo';
import * as ledger from './usage-ledger.repo';

/** A refused charge in the spec's words (SPEC §8 "Card"), 402. */
function decline(code: string | null): AppError {
  return new AppError(code === 'card_insufficient_funds' ? 'card_insufficient_funds' : 'card_declined', 402);
}

const DAY_MS = 86_400_000;

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
 * Subscriptions, cards, invoices and payments of one business (SPEC §7's payment calls). Every
 * method starts from the caller's own business; the provider is called with ids read from our
 * books, never with ids the client sent that are not this business's.
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
      subscription && subscription.payment_type !== 'wire_transfer' ? await this.usageOf(subscription) : null;
    const { standing, blocksAt } = await this.standingAt(business.id, business.created_at, subscription, now);
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

  /** POST /api/payment_customers: the business's customer at the provider, created once. */
  async ensureCustomer(auth: SessionClaims) {
    const { db, clock, provider } = this.deps;
    const existing = await paymentMethods.paymentCustomerOf(db, auth.businessId);
    if (existing) return existing;
    const customer = await this.call(() =>
      provider.createCustomer(
        { business_id: auth.businessId, name: auth.businessId },
        `customer:${auth.businessId}`,
      ),
    );
    return paymentMethods.savePaymentCustomer(db, auth.businessId, provider.name, customer.id, clock.now());
  }

  async customer(auth: SessionClaims) {
    const customer = await paymentMethods.paymentCustomerOf(this.deps.db, auth.businessId);
    if (!customer) throw notFound();
    return customer;
  }

  async cards(auth: SessionClaims): Promise<Card[]> {
    const { db } = this.deps;
    const [cards, customer] = await Promise.all([
      paymentMethods.cardsOf(db, auth.businessId),
      paymentMethods.paymentCustomerOf(db, auth.businessId),
    ]);
    return cards.map((card) => presentCard(card, customer?.default_payment_method_id ?? null));
  }

  /** POST /api/payment_methods: saves a card; the first one becomes the default. */
  async addCard(auth: SessionClaims, paymentMethodId: string): Promise<Card> {
    const { db, clock, provider } = this.deps;
    const customer = await this.ensureCustomer(auth);
    const card = await this.call(() => provider.attachCard(customer.provider_customer_id, paymentMethodId));
    await paymentMethods.saveCard(db, auth.businessId, provider.name, card, clock.now());
    if (!customer.default_payment_method_id) await this.makeDefault(auth, card.id);
    const saved = (await this.cards(auth)).find((each) => each.payment_method_id === card.id);
    if (!saved) throw notFound();
    return saved;
  }

  async makeDefault(auth: SessionClaims, paymentMethodId: string): Promise<Card[]> {
    const { db, provider } = this.deps;
    const card = await paymentMethods.cardOfBusiness(db, auth.businessId, paymentMethodId);
    const customer = await paymentMethods.paymentCustomerOf(db, auth.businessId);
    if (!card || !customer) throw notFound();
    await this.call(() => provider.setDefaultCard(customer.provider_customer_id, paymentMethodId));
    await paymentMethods.setDefaultCardOf(db, auth.businessId, paymentMethodId);
    return this.cards(auth);
  }

  /**
   * Removes a card. The card a live subscription is charged to goes only when another card can
   * take its place (the newest becomes the default); the last one stays (409 `card_in_use`).
   */
  async removeCard(auth: SessionClaims, paymentMethodId: string): Promise<Card[]> {
    const { db, clock, provider } = this.deps;
    const card = await paymentMethods.cardOfBusiness(db, auth.businessId, paymentMethodId);
    const customer = await paymentMethods.paymentCustomerOf(db, auth.businessId);
    if (!card || !customer) throw notFound();
    if (customer.default_payment_method_id === paymentMethodId) {
      const others = (await paymentMethods.cardsOf(db, auth.businessId)).filter(
        (each) => each.provider_payment_method_id !== paymentMethodId,
      );
      const subscription = await repo.currentSubscriptionOf(db, auth.businessId);
      const replacement = others.at(-1);
      if (replacement) await this.makeDefault(auth, replacement.provider_payment_method_id);
      else if (subscription && LIVE_STATUSES.includes(subscription.status))
        throw new AppError('card_in_use', 409);
      else await paymentMethods.setDefaultCardOf(db, auth.businessId, null);
    }
    await this.call(() => provider.detachCard(paymentMethodId));
    await paymentMethods.removeCardOf(db, auth.businessId, paymentMethodId, clock.now());
    return this.cards(auth);
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
    const subscription = await this.call(() =>
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
      const invoice = await this.call(() => provider.retrieveInvoice(subscription.latest_invoice as string));
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
      await this.paypalAction(subscription, input.action);
    } else if ('action' in input) {
      const id = subscription.provider_subscription_id;
      const changed = await this.call(() =>
        input.action === 'cancel' ? provider.cancelSubscription(id) : provider.endTrial(id),
      );
      await books.upsertSubscription(db, provider.name, changed, clock.now());
      if (changed.status === 'past_due' && changed.latest_invoice) {
        const invoice = await this.call(() => provider.retrieveInvoice(changed.latest_invoice as string));
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
      await this.paypalCapture(subscription);
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
      await this.paypalCapture(subscription);
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
    const { standing } = await this.standingAt(
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
    const { blocksAt } = await this.standingAt(businessId, business.created_at, subscription, now);
    return { mayStart: blocksAt === null || blocksAt > now, channel: subscription?.plan ?? null };
  }

  /** Counts a started delivery once against its period (the usage ledger), in the trip's transaction. */
  async recordDelivery(db: Db, businessId: string, tripId: string, at: Date): Promise<void> {
    await ledger.recordDelivery(db, businessId, tripId, at);
    const subscription = await repo.currentSubscriptionOf(db, businessId);
    if (subscription?.payment_type === 'wire_transfer')
      await this.deps.prepaid.recordUse(db, businessId, tripId, at);
  }

  private async standingAt(
    businessId: string,
    createdAt: Date,
    subscription: SubscriptionRow | undefined,
    now: Date,
  ): Promise<{ standing: Standing; blocksAt: Date | null }> {
    const { db, prepaid } = this.deps;
    const wire = subscription?.payment_type === 'wire_transfer';
    const balance = wire ? await prepaid.balance(db, businessId) : null;
    const standing = standingOf({
      payment_type: subscription?.payment_type ?? null,
      status: subscription?.status ?? null,
      has_salesperson: await repo.hasSalesperson(db, businessId),
      prepaid_trips_amount: balance?.remaining ?? 0,
    });
    if (standing === 'none') return { standing, blocksAt: null };
    // Prepaid: the grace counts from the delivery (or freeze) that emptied the balance.
    const lapsed = wire ? await prepaid.emptySince(db, businessId) : subscription?.lapsed_at;
    const since = subscription ? (lapsed ?? now) : createdAt;
    return { standing, blocksAt: new Date(since.getTime() + this.deps.settings.graceDays * DAY_MS) };
  }

  private async usageOf(subscription: SubscriptionRow) {
    const { db } = this.deps;
    const deliveries = await ledger.deliveriesBetween(
      db,
      subscription.business_id,
      subscription.current_period_start,
      subscription.current_period_end,
    );
    const messages = await ledger.messagesBetween(
      db,
      subscription.business_id,
      subscription.current_period_start,
      subscription.current_period_end,
    );
    const billed = await ledger.billedExtrasOf(db, subscription.id, subscription.current_period_start);
    const trial = subscription.status === 'trialing';
    const extras = trial
      ? { count: 0, amount_minor: 0 }
      : extraDeliveries(deliveries, subscription.included_deliveries, subscription.extra_delivery_minor);
    return { subscription, deliveries, messages, extras, billed };
  }

  private async payOne(providerInvoiceId: string) {
    const { db, clock, provider } = this.deps;
    const invoice = await this.call(() => provider.payInvoice(providerInvoiceId));
    const subscription = await this.call(() => provider.retrieveSubscription(invoice.subscription));
    const now = clock.now();
    const owner = await books.upsertSubscription(db, provider.name, subscription, now);
    await books.upsertInvoice(db, provider.name, owner, invoice, now);
    if (invoice.status === 'open') throw decline(invoice.last_failure_code);
  }

  /**
   * Cancelling a PayPal subscription is PayPal's call; its trial cannot be ended early (PayPal
   * bills on the plan's own schedule), so that is refused in words the page shows.
   */
  private async paypalAction(subscription: SubscriptionRow, action: 'cancel' | 'end_trial') {
    const paypal = this.paypalOrFail();
    if (action === 'end_trial') throw new AppError('paypal_trial_cannot_end', 409);
    const id = subscription.provider_subscription_id;
    await this.call(() => paypal.cancel(id, 'Cancelled by the business in RutaViva'));
    await this.paypalSync(subscription);
  }

  /** Pay now: PayPal charges the subscription's outstanding balance to the payer's PayPal account. */
  private async paypalCapture(subscription: SubscriptionRow) {
    const paypal = this.paypalOrFail();
    const id = subscription.provider_subscription_id;
    const current = await this.call(() => paypal.retrieve(id));
    const amount = minorOf(current.billing_info?.outstanding_balance?.value);
    if (amount <= 0) {
      await this.paypalSync(subscription);
      throw new AppError('nothing_to_pay', 409);
    }
    await this.call(() =>
      paypal.captureOutstanding(
        id,
        amount,
        subscription.currency,
        `rutaviva-pay-now-${id}-${this.deps.clock.now().toISOString()}`,
        'Overdue balance paid from RutaViva',
      ),
    );
    await this.paypalSync(subscription);
  }

  private async paypalSync(subscription: SubscriptionRow) {
    const paypal = this.paypalOrFail();
    const current = await this.call(() => paypal.retrieve(subscription.provider_subscription_id));
    await savePayPalSubscription(this.deps.db, subscription, current, this.deps.clock.now());
  }

  private paypalOrFail(): PayPalSubscriptions {
    if (!this.deps.paypal) throw new AppError('payments_unavailable', 503);
    return this.deps.paypal;
  }

  private async business(auth: SessionClaims) {
    const business = await findBusinessById(this.deps.db, auth.businessId);
    if (!business) throw notFound();
    return business;
  }

  /** A provider call: a card it refuses is the client's 402; any other failure is a 503. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CardDeclinedError) throw new AppError(error.code, 402);
      if (error instanceof UnknownPaymentMethodError)
        throw invalidInput({ payment_method_id: 'invalid_value' });
      if (error instanceof AppError) throw error;
      throw new AppError('payments_unavailable', 503);
    }
  }
}
