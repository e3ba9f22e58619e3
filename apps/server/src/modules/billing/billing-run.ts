import { extraDeliveries } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { BillingProvider } from '../../providers/payments/payments';
import { APPROVAL_WINDOW_MS, minorOf } from '../../providers/payments/paypal/paypal-status';
import type { PayPalSubscriptions } from '../../providers/payments/paypal/paypal-subscriptions';
import type { SandboxEvents } from '../../providers/payments/sandbox/sandbox-events';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import type { PrepaidService } from '../prepaid/prepaid.service';
import * as repo from './billing.repo';
import * as periods from './billing-periods.repo';
import * as paymentMethods from './payment-methods.repo';
import * as books from './provider-books.repo';
import * as ledger from './usage-ledger.repo';

const BATCH = 500;
/**
 * How long after a period ends its extras are still billed when a failed call left them unbilled
 * and the renewal moved on: a little over one more monthly period, so they reach the next invoice
 * or the one after it. Older ones are not billed (a months-old charge surprises the customer; an
 * operator bills it by hand from the error report) and the run never rereads a long history.
 */
const LOOK_BACK_MS = 35 * 24 * 60 * 60_000;

/** The period whose extras a step bills, with that period's terms. */
interface Period {
  start: Date;
  end: Date;
  included_deliveries: number;
  extra_delivery_minor: number;
}

/**
 * What a step did: billed the extras, found none left to bill, or left them for a later run (a
 * threshold not reached, or no customer at the card provider to bill yet).
 */
type StepOutcome = 'billed' | 'none-left' | 'later';

const currentPeriodOf = (subscription: SubscriptionRow): Period => ({
  start: subscription.current_period_start,
  end: subscription.current_period_end,
  included_deliveries: subscription.included_deliveries,
  extra_delivery_minor: subscription.extra_delivery_minor,
});

export interface BillingRunDeps {
  db: Db;
  clock: Clock;
  provider: BillingProvider;
  settings: BillingSettings;
  /** The sandbox, when it is the provider: its own side of time passing runs in the same job. */
  sandbox: { provider: SandboxProvider; events: SandboxEvents } | null;
  /** Prepaid balances left two months after their last purchase freeze in the same run. */
  prepaid: PrepaidService;
  /** PayPal subscriptions, when configured: their extras are captured from the PayPal account. */
  paypal?: PayPalSubscriptions | null;
  onError: (error: unknown) => void;
}

/**
 * The billing job (issue 12 item 9), run by pg-boss with the injected clock's time: extras of
 * every period that has ended go onto the renewal invoice, with the sandbox Stripe's side runs
 * (trials end, renewals and retries are charged), and prepaid balances due to freeze freeze. Every step is keyed per subscription and
 * period, so a job that runs twice, or on two workers at once, bills each thing once.
 */
