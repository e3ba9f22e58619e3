import { describe, expect, it } from 'vitest';
import {
  billedExtrasOf,
  DAY_MS,
  expectPastPeriodSettledOnce,
  pastPeriodsOf as pastPeriodsIn,
  recordDeliveries,
  runBilling,
} from '../../../test/billing';
import { createPayPalTestContext } from './paypal.test-helpers';

const { app, clock, db, fake, payCycle, activePayPalBusiness, rowOf } = await createPayPalTestContext();

/**
 * A business on PayPal at the end of its first paid month, with 3 deliveries beyond the 400
 * included in it: the renewal step captures 2.25 MXN of extras.
 */
async function monthWithExtras() {
  const business = await activePayPalBusiness();
  await recordDeliveries(db, business.session.business_id, 403, new Date(clock.now().getTime() + 60_000));
  clock.advance(30 * DAY_MS);
  expect(clock.now()).toEqual(business.row.current_period_end);
  return business;
}

const capturesOf = (id: string) => fake.captures.filter((capture) => capture.subscription === id);
const balancePatchesOf = (id: string) =>
  fake.requests.filter(
    (request) => request.method === 'PATCH' && request.path === `/v1/billing/subscriptions/${id}`,
  );
const billedOf = (subscriptionId: string) => billedExtrasOf(db, subscriptionId);
const pastPeriodsOf = (subscriptionId: string) => pastPeriodsIn(db, subscriptionId);

describe('extras of a PayPal period the subscription has moved past', () => {
  it('captures them once, after PayPal charged the next cycle, when their capture had failed', async () => {
    const { id, row } = await monthWithExtras();
    fake.state.failNextCapture = true;
    expect((await runBilling(app)).failed).toBe(1);
    expect(capturesOf(id)).toEqual([]);
    // PayPal charges the next cycle before our next run: the subscription is in its next period.
    await payCycle(id);
    expect((await rowOf(id)).current_period_start).toEqual(row.current_period_end);
    expect(await pastPeriodsOf(row.id)).toEqual([
      { period_start: row.current_period_start, period_end: row.current_period_end, settled_at: null },
    ]);

    clock.advance(5 * 60_000);
    expect(await runBilling(app)).toMatchObject({ extras: 1, failed: 0 });
    await runBilling(app);
    // The balance raised by the failed step is captured under that step's request id, once.
    expect(capturesOf(id)).toEqual([
      {
        subscription: id,
        amount: '2.25',
        requestId: `rutaviva-extras-${row.id}:${row.current_period_start.toISOString()}:3`,
      },
    ]);
    expect(balancePatchesOf(id)).toHaveLength(1);
    expect(fake.subscriptions.get(id)?.outstandingMinor).toBe(0);
    expect(await billedOf(row.id)).toEqual([
      { period_start: row.current_period_start, quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    expect((await pastPeriodsOf(row.id))[0]?.settled_at).toBeInstanceOf(Date);
  });

  it('settles a past period whose extras the renewal already captured, without capturing again', async () => {
    const { id, row } = await monthWithExtras();
    await runBilling(app);
    expect(capturesOf(id)).toMatchObject([{ amount: '2.25' }]);
    await payCycle(id);
    expect(await pastPeriodsOf(row.id)).toMatchObject([{ settled_at: null }]);

    await expectPastPeriodSettledOnce(app, db, clock, row);
    expect(capturesOf(id)).toHaveLength(1);
    expect(balancePatchesOf(id)).toHaveLength(1);
    expect(await billedOf(row.id)).toMatchObject([{ quantity: 3, amount_minor: 225 }]);
  });

  it('leaves unbilled the extras of a past period that ended more than 35 days ago', async () => {
    const { id, row } = await monthWithExtras();
    // PayPal does not answer during the run that would have captured them: nothing is raised.
    fake.state.down = true;
    try {
      expect((await runBilling(app)).failed).toBeGreaterThan(0);
    } finally {
      fake.state.down = false;
    }
    await payCycle(id);
    expect(await pastPeriodsOf(row.id)).toMatchObject([{ settled_at: null }]);

    // No run comes until the period ended 35 days and a minute ago.
    clock.advance(35 * DAY_MS + 60_000);
    await runBilling(app);
    await runBilling(app);
    expect(balancePatchesOf(id)).toEqual([]);
    expect(capturesOf(id)).toEqual([]);
    expect(await billedOf(row.id)).toEqual([]);
  });
});
