import { addBillingMonths, type CardEntry, INCOMPLETE_EXPIRES_HOURS } from '@rutaviva/domain';
import type { Db } from '../../../db/database';
import type { SandboxInvoiceRow, SandboxSubscriptionRow } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import {
  type BillingProvider,
  CardDeclinedError,
  type NewInvoiceItem,
  type NewSubscription,
  type ProviderInvoice,
  type ProviderSubscription,
  UnknownPaymentMethodError,
} from '../payments';
import {
  dueRetries,
  dueSubscriptions,
  expiredIncomplete,
  invoiceById,
  presentCard,
  presentInvoice,
  presentSubscription,
  subscriptionById,
  type Tx,
} from './sandbox.repo';
import { SandboxBooks } from './sandbox-books';
import { attachFailure, cardBehaviour, cardBrand, sandboxId } from './sandbox-cards';
import type { SandboxEvents } from './sandbox-events';

const DAY_MS = 86_400_000;
const RUN_BATCH = 50;

/**
 * The default payment provider: Stripe's subscription graph kept in our own tables and moved by
 * the injected clock (DESIGN §10), so checkout, trials, renewals, retries and declines all work
 * offline and in tests. It answers as Stripe's API would and tells our webhook route what
 * changed through signed events; nothing of ours reads its tables.
 */
