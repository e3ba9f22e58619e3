import type { Card } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { BillingProvider } from '../../providers/payments/payments';
import { presentCard } from './billing.presenters';
import * as repo from './billing.repo';
import { LIVE_STATUSES } from './checkout-rules';
import * as paymentMethods from './payment-methods.repo';
import { callProvider } from './provider-call';

export interface PaymentMethodsDeps {
  db: Db;
  clock: Clock;
  provider: BillingProvider;
}

/**
 * The business's customer at the card provider and its saved cards (SPEC §7's payment calls).
 * Every method starts from the caller's own business; the provider is called with ids read from
 * our books, never with ids the client sent that are not this business's.
 */
export class PaymentMethodsService {
  constructor(private readonly deps: PaymentMethodsDeps) {}

  /** POST /api/payment_customers: the business's customer at the provider, created once. */
  async ensureCustomer(auth: SessionClaims) {
    const { db, clock, provider } = this.deps;
    const existing = await paymentMethods.paymentCustomerOf(db, auth.businessId);
    if (existing) return existing;
    const customer = await callProvider(() =>
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
    const card = await callProvider(() =>
      provider.attachCard(customer.provider_customer_id, paymentMethodId),
    );
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
    await callProvider(() => provider.setDefaultCard(customer.provider_customer_id, paymentMethodId));
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
    await callProvider(() => provider.detachCard(paymentMethodId));
    await paymentMethods.removeCardOf(db, auth.businessId, paymentMethodId, clock.now());
    return this.cards(auth);
  }
}
