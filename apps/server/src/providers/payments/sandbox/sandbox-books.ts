import { addBillingMonths, PAYMENT_RETRY_DAYS, type SubscriptionStatus } from '@rutaviva/domain';
import type { InvoiceLine, SandboxInvoiceRow, SandboxSubscriptionRow } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import {
  defaultCardOf,
  invoiceById,
  openInvoicesOf,
  presentCharge,
  presentInvoice,
  presentSubscription,
  subscriptionById,
  type Tx,
} from './sandbox.repo';
import { chargeFailure, sandboxId } from './sandbox-cards';
import type { SandboxEvents } from './sandbox-events';

const DAY_MS = 86_400_000;

/**
 * The sandbox's invoices and charges inside one transaction: a period renewed and charged, a
 * failed invoice tried again on Stripe's schedule, an overdue subscription brought back. Every
 * change records the Stripe event it causes; SandboxProvider decides when these run.
 */
export class SandboxBooks {
  constructor(private readonly deps: { clock: Clock; events: SandboxEvents }) {}

  async renew(tx: Tx, subscription: SandboxSubscriptionRow) {
    const start = subscription.current_period_end;
    let cycles = 1;
    while (addBillingMonths(subscription.billing_anchor, cycles) <= start) cycles++;
    const end = addBillingMonths(subscription.billing_anchor, cycles);
    await this.chargePeriod(tx, subscription, { current_period_start: start, current_period_end: end });
  }

  /** Starts the subscription's next period, invoices it with the pending extras and charges it. */
  private async chargePeriod(
    tx: Tx,
    subscription: SandboxSubscriptionRow,
    period: Pick<SandboxSubscriptionRow, 'current_period_start' | 'current_period_end'> &
      Partial<Pick<SandboxSubscriptionRow, 'billing_anchor'>>,
  ) {
    const moved = await tx
      .updateTable('sandbox_subscriptions')
      .set(period)
      .where('id', '=', subscription.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const invoice = await this.createInvoice(
      tx,
      moved,
      'subscription_cycle',
      period.current_period_start,
      true,
    );
    const outcome = invoice ? await this.attemptCharge(tx, invoice, { retry: true }) : 'failed';
    return this.setStatus(tx, moved, outcome === 'succeeded' ? 'active' : 'past_due');
  }

  async retry(tx: Tx, invoice: SandboxInvoiceRow) {
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
  async recover(tx: Tx, subscription: SandboxSubscriptionRow) {
    if ((await openInvoicesOf(tx, subscription.id)).length > 0) return;
    if (!['past_due', 'unpaid', 'incomplete'].includes(subscription.status)) return;
    const now = this.deps.clock.now();
    if (subscription.status === 'unpaid' && subscription.current_period_end <= now) {
      return this.chargePeriod(tx, subscription, {
        billing_anchor: now,
        current_period_start: now,
        current_period_end: addBillingMonths(now, 1),
      });
    }
    await this.setStatus(tx, subscription, 'active', { incomplete_expires_at: null });
  }

  /** An invoice for the period that starts at `periodStart`, with the pending extras; once per key. */
  async createInvoice(
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
        created_at: this.deps.clock.now(),
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
  async attemptCharge(
    tx: Tx,
    invoice: SandboxInvoiceRow,
    { retry }: { retry: boolean },
  ): Promise<'succeeded' | 'failed' | 'raced'> {
    const now = this.deps.clock.now();
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

  async setStatus(
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

  async voidOpenInvoices(tx: Tx, subscriptionId: string) {
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
}