export class BillingRun {
  private pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: BillingRunDeps) {}

  async run(): Promise<{
    extras: number;
    renewed: number;
    retried: number;
    expired: number;
    frozen: number;
    failed: number;
  }> {
    const { db, clock, sandbox, prepaid } = this.deps;
    // Our books first catch up with what the provider already said.
    await sandbox?.events.deliverPending();
    let extras = 0;
    let failed = 0;
    let after: string | null = null;
    for (;;) {
      const due = await ledger.subscriptionsToRenew(db, clock.now(), BATCH, after);
      // One subscription whose provider fails is reported and tried again on the next run; it
      // neither stops the subscriptions after it nor the rest of the run.
      for (const subscription of due) {
        try {
          const outcome = await this.billExtras(subscription, currentPeriodOf(subscription), 'renewal');
          if (outcome === 'billed') extras++;
        } catch (error) {
          failed++;
          this.deps.onError(
            new Error(`billing the extras of subscription ${subscription.id} failed`, { cause: error }),
          );
        }
      }
      if (due.length < BATCH) break;
      after = (due.at(-1) as SubscriptionRow).id;
    }
    const past = await this.billPastPeriods();
    extras += past.extras;
    failed += past.failed;
    // A PayPal approval never given within 23 hours is over, as an incomplete Stripe one is.
    await books.expireUnapprovedPayPal(db, new Date(clock.now().getTime() - APPROVAL_WINDOW_MS), clock.now());
    const moved = sandbox ? await sandbox.provider.runDue() : { renewed: 0, retried: 0, expired: 0 };
    await sandbox?.events.drain();
    await sandbox?.events.deliverPending();
    const frozen = await prepaid.freezeDue();
    return { extras, ...moved, frozen, failed };
  }

  /**
   * After a delivery starts: when the extras not yet billed this period reach the market's
   * threshold, they are invoiced and charged now. In the background: the courier never waits.
   */
  checkThreshold(businessId: string): void {
    const work = (async () => {
      const subscription = await repo.currentSubscriptionOf(this.deps.db, businessId);
      if (subscription?.status === 'active' && subscription.payment_type !== 'wire_transfer')
        await this.billExtras(subscription, currentPeriodOf(subscription), 'threshold');
    })().catch(this.deps.onError);
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /**
   * Periods the provider has moved past whose extras were not all billed (a call failed before the
   * renewal came): billed as at renewal, under the same keys, and settled once nothing is left.
   */
  private async billPastPeriods(): Promise<{ extras: number; failed: number }> {
    const { db, clock } = this.deps;
    let extras = 0;
    let failed = 0;
    const endedAfter = new Date(clock.now().getTime() - LOOK_BACK_MS);
    let after: { end: Date; subscriptionId: string; start: Date } | null = null;
    for (;;) {
      const due = await periods.unsettledPastPeriods(db, endedAfter, BATCH, after);
      for (const row of due) {
        const period: Period = {
          start: row.period_start,
          end: row.period_end,
          included_deliveries: row.period_included_deliveries,
          extra_delivery_minor: row.period_extra_delivery_minor,
        };
        try {
          const outcome = await this.billExtras(row, period, 'renewal');
          if (outcome === 'billed') extras++;
          // Extras left for later stay unsettled: the next run tries again, within the look-back.
          if (outcome !== 'later') await periods.settlePeriod(db, row.id, period.start, clock.now());
        } catch (error) {
          failed++;
          this.deps.onError(
            new Error(
              `billing the extras of subscription ${row.id} for its period from ${period.start.toISOString()} failed`,
              {
                cause: error,
              },
            ),
          );
        }
      }
      const last = due.at(-1);
      if (!last || due.length < BATCH) break;
      after = { end: last.period_end, subscriptionId: last.id, start: last.period_start };
    }
    return { extras, failed };
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.deps.sandbox?.events.drain();
  }

  /**
   * Bills the period's extras not billed yet: all of them at renewal, or at a threshold only once
   * they reach it. One subscription at a time (an advisory lock); the key names the period and
   * the count billed through, so two workers computing the same step make one invoice item.
   */
  private async billExtras(
    subscription: SubscriptionRow,
    period: Period,
    reason: 'renewal' | 'threshold',
  ): Promise<StepOutcome> {
    const { db } = this.deps;
    // One connection for the whole step, the lock included: a step never waits for a second
    // connection of the pool while it holds one and the lock (concurrent steps would exhaust it).
    return db.connection().execute(async (conn) => {
      const key = `extras:${subscription.id}`;
      await sql`SELECT pg_advisory_lock(hashtext(${key}))`.execute(conn);
      try {
        return await this.billExtrasLocked(conn, subscription, period, reason);
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtext(${key}))`.execute(conn);
      }
    });
  }

  /**
   * The step itself, on the connection holding the lock. No transaction: its one write to our
   * books (billed_extras) comes last, and a PayPal balance raise is committed at once before the
   * capture (capturePayPalExtras).
   */
  private async billExtrasLocked(
    conn: Db,
    subscription: SubscriptionRow,
    period: Period,
    reason: 'renewal' | 'threshold',
  ): Promise<StepOutcome> {
    const { clock, settings } = this.deps;
    const periodStart = period.start;
    const deliveries = await ledger.deliveriesBetween(
      conn,
      subscription.business_id,
      periodStart,
      period.end,
    );
    const extras = extraDeliveries(deliveries, period.included_deliveries, period.extra_delivery_minor);
    const billed = await ledger.billedExtrasOf(conn, subscription.id, periodStart);
    const quantity = extras.count - billed.through;
    if (quantity <= 0) return 'none-left';
    const amount = quantity * period.extra_delivery_minor;
    const threshold = settings.thresholds[subscription.market as keyof BillingSettings['thresholds']];
    if (reason === 'threshold' && (threshold === undefined || amount < threshold)) return 'later';
    const step = `${subscription.id}:${periodStart.toISOString()}:${extras.count}`;
    if (subscription.provider === 'paypal') await this.capturePayPalExtras(conn, subscription, amount, step);
    else if (!(await this.invoiceCardExtras(conn, subscription, period, quantity, reason, step)))
      return 'later';
    await ledger.recordBilledExtras(
      conn,
      {
        subscription_id: subscription.id,
        period_start: periodStart,
        through_count: extras.count,
        quantity,
        amount_minor: amount,
        reason,
      },
      clock.now(),
    );
    return 'billed';
  }

  /**
   * A card subscription's extras: an invoice item for the next invoice, invoiced and charged now
   * at a threshold. False when the business has no customer at the card provider to bill.
   */
  private async invoiceCardExtras(
    conn: Db,
    subscription: SubscriptionRow,
    period: Period,
    quantity: number,
    reason: 'renewal' | 'threshold',
    step: string,
  ): Promise<boolean> {
    const { provider } = this.deps;
    const customer = await paymentMethods.paymentCustomerOf(conn, subscription.business_id);
    if (!customer) return false;
    await provider.addInvoiceItem(
      {
        customer: customer.provider_customer_id,
        subscription: subscription.provider_subscription_id,
        quantity,
        unit_amount_minor: period.extra_delivery_minor,
        currency: subscription.currency,
      },
      `extras:${step}`,
    );
    if (reason === 'threshold')
      await provider.invoiceNow(subscription.provider_subscription_id, `threshold:${step}`);
    return true;
  }

  /**
   * PayPal has no invoice items: the extras go onto the subscription's outstanding balance, which
   * is then captured from the payer's PayPal account. The capture's PayPal-Request-Id names the
   * subscription, period and count, so a repeated step is charged once. The raised balance is
   * remembered (committed at once, on the step's connection) before the capture: a capture
   * whose answer was lost already emptied the balance, and the retry must capture under the same
   * id, not raise the balance again for a charge PayPal would make later.
   */
  private async capturePayPalExtras(db: Db, subscription: SubscriptionRow, amount: number, step: string) {
    const { paypal, clock } = this.deps;
    if (!paypal) throw new Error('a PayPal subscription without PayPal settings');
    const id = subscription.provider_subscription_id;
    let owed = await ledger.paypalRaiseOf(db, step);
    if (owed === undefined) {
      const current = await paypal.retrieve(id);
      const balance = minorOf(current.billing_info?.outstanding_balance?.value);
      // A balance PayPal did not make (no failed payment) that already holds this step's amount is
      // an earlier run's patch whose capture failed: it is captured, not raised a second time.
      const raisedBefore = (current.billing_info?.failed_payments_count ?? 0) === 0 && balance >= amount;
      owed = raisedBefore ? balance : balance + amount;
      if (!raisedBefore) await paypal.setOutstandingBalance(id, owed, subscription.currency);
      await ledger.recordPayPalRaise(
        db,
        { step, subscription_id: subscription.id, owed_minor: owed },
        clock.now(),
      );
    }
    await paypal.captureOutstanding(
      id,
      owed,
      subscription.currency,
      `rutaviva-extras-${step}`,
      'Extra deliveries (RutaViva)',
    );
  }
}
