import {
  addBillingMonths,
  type CardEntry,
  INCOMPLETE_EXPIRES_HOURS,
  PAYMENT_RETRY_DAYS,
  type SubscriptionStatus,
} from '@rutaviva/domain';
import type { Db } from '../../../db/database';
import type { InvoiceLine, SandboxInvoiceRow, SandboxSubscriptionRow } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import {
  type BillingProvider,
  CardDeclinedError,
  type NewInvoiceItem,
  type NewSubscription,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../payments';
import {
  defaultCardOf,
  dueRetries,
  dueSubscriptions,
  expiredIncomplete,
  invoiceById,
  openInvoicesOf,
  presentCard,
  presentCharge,
  presentInvoice,
  presentSubscription,
  subscriptionById,
  type Tx,
} from './sandbox.repo';
import { attachFailure, cardBehaviour, cardBrand, chargeFailure, sandboxId } from './sandbox-cards';
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

  constructor(private readonly deps: { db: Db; clock: Clock; events: SandboxEvents }) {}

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
      if (!card || (card.customer_id && card.customer_id !== customer))
        throw new CardDeclinedError('card_declined');
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
      const invoice = await this.createInvoice(
        tx,
        row,
        'subscription_create',
        row.current_period_start,
        true,
      );
      const paid = invoice
        ? (await this.attemptCharge(tx, invoice, { retry: false })) === 'succeeded'
        : false;
      return presentSubscription(
        await this.setStatus(tx, row, paid ? 'active' : 'incomplete', {
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
      await this.voidOpenInvoices(tx, row.id);
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
      await this.renew(tx, ended);
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
      const invoice = await this.createInvoice(
        tx,
        row,
        'subscription_threshold',
        row.current_period_start,
        false,
        key,
      );
      if (!invoice) return null;
      if ((await this.attemptCharge(tx, invoice, { retry: true })) === 'failed' && row.status === 'active')
        await this.setStatus(tx, row, 'past_due');
      return presentInvoice((await invoiceById(tx, invoice.id)) as SandboxInvoiceRow);
    });
  }

  async payInvoice(id: string): Promise<ProviderInvoice> {
    return this.change(async (tx) => {
      const invoice = await invoiceById(tx, id);
      if (!invoice) throw new Error(`no sandbox invoice ${id}`);
      if (invoice.status !== 'open') return presentInvoice(invoice);
      const subscription = (await subscriptionById(tx, invoice.subscription_id)) as SandboxSubscriptionRow;
      if ((await this.attemptCharge(tx, invoice, { retry: false })) === 'succeeded')
        await this.recover(tx, subscription);
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
        for (const subscription of due) await this.renew(tx, subscription);
        return due.length;
      });
      counts.renewed += moved;
      if (moved < RUN_BATCH) break;
    }
    for (;;) {
      const moved = await this.change(async (tx) => {
        const retries = await dueRetries(tx, this.now(), RUN_BATCH);
        for (const invoice of retries) await this.retry(tx, invoice);
        return retries.length;
      });
      counts.retried += moved;
      if (moved < RUN_BATCH) break;
    }
    counts.expired = await this.change(async (tx) => {
      const expired = await expiredIncomplete(tx, this.now(), 1_000);
      for (const subscription of expired) {
        await this.voidOpenInvoices(tx, subscription.id);
        await this.setStatus(tx, subscription, 'incomplete_expired');
      }
      return expired.length;
    });
    return counts;
  }

  private async renew(tx: Tx, subscription: SandboxSubscriptionRow) {
    const start = subscription.current_period_end;
    let cycles = 1;
    while (addBillingMonths(subscription.billing_anchor, cycles) <= start) cycles++;
    const end = addBillingMonths(subscription.billing_anchor, cycles);
    const moved = await tx
      .updateTable('sandbox_subscriptions')
      .set({ current_period_start: start, current_period_end: end })
      .where('id', '=', subscription.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const invoice = await this.createInvoice(tx, moved, 'subscription_cycle', start, true);
    const outcome = invoice ? await this.attemptCharge(tx, invoice, { retry: true }) : 'failed';
    await this.setStatus(tx, moved, outcome === 'succeeded' ? 'active' : 'past_due');
  }

  private async retry(tx: Tx, invoice: SandboxInvoiceRow) {
    const subscription = (await subscriptionById(tx, invoice.subscription_id)) as SandboxSubscriptionRow;
    const outcome = await this.attemptCharge(tx, invoice, { retry: true });
    if (outcome === 'succeeded') return this.recover(tx, subscription);
    const after = (await invoiceById(tx, invoice.id)) as SandboxInvoiceRow;
    // The last try failed: Stripe's "mark the subscription unpaid" setting.
    if (after.next_payment_attempt === null && subscription.status === 'past_due')
      await this.setStatus(tx, subscription, 'unpaid');
  }

  /**
   * A paid overdue invoice brings the subscription back once nothing else is open. An unpaid
   * subscription did not renew while frozen: if its period has passed, a new one starts now and
   * is charged now, rather than billing the months it was frozen.
   */
  private async recover(tx: Tx, subscription: SandboxSubscriptionRow) {
    if ((await openInvoicesOf(tx, subscription.id)).length > 0) return;
    if (!['past_due', 'unpaid', 'incomplete'].includes(subscription.status)) return;
    const now = this.now();
    if (subscription.status === 'unpaid' && subscription.current_period_end <= now) {
      const restarted = await tx
        .updateTable('sandbox_subscriptions')
        .set({ billing_anchor: now, current_period_start: now, current_period_end: addBillingMonths(now, 1) })
        .where('id', '=', subscription.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const invoice = await this.createInvoice(tx, restarted, 'subscription_cycle', now, true);
      const outcome = invoice ? await this.attemptCharge(tx, invoice, { retry: true }) : 'failed';
      return this.setStatus(tx, restarted, outcome === 'succeeded' ? 'active' : 'past_due');
    }
    await this.setStatus(tx, subscription, 'active', { incomplete_expires_at: null });
  }

  /** An invoice for the period that starts at `periodStart`, with the pending extras; once per key. */
  private async createInvoice(
    tx: Tx,
    subscription: SandboxSubscriptionRow,
    reason: SandboxInvoiceRow['billing_reason'],
    periodStart: Date,
    withPlan: boolean,
    key = `${subscription.id}:${reason}:${periodStart.toISOString()}`,
  ): Promise<SandboxInvoiceRow | null> {
    const items = await tx
      .selectFrom('sandbox_invoice_items')
      .selectAll()
      .where('subscription_id', '=', subscription.id)
      .where('invoice_id', 'is', null)
      .forUpdate()
      .execute();
    const lines: InvoiceLine[] = [
      ...(withPlan
        ? [
            {
              kind: 'plan' as const,
              quantity: 1,
              unit_amount_minor: subscription.price_minor,
              amount_minor: subscription.price_minor,
            },
          ]
        : []),
      ...items.map((item) => ({
        kind: item.kind,
        quantity: item.quantity,
        unit_amount_minor: item.unit_amount_minor,
        amount_minor: item.amount_minor,
      })),
    ];
    if (lines.length === 0) return null;
    const invoice = await tx
      .insertInto('sandbox_invoices')
      .values({
        id: sandboxId('in', key),
        customer_id: subscription.customer_id,
        subscription_id: subscription.id,
        billing_key: key,
        billing_reason: reason,
        period_start: subscription.current_period_start,
        period_end: subscription.current_period_end,
        amount_minor: lines.reduce((sum, line) => sum + line.amount_minor, 0),
        currency: subscription.currency,
        status: 'open',
        first_failed_at: null,
        next_payment_attempt: null,
        lines: JSON.stringify(lines),
        created_at: this.now(),
        paid_at: null,
      })
      .onConflict((conflict) => conflict.column('billing_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!invoice) return null;
    await tx
      .updateTable('sandbox_subscriptions')
      .set({ latest_invoice: invoice.id })
      .where('id', '=', subscription.id)
      .execute();
    if (items.length > 0)
      await tx
        .updateTable('sandbox_invoice_items')
        .set({ invoice_id: invoice.id })
        .where(
          'id',
          'in',
          items.map((item) => item.id),
        )
        .execute();
    await this.emit(tx, 'invoice.created', presentInvoice(invoice));
    return invoice;
  }

  /**
   * One try to charge an invoice to the customer's default card. The attempt number is part of
   * the charge's unique key, so two runs racing on one invoice make one charge between them.
   */
  private async attemptCharge(
    tx: Tx,
    invoice: SandboxInvoiceRow,
    { retry }: { retry: boolean },
  ): Promise<'succeeded' | 'failed' | 'raced'> {
    const now = this.now();
    const card = await defaultCardOf(tx, invoice.customer_id);
    const failure = chargeFailure(card?.behaviour);
    const attempt = invoice.attempt_count + 1;
    const charge = await tx
      .insertInto('sandbox_charges')
      .values({
        id: sandboxId('ch', `${invoice.id}:${attempt}`),
        invoice_id: invoice.id,
        customer_id: invoice.customer_id,
        payment_method_id: card?.id ?? null,
        attempt,
        amount_minor: invoice.amount_minor,
        currency: invoice.currency,
        status: failure ? 'failed' : 'succeeded',
        failure_code: failure,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['invoice_id', 'attempt']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!charge) return 'raced';
    const firstFailedAt = invoice.first_failed_at ?? (failure ? now : null);
    // Retries follow the schedule from the first failure; a pay-now try does not use one up.
    const retryDays = PAYMENT_RETRY_DAYS[attempt - 1];
    const nextAttempt =
      failure && firstFailedAt
        ? retry
          ? retryDays === undefined
            ? null
            : new Date(firstFailedAt.getTime() + retryDays * DAY_MS)
          : invoice.next_payment_attempt
        : null;
    const updated = await tx
      .updateTable('sandbox_invoices')
      .set({
        attempt_count: attempt,
        status: failure ? 'open' : 'paid',
        paid_at: failure ? null : now,
        first_failed_at: firstFailedAt,
        next_payment_attempt: nextAttempt,
        last_failure_code: failure,
      })
      .where('id', '=', invoice.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.emit(
      tx,
      failure ? 'charge.failed' : 'charge.succeeded',
      presentCharge({ ...charge, card_last4: card?.last4 ?? null }),
    );
    await this.emit(tx, failure ? 'invoice.payment_failed' : 'invoice.paid', presentInvoice(updated));
    return failure ? 'failed' : 'succeeded';
  }

  private async setStatus(
    tx: Tx,
    subscription: SandboxSubscriptionRow,
    status: SubscriptionStatus,
    extra: Partial<Pick<SandboxSubscriptionRow, 'incomplete_expires_at'>> = {},
  ): Promise<SandboxSubscriptionRow> {
    const row = await tx
      .updateTable('sandbox_subscriptions')
      .set({ status, ...extra })
      .where('id', '=', subscription.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.emit(tx, 'customer.subscription.updated', presentSubscription(row));
    return row;
  }

  private async voidOpenInvoices(tx: Tx, subscriptionId: string) {
    const voided = await tx
      .updateTable('sandbox_invoices')
      .set({ status: 'void', next_payment_attempt: null })
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'open')
      .returningAll()
      .execute();
    for (const invoice of voided) await this.emit(tx, 'invoice.voided', presentInvoice(invoice));
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
