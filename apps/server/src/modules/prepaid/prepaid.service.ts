import {
  type CreatePrepaidInput,
  marketPrice,
  type PrepaidAccount,
  type PrepaidBalance,
  prepaidFreezesAt,
  prepaidPackPrice,
  type SubscriptionPlan,
  type TopUpPrepaidInput,
} from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import { AppError, invalidInput, notFound } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { LIVE_STATUSES } from '../billing/checkout-rules';
import { settleOnboarding } from '../business/business.repo';
import { findSalespersonById } from '../sales/salespeople.repo';
import * as repo from './prepaid.repo';

const MOVEMENTS_SHOWN = 50;
const BATCH = 500;

export const PREPAID_PROVIDER = 'prepaid';

/**
 * Prepaid deliveries bought by wire transfer (issue 13, SPEC §4 "Prepaid plan"): a salesperson
 * starts and tops up a business's balance; each delivery started takes one; what is left two
 * months after the last purchase freezes until the next one. Every movement is a ledger row.
 */
export class PrepaidService {
  constructor(private readonly deps: { db: Db; clock: Clock; settings: BillingSettings }) {}

  /** GET /api/prepaid_subscriptions: one of the salesperson's own businesses, by its admin's email. */
  async lookup(salespersonId: string, input: { email: string; salesperson_password: string }) {
    await this.checkPassword(salespersonId, input.salesperson_password);
    return this.account(await this.businessOf(salespersonId, input.email));
  }

