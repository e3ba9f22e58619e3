import { describe, expect, it } from 'vitest';
import {
  CARDS,
  changeSubscription,
  DAY_MS,
  invoicesOf,
  overviewOf,
  paymentsOf,
  payOverdue,
  replaceCard,
  runBilling,
  subscribe,
} from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  type CourierSession,
  courierStep,
  createBusiness,
  createCourier,
  expectError,
  postPoints,
  signIn,
  startTrip,
} from '../../../test/factories';
import { DEFAULT_BILLING } from '../../config';

// Two extras (0.75 MXN each) reach this test's threshold of 1.50 MXN.
const ctx = await createTestContext({
  billing: { ...DEFAULT_BILLING, thresholds: { ...DEFAULT_BILLING.thresholds, MX: 150 } },
});
const { app, clock } = ctx;

const MX_PRICE = 29_900;

async function startTrips(courier: CourierSession, count: number) {
  for (let i = 0; i < count; i++) await startTrip(app, courier);
  await app.drainBackgroundWork();
}

describe('usage and extras', () => {
  it('counts each started delivery once, bills extras at the threshold and the rest at renewal', async () => {
    const { session, input } = await createBusiness(app);
    await subscribe(app, session);
    await allowSeveralTrips(app, session);
    const courier = await createCourier(app, session);
    // Deliveries during the free trial are not billed.
    await startTrips(courier, 5);
    expect((await overviewOf(app, session)).usage).toMatchObject({
      deliveries: 5,
      extras: 0,
      extras_amount_minor: 0,
    });
    clock.advance(60_000);

    expect((await changeSubscription(app, session, { action: 'end_trial' })).statusCode).toBe(200);
    await app.drainBackgroundWork();
    const active = await overviewOf(app, session);
    expect(active.subscription?.status).toBe('active');
    expect(active.usage).toMatchObject({ deliveries: 0, included: 400, extras: 0 });

    await startTrips(courier, 402);
    const atThreshold = await overviewOf(app, session);
    expect(atThreshold.usage).toMatchObject({
      deliveries: 402,
      extras: 2,
      extras_amount_minor: 150,
      extras_billed_minor: 150,
    });
    expect((await paymentsOf(app, session)).map((payment) => payment.amount_minor)).toEqual([150, MX_PRICE]);

    await startTrips(courier, 1);
    const oneMore = await overviewOf(app, session);
    expect(oneMore.usage).toMatchObject({
      deliveries: 403,
      extras: 3,
      extras_amount_minor: 225,
      extras_billed_minor: 150,
    });
    expect(oneMore.subscription?.next_charge?.amount_minor).toBe(MX_PRICE + 75);
    expect(await paymentsOf(app, session)).toHaveLength(2);

    clock.advance((active.subscription?.current_period_end as number) * 1000 - clock.now().getTime() + 1000);
    await runBilling(app);
    const admin = await signIn(app, input);
    const invoices = await invoicesOf(app, admin, active.subscription?.subscription_id as string);
    expect(invoices.map((invoice) => [invoice.billing_reason, invoice.amount_minor, invoice.status])).toEqual(
      [
        ['subscription_cycle', MX_PRICE + 75, 'paid'],
        ['subscription_threshold', 150, 'paid'],
        ['subscription_cycle', MX_PRICE, 'paid'],
      ],
    );
    expect(invoices[0]?.lines).toEqual([
      { kind: 'plan', quantity: 1, unit_amount_minor: MX_PRICE, amount_minor: MX_PRICE },
      { kind: 'extras', quantity: 1, unit_amount_minor: 75, amount_minor: 75 },
    ]);
    expect((await paymentsOf(app, admin)).map((payment) => payment.amount_minor)).toEqual([
      MX_PRICE + 75,
      150,
      MX_PRICE,
    ]);
    // The new period starts from nothing; running the job again bills nothing more.
    expect((await overviewOf(app, admin)).usage).toMatchObject({ deliveries: 0, extras: 0 });
    await Promise.all([runBilling(app), runBilling(app)]);
    expect(await paymentsOf(app, admin)).toHaveLength(3);
  }, 120_000);
});

describe('enforcement after the grace period', () => {
  it('lets a business that never subscribed deliver for 3 days, then stops new deliveries only', async () => {
    const { session } = await createBusiness(app);
    const courier = await createCourier(app, session);
    const underWay = await startTrip(app, courier);
    clock.advance(3 * DAY_MS + 1000);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: '55 1111 2222', end_open_trips: true },
    });
    expectError(refused, 403, 'subscription_inactive');
    // The delivery under way goes on to its end and stays trackable.
    const at = clock.seconds();
    expect(
      (await postPoints(app, courier, underWay.generated_trip_id, [{ lat: 19.4, lng: -99.1, timestamp: at }]))
        .statusCode,
    ).toBe(200);
    expect((await courierStep(app, courier, underWay, 'end')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/trips/${underWay.generated_trip_id}` })).statusCode,
    ).toBe(200);

    // Subscribing lifts the block at once.
    await subscribe(app, session);
    await startTrip(app, courier);
  });

  it('stops new deliveries 3 days after a failed charge, and pay-now lifts it', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session, CARDS.failsLater);
    const courier = await createCourier(app, session);
    clock.advance(7 * DAY_MS + 1000);
    await runBilling(app);
    const lapsed = await overviewOf(app, session);
    expect(lapsed.standing).toBe('trial_expired');
    expect(lapsed.blocks_new_deliveries_at).toBe(clock.seconds() + 3 * 86_400);
    await startTrip(app, courier);
    clock.advance(3 * DAY_MS + 1000);
    await runBilling(app);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/trips',
        headers: bearer(courier),
        payload: { customer_phone_number: '55 1111 2222', end_open_trips: true },
      }),
      403,
      'subscription_inactive',
    );
    await replaceCard(app, session, CARDS.good);
    await payOverdue(app, session, lapsed.subscription?.subscription_id as string);
    const courierAgain = await createCourier(app, session);
    await startTrip(app, courierAgain);
  });
});