export class SandboxProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  private readonly books: SandboxBooks;

  constructor(private readonly deps: { db: Db; clock: Clock; events: SandboxEvents }) {
    this.books = new SandboxBooks(deps);
  }

  /** The stand-in for Stripe.js: the browser's card entry becomes a payment method id. */
  async tokenizeCard(card: CardEntry): Promise<{ id: string }> {
    const id = sandboxId('pm');
    await this.deps.db
      .insertInto('sandbox_payment_methods')
      .values({
        id,
        customer_id: null,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        behaviour: cardBehaviour(card.number),
        created_at: this.now(),
        detached_at: null,
      })
      .execute();
    return { id };
  }

  async createCustomer(input: { business_id: string }, key: string) {
    const id = sandboxId('cus', key);
    await this.deps.db
      .insertInto('sandbox_customers')
      .values({ id, business_id: input.business_id, default_payment_method: null, created_at: this.now() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return { id };
  }

  async attachCard(customer: string, paymentMethod: string) {
    return this.change(async (tx) => {
      const card = await tx
        .selectFrom('sandbox_payment_methods')
        .selectAll()
        .where('id', '=', paymentMethod)
        .where('detached_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!card || (card.customer_id && card.customer_id !== customer)) throw new UnknownPaymentMethodError();
      const failure = attachFailure(card.behaviour);
      if (failure) throw new CardDeclinedError(failure);
      const attached = await tx
        .updateTable('sandbox_payment_methods')
        .set({ customer_id: customer })
        .where('id', '=', paymentMethod)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('sandbox_customers')
        .set({ default_payment_method: paymentMethod })
        .where('id', '=', customer)
        .where('default_payment_method', 'is', null)
        .execute();
      await this.emit(tx, 'payment_method.attached', presentCard(attached));
      return presentCard(attached);
    });
  }

  async detachCard(paymentMethod: string) {
    await this.change(async (tx) => {
      const card = await tx
        .updateTable('sandbox_payment_methods')
        .set({ detached_at: this.now() })
        .where('id', '=', paymentMethod)
        .where('detached_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!card) return;
      await tx
        .updateTable('sandbox_customers')
        .set({ default_payment_method: null })
        .where('default_payment_method', '=', paymentMethod)
        .execute();
      await this.emit(tx, 'payment_method.detached', presentCard(card));
    });
  }

  async setDefaultCard(customer: string, paymentMethod: string) {
    await this.deps.db
      .updateTable('sandbox_customers')
      .set({ default_payment_method: paymentMethod })
      .where('id', '=', customer)
      .execute();
  }

  async createSubscription(input: NewSubscription, key: string): Promise<ProviderSubscription> {
    const id = sandboxId('sub', key);
    return this.change(async (tx) => {
      const existing = await subscriptionById(tx, id);
      if (existing) return presentSubscription(existing);
      const now = this.now();
      const trialEnd = input.trial_days > 0 ? new Date(now.getTime() + input.trial_days * DAY_MS) : null;
      const anchor = trialEnd ?? now;
      const row = await tx
        .insertInto('sandbox_subscriptions')
        .values({
          id,
          customer_id: input.customer,
          status: trialEnd ? 'trialing' : 'incomplete',
          price_key: input.price_key,
          price_minor: input.price_minor,
          currency: input.currency,
          trial_end: trialEnd,
          billing_anchor: anchor,
          current_period_start: now,
          current_period_end: trialEnd ?? addBillingMonths(anchor, 1),
          incomplete_expires_at: null,
          canceled_at: null,
          metadata: JSON.stringify(input.metadata),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.emit(tx, 'customer.subscription.created', presentSubscription(row));
      if (trialEnd) return presentSubscription(row);
      // No trial: the first month is charged now; a failure leaves it incomplete for 23 hours.
      const invoice = await this.books.createInvoice(
        tx,
        row,
        'subscription_create',
        row.current_period_start,
        true,
      );
      const paid = invoice
        ? (await this.books.attemptCharge(tx, invoice, { retry: false })) === 'succeeded'
        : false;
      return presentSubscription(
        await this.books.setStatus(tx, row, paid ? 'active' : 'incomplete', {
          incomplete_expires_at: paid ? null : new Date(now.getTime() + INCOMPLETE_EXPIRES_HOURS * 3_600_000),
        }),
      );
    });
  }

  async retrieveSubscription(id: string) {
    const row = await this.deps.db
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return presentSubscription(row);
  }

  async cancelSubscription(id: string) {
    return this.change(async (tx) => {
      const row = await subscriptionById(tx, id);
      if (!row) throw new Error(`no sandbox subscription ${id}`);
      if (row.status === 'canceled' || row.status === 'incomplete_expired') return presentSubscription(row);
      await this.books.voidOpenInvoices(tx, row.id);
      const canceled = await tx
        .updateTable('sandbox_subscriptions')
        .set({ status: 'canceled', canceled_at: this.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.emit(tx, 'customer.subscription.deleted', presentSubscription(canceled));
      return presentSubscription(canceled);
    });
  }

  async endTrial(id: string) {
    return this.change(async (tx) => {
      const row = await subscriptionById(tx, id);
      if (!row) throw new Error(`no sandbox subscription ${id}`);
      if (row.status !== 'trialing') return presentSubscription(row);
      const now = this.now();
      const ended = await tx
        .updateTable('sandbox_subscriptions')
        .set({ trial_end: now, billing_anchor: now, current_period_end: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.books.renew(tx, ended);
      return presentSubscription((await subscriptionById(tx, id)) as SandboxSubscriptionRow);
    });
  }

  async addInvoiceItem(input: NewInvoiceItem, key: string) {
    await this.deps.db
      .insertInto('sandbox_invoice_items')
      .values({
        id: sandboxId('ii', key),
        customer_id: input.customer,
        subscription_id: input.subscription,
        idempotency_key: key,
        kind: 'extras',
        quantity: input.quantity,
        unit_amount_minor: input.unit_amount_minor,
        amount_minor: input.quantity * input.unit_amount_minor,
        currency: input.currency,
        invoice_id: null,
        created_at: this.now(),
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
  }

  async invoiceNow(subscription: string, key: string): Promise<ProviderInvoice | null> {
    return this.change(async (tx) => {
      const row = await subscriptionById(tx, subscription);
      if (!row) throw new Error(`no sandbox subscription ${subscription}`);
      const invoice = await this.books.createInvoice(
        tx,
        row,
        'subscription_threshold',
        row.current_period_start,
        false,
        key,
      );
      if (!invoice) return null;
      if (
        (await this.books.attemptCharge(tx, invoice, { retry: true })) === 'failed' &&
        row.status === 'active'
      )
        await this.books.setStatus(tx, row, 'past_due');
      return presentInvoice((await invoiceById(tx, invoice.id)) as SandboxInvoiceRow);
    });
  }

  async payInvoice(id: string): Promise<ProviderInvoice> {
    return this.change(async (tx) => {
      const invoice = await invoiceById(tx, id);
      if (!invoice) throw new Error(`no sandbox invoice ${id}`);
      if (invoice.status !== 'open') return presentInvoice(invoice);
      const subscription = (await subscriptionById(tx, invoice.subscription_id)) as SandboxSubscriptionRow;
      if ((await this.books.attemptCharge(tx, invoice, { retry: false })) === 'succeeded')
        await this.books.recover(tx, subscription);
      return presentInvoice((await invoiceById(tx, id)) as SandboxInvoiceRow);
    });
  }

  async retrieveInvoice(id: string) {
    const row = await this.deps.db
      .selectFrom('sandbox_invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return presentInvoice(row);
  }

  /**
   * Stripe's side of time passing, up to `now`: trials that end and periods that renew are
   * invoiced and charged, failed invoices are tried again on their schedule, and first payments
   * left incomplete for 23 hours expire. Each subscription and invoice is locked while it moves
   * (others skip it), and every invoice and charge has a unique key, so runs that race, or run
   * twice, charge once.
   */
  async runDue(): Promise<{ renewed: number; retried: number; expired: number }> {
    const counts = { renewed: 0, retried: 0, expired: 0 };
    for (;;) {
      const moved = await this.change(async (tx) => {
        const now = this.now();
        const due = await dueSubscriptions(tx, now, RUN_BATCH);
        for (const subscription of due) await this.books.renew(tx, subscription);
        return due.length;
      });
      counts.renewed += moved;
      if (moved < RUN_BATCH) break;
    }
    for (;;) {
      const moved = await this.change(async (tx) => {
        const retries = await dueRetries(tx, this.now(), RUN_BATCH);
        for (const invoice of retries) await this.books.retry(tx, invoice);
        return retries.length;
      });
      counts.retried += moved;
      if (moved < RUN_BATCH) break;
    }
    counts.expired = await this.change(async (tx) => {
      const expired = await expiredIncomplete(tx, this.now(), 1_000);
      for (const subscription of expired) {
        await this.books.voidOpenInvoices(tx, subscription.id);
        await this.books.setStatus(tx, subscription, 'incomplete_expired');
      }
      return expired.length;
    });
    return counts;
  }

  private emit(tx: Tx, type: string, object: object) {
    return this.deps.events.record(tx, type, object);
  }

  /** One transaction; its events go out once it has committed. */
  private async change<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } finally {
      this.deps.events.kick();
    }
  }

  private now() {
    return this.deps.clock.now();
  }
}