  /** POST /api/prepaid_subscriptions: the business's first pack, and its prepaid subscription. */
  async create(salespersonId: string, input: CreatePrepaidInput): Promise<PrepaidAccount> {
    const { db, clock } = this.deps;
    const { business, pack } = await this.order(salespersonId, input);
    await db.transaction().execute(async (tx) => {
      await repo.lockBalance(tx, business.id);
      const current = await tx
        .selectFrom('subscriptions')
        .select(['payment_type', 'status'])
        .where('business_id', '=', business.id)
        .execute();
      if (current.some((each) => each.payment_type === 'wire_transfer'))
        throw new AppError('prepaid_exists', 409);
      if (current.some((each) => LIVE_STATUSES.includes(each.status)))
        throw new AppError('subscription_exists', 409);
      const now = clock.now();
      const price = marketPrice(business.country_iso, this.deps.settings.extraPrices);
      await tx
        .insertInto('subscriptions')
        .values({
          business_id: business.id,
          provider: PREPAID_PROVIDER,
          provider_subscription_id: `prepaid_${business.id}`,
          plan: input.plan,
          payment_type: 'wire_transfer',
          market: price.market,
          currency: price.currency,
          price_minor: 0,
          included_deliveries: 0,
          extra_delivery_minor: price.extra_delivery_minor,
          status: 'active',
          trial_end: null,
          current_period_start: now,
          current_period_end: now,
          canceled_at: null,
          lapsed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.purchase(tx, business.id, salespersonId, pack, input.transfer_reference, now);
      await settleOnboarding(tx, business.id, now);
    });
    return this.account(business);
  }

  /** PATCH /api/prepaid_subscriptions: another pack; a frozen balance comes back with it. */
  async topUp(salespersonId: string, input: TopUpPrepaidInput): Promise<PrepaidAccount> {
    const { db, clock } = this.deps;
    const { business, pack } = await this.order(salespersonId, input);
    await db.transaction().execute(async (tx) => {
      await repo.lockBalance(tx, business.id);
      if (!(await this.prepaidPlanOf(tx, business.id))) throw new AppError('no_prepaid', 409);
      await this.purchase(tx, business.id, salespersonId, pack, input.transfer_reference, clock.now());
    });
    return this.account(business);
  }

  /**
   * A delivery started by a business on prepaid deliveries takes one, in the trip's transaction
   * and once per trip. Below zero is allowed: the grace period lets couriers finish their day,
   * and the next pack pays for those deliveries first.
   */
  async recordUse(tx: Db, businessId: string, tripId: string, at: Date): Promise<void> {
    await repo.lockBalance(tx, businessId);
    await repo.insertMovement(tx, {
      business_id: businessId,
      kind: 'use',
      deliveries: -1,
      source_id: tripId,
      occurred_at: at,
    });
  }

  /**
   * The daily freeze (SPEC §9): a balance left two months after its last purchase freezes
   * whole. Keyed by that purchase, so a run repeated, or on two workers, freezes it once.
   */
  async freezeDue(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now();
    let frozen = 0;
    let after: string | null = null;
    for (;;) {
      const purchases = await repo.unfrozenLatestPurchases(db, BATCH, after);
      for (const purchase of purchases) {
        if (prepaidFreezesAt(purchase.occurred_at) > now) continue;
        const done = await db.transaction().execute(async (tx) => {
          await repo.lockBalance(tx, purchase.business_id);
          const balance = await repo.balanceOf(tx, purchase.business_id);
          if (balance.lastPurchaseId !== purchase.id || balance.remaining <= 0) return false;
          if (await repo.frozenFor(tx, purchase.id)) return false;
          await repo.insertMovement(tx, {
            business_id: purchase.business_id,
            kind: 'freeze',
            deliveries: -balance.remaining,
            source_id: purchase.id,
            occurred_at: now,
          });
          return true;
        });
        if (done) frozen++;
      }
      if (purchases.length < BATCH) break;
      after = purchases.at(-1)?.business_id ?? null;
    }
    return frozen;
  }

  /** The balance a business sees on /my_subscription; null when it never bought a pack. */
  async balance(db: Db, businessId: string): Promise<PrepaidBalance | null> {
    const balance = await repo.balanceOf(db, businessId);
    if (!balance.lastPurchaseAt) return null;
    const movements = await repo.movementsOf(db, businessId, MOVEMENTS_SHOWN);
    return {
      remaining: balance.remaining,
      frozen: balance.frozen,
      last_purchase_at: unixSeconds(balance.lastPurchaseAt),
      freezes_at: balance.remaining > 0 ? unixSeconds(prepaidFreezesAt(balance.lastPurchaseAt)) : null,
      movements: movements.map((movement) => ({
        id: movement.id,
        kind: movement.kind,
        deliveries: movement.deliveries,
        amount_minor: movement.amount_minor,
        currency: movement.currency,
        transfer_reference: movement.transfer_reference,
        occurred_at: unixSeconds(movement.occurred_at),
      })),
    };
  }

  /** Since when a prepaid balance has been empty (the standing's grace counts from there). */
  emptySince(db: Db, businessId: string): Promise<Date | null> {
    return repo.emptySince(db, businessId);
  }

  private async purchase(
    tx: Db,
    businessId: string,
    salespersonId: string,
    pack: ReturnType<typeof prepaidPackPrice>,
    reference: string,
    now: Date,
  ) {
    const { frozen } = await repo.balanceOf(tx, businessId);
    await repo.insertMovement(tx, {
      business_id: businessId,
      kind: 'purchase',
      deliveries: pack.deliveries,
      amount_minor: pack.amount_minor,
      currency: pack.currency,
      salesperson_id: salespersonId,
      transfer_reference: reference,
      occurred_at: now,
    });
    if (frozen > 0)
      await repo.insertMovement(tx, {
        business_id: businessId,
        kind: 'unfreeze',
        deliveries: frozen,
        occurred_at: now,
      });
  }

  /**
   * A purchase as asked: the salesperson's password, their business, and the pack at the price
   * of the business's market — 409 `amount_changed` when that is not the amount they were shown.
   */
  private async order(salespersonId: string, input: TopUpPrepaidInput) {
    await this.checkPassword(salespersonId, input.salesperson_password);
    const business = await this.businessOf(salespersonId, input.email);
    const price = marketPrice(business.country_iso, this.deps.settings.extraPrices);
    const pack = prepaidPackPrice(price, input.deliveries);
    if (pack.amount_minor !== input.confirmed_amount_minor)
      throw new AppError('amount_changed', 409, undefined, undefined, undefined, { pack });
    return { business, pack };
  }

  private async account(business: { id: string; company_name: string; country_iso: string; email: string }) {
    const { db, settings } = this.deps;
    const price = marketPrice(business.country_iso, settings.extraPrices);
    const subscriptions = await db
      .selectFrom('subscriptions')
      .select(['payment_type', 'status'])
      .where('business_id', '=', business.id)
      .execute();
    return {
      business: {
        id: business.id,
        company_name: business.company_name,
        country_iso: business.country_iso,
        email: business.email,
      },
      plan: await this.prepaidPlanOf(db, business.id),
      has_card_subscription: subscriptions.some(
        (each) => each.payment_type !== 'wire_transfer' && LIVE_STATUSES.includes(each.status),
      ),
      balance: await this.balance(db, business.id),
      pack_price: { unit_amount_minor: price.extra_delivery_minor, currency: price.currency },
    };
  }

  private async prepaidPlanOf(db: Db, businessId: string): Promise<SubscriptionPlan | null> {
    const row = await db
      .selectFrom('subscriptions')
      .select('plan')
      .where('business_id', '=', businessId)
      .where('payment_type', '=', 'wire_transfer')
      .executeTakeFirst();
    return (row?.plan as SubscriptionPlan | undefined) ?? null;
  }

  /** A business of this salesperson's, by its admin's email; anyone else's is 404. */
  private async businessOf(salespersonId: string, email: string) {
    const business = await this.deps.db
      .selectFrom('users')
      .innerJoin('businesses', 'businesses.id', 'users.business_id')
      .select(['businesses.id', 'businesses.company_name', 'businesses.country_iso', 'users.email'])
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
      .where('users.role', '=', 'admin')
      .where('users.salesperson', '=', salespersonId)
      .executeTakeFirst();
    if (!business) throw notFound();
    return business;
  }

  /** The salesperson's own password again: 400 naming the field when it is not theirs. */
  private async checkPassword(salespersonId: string, password: string) {
    const salesperson = await findSalespersonById(this.deps.db, salespersonId);
    const matches = await verifyPassword(password, salesperson?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!salesperson || !matches) throw invalidInput({ salesperson_password: 'current_password_wrong' });
  }
}
