import { sql } from 'kysely';
import type { Db } from '../../db/database';

// A subscription's periods that have moved past (migration 0022): their extras may still be due.

/**
 * Remembers the period a subscription is about to leave, when the provider's newer period starts
 * later: its extras may still be unbilled (a failed call) once the subscription has moved on.
 * Written before the move, so a move is never saved without its past period.
 */
export async function recordPeriodMovingPast(
  db: Db,
  provider: string,
  providerSubscriptionId: string,
  newStart: Date,
  now: Date,
) {
  await db
    .insertInto('subscription_periods')
    .columns([
      'subscription_id',
      'period_start',
      'period_end',
      'included_deliveries',
      'extra_delivery_minor',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('subscriptions')
        .select((inner) => [
          'id',
          'current_period_start',
          // A period cut short (a plan change) ends where the next begins: no delivery is in two.
          sql<Date>`least(current_period_end, ${newStart})`.as('period_end'),
          'included_deliveries',
          'extra_delivery_minor',
          inner.val(now).as('created_at'),
        ])
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', providerSubscriptionId)
        .where('current_period_start', '<', newStart)
        // Only periods the run bills extras of: a free trial's are never billed.
        .where('status', 'in', ['active', 'past_due']),
    )
    .onConflict((conflict) => conflict.columns(['subscription_id', 'period_start']).doNothing())
    .execute();
}

/**
 * Past periods, ended since `endedAfter`, whose extras are not known to be all billed, with their
 * subscription (still billed: active or past due, and not prepaid by wire transfer).
 */
export const unsettledPastPeriods = (
  db: Db,
  endedAfter: Date,
  limit: number,
  after: { end: Date; subscriptionId: string; start: Date } | null,
) =>
  db
    .selectFrom('subscription_periods as period')
    .innerJoin('subscriptions', 'subscriptions.id', 'period.subscription_id')
    .selectAll('subscriptions')
    .select([
      'period.period_start',
      'period.period_end',
      'period.included_deliveries as period_included_deliveries',
      'period.extra_delivery_minor as period_extra_delivery_minor',
    ])
    .where('period.settled_at', 'is', null)
    .where('period.period_end', '>', endedAfter)
    .whereRef('period.period_start', '<', 'subscriptions.current_period_start')
    .where('subscriptions.status', 'in', ['active', 'past_due'])
    .where('subscriptions.payment_type', '<>', 'wire_transfer')
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb(
          eb.refTuple('period.period_end', 'period.subscription_id', 'period.period_start'),
          '>',
          eb.tuple(after?.end as Date, after?.subscriptionId as string, after?.start as Date),
        ),
      ),
    )
    .orderBy('period.period_end')
    .orderBy('period.subscription_id')
    .orderBy('period.period_start')
    .limit(limit)
    .execute();

export async function settlePeriod(db: Db, subscriptionId: string, periodStart: Date, now: Date) {
  await db
    .updateTable('subscription_periods')
    .set({ settled_at: now })
    .where('subscription_id', '=', subscriptionId)
    .where('period_start', '=', periodStart)
    .execute();
}
