import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { minorOf, type PayPalSubscription } from '../../providers/payments/paypal/paypal-status';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import { settleOnboarding } from '../business/business.repo';
import { savePayPalSubscription } from './paypal-books';
import * as books from './provider-books.repo';

/** What we read of a PayPal webhook event: its id, its type and its resource. */
export const PayPalEventSchema = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.looseObject({
    id: z.string().min(1),
    billing_agreement_id: z.string().optional(),
    amount: z.looseObject({ total: z.string(), currency: z.string() }).optional(),
    create_time: z.string().optional(),
  }),
});
export type PayPalEvent = z.infer<typeof PayPalEventSchema>;

const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
]);
const SALE_COMPLETED = 'PAYMENT.SALE.COMPLETED';

/**
 * PayPal's events (issue 12), applied as the card providers' are (provider-events.ts): the
 * subscription is read again from PayPal, so events that arrive late, twice or out of order all
 * leave our books at PayPal's latest state; each event id takes effect once, recorded in the
 * transaction of its effect. A completed sale is a paid cycle: a charge and a paid invoice.
 */
export class PayPalEvents {
  constructor(private readonly deps: { db: Db; clock: Clock; paypal: PayPalSubscriptions }) {}

  async apply(event: PayPalEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    const { db, clock, paypal } = this.deps;
    if (await books.eventWasApplied(db, 'paypal', event.id)) return 'duplicate';
    const subscriptionId = SUBSCRIPTION_EVENTS.has(event.event_type)
      ? event.resource.id
      : event.event_type === SALE_COMPLETED
        ? event.resource.billing_agreement_id
        : undefined;
    const row = subscriptionId
      ? await books.subscriptionByProviderId(db, 'paypal', subscriptionId)
      : undefined;
    // Read before the transaction: PayPal's answer is not waited for with rows locked.
    const current: PayPalSubscription | null = row
      ? await paypal.retrieve(row.provider_subscription_id)
      : null;
    return db.transaction().execute(async (tx) => {
      const now = clock.now();
      if (!(await books.markEventApplied(tx, 'paypal', { id: event.id, type: event.event_type }, now)))
        return 'duplicate';
      if (!row || !current || current.custom_id !== row.business_id) return 'ignored';
      const saved = await savePayPalSubscription(tx, row, current, now);
      if (saved.status !== 'incomplete' && saved.status !== 'incomplete_expired')
        await settleOnboarding(tx, saved.business_id, now);
      if (event.event_type === SALE_COMPLETED) await this.recordSale(tx, saved, event, now);
      return 'applied';
    });
  }

  /** A paid cycle (or a captured balance) in our books, to the cent, as /my_subscription lists them. */
  private async recordSale(
    db: Db,
    owner: Awaited<ReturnType<typeof savePayPalSubscription>>,
    event: PayPalEvent,
    now: Date,
  ) {
    const sale = event.resource;
    const amount = minorOf(sale.amount?.total);
    const currency = (sale.amount?.currency ?? owner.currency).toUpperCase();
    const created = Date.parse(sale.create_time ?? '');
    const at = Math.floor((Number.isFinite(created) ? created : now.getTime()) / 1000);
    const invoiceId = `sale:${sale.id}`;
    const kind = amount === owner.price_minor ? 'plan' : 'extras';
    await books.upsertInvoice(
      db,
      'paypal',
      owner,
      {
        id: invoiceId,
        customer: owner.business_id,
        subscription: owner.provider_subscription_id,
        billing_reason: 'subscription_cycle',
        period_start: Math.floor(owner.current_period_start.getTime() / 1000),
        period_end: Math.floor(owner.current_period_end.getTime() / 1000),
        amount_due: amount,
        currency,
        status: 'paid',
        attempt_count: 1,
        next_payment_attempt: null,
        created: at,
        paid_at: at,
        last_failure_code: null,
        lines: [{ kind, quantity: 1, unit_amount_minor: amount, amount_minor: amount }],
      },
      now,
    );
    await books.insertCharge(db, 'paypal', owner.business_id, {
      id: sale.id,
      customer: owner.business_id,
      invoice: invoiceId,
      amount,
      currency,
      status: 'succeeded',
      failure_code: null,
      created: at,
      payment_method_details: { card: null },
    });
  }
}
