import { extraDeliveries, type Standing, standingOf } from '@rutaviva/domain';
import type { BillingSettings } from '../../config';
import type { Db } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import type { PrepaidService } from '../prepaid/prepaid.service';
import * as repo from './billing.repo';
import * as ledger from './usage-ledger.repo';

// Where a business's subscription stands now, read by the overview, the banner and delivery starts.

const DAY_MS = 86_400_000;

export interface StandingDeps {
  db: Db;
  settings: BillingSettings;
  /** Businesses on prepaid deliveries (issue 13): their balance decides their standing. */
  prepaid: PrepaidService;
}

/** SPEC §4 "Standing check", and when a bad standing starts to block new deliveries. */
export async function standingAt(
  deps: StandingDeps,
  businessId: string,
  createdAt: Date,
  subscription: SubscriptionRow | undefined,
  now: Date,
): Promise<{ standing: Standing; blocksAt: Date | null }> {
  const { db, prepaid } = deps;
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
  return { standing, blocksAt: new Date(since.getTime() + deps.settings.graceDays * DAY_MS) };
}

/** The current period's deliveries, messages and extras, and what of them is billed already. */
export async function usageOf(db: Db, subscription: SubscriptionRow) {
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
