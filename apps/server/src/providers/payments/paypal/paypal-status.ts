import type { SubscriptionStatus } from '@rutaviva/domain';
import { z } from 'zod';

const Money = z.object({ currency_code: z.string(), value: z.string() });

/** What we read of PayPal's subscription object (v1/billing/subscriptions/{id}). */
export const PayPalSubscriptionSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  plan_id: z.string().optional(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  create_time: z.string().optional(),
  status_update_time: z.string().optional(),
  billing_info: z
    .looseObject({
      outstanding_balance: Money.optional(),
      cycle_executions: z
        .array(
          z.looseObject({
            tenure_type: z.string(),
            cycles_completed: z.number(),
            total_cycles: z.number().optional(),
          }),
        )
        .optional(),
      last_payment: z.looseObject({ amount: Money.optional(), time: z.string() }).optional(),
      next_billing_time: z.string().optional(),
      failed_payments_count: z.number().optional(),
    })
    .optional(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
});
export type PayPalSubscription = z.infer<typeof PayPalSubscriptionSchema>;

/** An approval never given lapses after this long, as Stripe lets an incomplete one expire. */
export const APPROVAL_WINDOW_MS = 23 * 3_600_000;

/** PayPal's decimal amounts ("299.00") in minor units; both our currencies have two decimals. */
export function minorOf(value: string | undefined): number {
  if (!value) return 0;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

/** Minor units as PayPal writes amounts. */
export const decimalOf = (minor: number) => (minor / 100).toFixed(2);

/** True while the plan's free TRIAL cycle has not been completed. */
export function inTrial(subscription: PayPalSubscription): boolean {
  const trial = subscription.billing_info?.cycle_executions?.find((cycle) => cycle.tenure_type === 'TRIAL');
  return trial !== undefined && trial.cycles_completed < (trial.total_cycles ?? 1);
}

/**
 * PayPal's statuses onto ours (issue 12). PayPal suspends a subscription once its failed payments
 * reach the plan's threshold, which is our unpaid; before that, an active one with a failed
 * payment or a balance owed is past due. An approval not given within 23 hours is over.
 */
export function statusOfPayPal(subscription: PayPalSubscription, now: Date): SubscriptionStatus {
  switch (subscription.status) {
    case 'APPROVAL_PENDING':
    case 'APPROVED': {
      const created = Date.parse(subscription.create_time ?? subscription.start_time ?? '');
      return Number.isFinite(created) && now.getTime() - created >= APPROVAL_WINDOW_MS
        ? 'incomplete_expired'
        : 'incomplete';
    }
    case 'ACTIVE': {
      const billing = subscription.billing_info;
      const owed = minorOf(billing?.outstanding_balance?.value);
      if ((billing?.failed_payments_count ?? 0) > 0 || owed > 0) return 'past_due';
      return inTrial(subscription) ? 'trialing' : 'active';
    }
    case 'SUSPENDED':
      return 'unpaid';
    default:
      // CANCELLED and EXPIRED, and anything PayPal may add: no longer billed.
      return 'canceled';
  }
}
