import { addBillingMonths, PrepaidAccountSchema, type Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, overviewOf, runBilling, subscribe } from '../../../test/billing';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  type CourierSession,
  createCourier,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
  signIn,
  startTrip,
} from '../../../test/factories';
import {
  newSalesperson,
  referredBusiness,
  SALESPERSON_PASSWORD,
  signInSalesperson,
  type TestSalesperson,
} from '../../../test/sales';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext({
  rateLimits: { ...TEST_RATE_LIMITS, salespersonPassword: { max: 12, windowSeconds: 900 } },
});
const { app, db, clock } = ctx;

/** 0.75 MXN a delivery: SPEC §9's extra price, the market's price of a prepaid delivery. */
const MX_DELIVERY = 75;

const lookup = (salesperson: TestSalesperson, email: string, password = SALESPERSON_PASSWORD) =>
  app.inject({
    method: 'GET',
    url: `/api/prepaid_subscriptions?email=${encodeURIComponent(email)}&salesperson_password=${encodeURIComponent(password)}`,
    headers: salesperson.headers,
  });

const create = (salesperson: TestSalesperson, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/prepaid_subscriptions',
    headers: salesperson.headers,
    payload: {
      salesperson_password: SALESPERSON_PASSWORD,
      plan: 'whatsapp',
      transfer_reference: 'SPEI 1234',
      ...payload,
    },
  });

const topUp = (salesperson: TestSalesperson, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/prepaid_subscriptions',
    headers: salesperson.headers,
    payload: { salesperson_password: SALESPERSON_PASSWORD, transfer_reference: 'SPEI 5678', ...payload },
  });

/** A business of the salesperson's on a prepaid pack of `deliveries`, with a courier. */
async function prepaidBusiness(salesperson: TestSalesperson, deliveries: number) {
  const { session, input } = await referredBusiness(app, salesperson);
  const started = await create(salesperson, {
    email: input.email,
    deliveries,
    confirmed_amount_minor: deliveries * MX_DELIVERY,
  });
  expect(started.statusCode, started.body).toBe(201);
  await allowSeveralTrips(app, session);
  const courier = await createCourier(app, session);
  return { session, input, courier };
}

async function startTrips(courier: CourierSession, count: number) {
  for (let i = 0; i < count; i++) await startTrip(app, courier);
}

const tryStart = (courier: CourierSession) =>
  app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(courier),
    payload: { customer_phone_number: '55 1111 2222' },
  });

const prepaidOf = async (session: Session) => (await overviewOf(app, session)).prepaid;

describe('prepaid subscriptions', () => {
  it("finds only the salesperson's own businesses, and only with their password", async () => {
    const ana = await newSalesperson(ctx);
    const luis = await newSalesperson(ctx);
    const { input } = await referredBusiness(app, ana, { country_iso: 'US', cell_phone: '415 555 2671' });

    const found = await lookup(ana, input.email.toUpperCase());
    expect(found.statusCode, found.body).toBe(200);
    expectShape(PrepaidAccountSchema, found.json());
    expect(found.json().data).toMatchObject({
      business: { country_iso: 'US', email: input.email },
      plan: null,
      has_card_subscription: false,
      balance: null,
      pack_price: { unit_amount_minor: 5, currency: 'USD' },
    });
    expectFieldError(
      await lookup(ana, input.email, 'not-my-password'),
      'salesperson_password',
      'current_password_wrong',
    );
    expectError(await lookup(luis, input.email), 404, 'not_found');
    expectError(await lookup(ana, 'nobody@example.com'), 404, 'not_found');
    const { session } = await referredBusiness(app, luis);
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/prepaid_subscriptions?email=${input.email}&salesperson_password=${SALESPERSON_PASSWORD}`,
        headers: bearer(session),
      }),
      401,
      'unauthorized',
    );
  });

  it('starts a pack at the confirmed price, counts each delivery, and reads bad_sub at 0', async () => {
    const ana = await newSalesperson(ctx);
    const { input } = await referredBusiness(app, ana);
    const wrongAmount = await create(ana, {
      email: input.email,
      deliveries: 400,
      confirmed_amount_minor: 29_900,
    });
    expectError(wrongAmount, 409, 'amount_changed');
    expect(wrongAmount.json().error.pack).toMatchObject({ amount_minor: 30_000, currency: 'MXN' });
    expectFieldError(
      await create(ana, { email: input.email, deliveries: 0, confirmed_amount_minor: 0 }),
      'deliveries',
      'invalid_pack_size',
    );
    expectFieldError(
      await create(ana, {
        email: input.email,
        deliveries: 2,
        confirmed_amount_minor: 150,
        transfer_reference: ' ',
      }),
      'transfer_reference',
      'required',
    );
    expect(await db.selectFrom('prepaid_movements').selectAll().execute()).toEqual([]);

    const started = await create(ana, {
      email: input.email,
      deliveries: 2,
      confirmed_amount_minor: 150,
      plan: 'sms',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({ plan: 'sms', balance: { remaining: 2, frozen: 0 } });
    expect(started.json().data.balance.movements).toMatchObject([
      {
        kind: 'purchase',
        deliveries: 2,
        amount_minor: 150,
        currency: 'MXN',
        transfer_reference: 'SPEI 1234',
      },
    ]);
    expectError(
      await create(ana, { email: input.email, deliveries: 2, confirmed_amount_minor: 150 }),
      409,
      'prepaid_exists',
    );

    const session = await signIn(app, input);
    const overview = await overviewOf(app, session);
    expect(overview).toMatchObject({
      standing: 'none',
      usage: null,
      subscription: { plan: 'sms', payment_type: 'wire_transfer' },
    });
    await allowSeveralTrips(app, session);
    const courier = await createCourier(app, session);
    await startTrips(courier, 2);
    const empty = await overviewOf(app, session);
    expect(empty.prepaid).toMatchObject({ remaining: 0, frozen: 0, freezes_at: null });
    expect(empty.standing).toBe('bad_sub');
    const account = await app.inject({
      method: 'GET',
      url: '/api/account_subscription',
      headers: bearer(session),
    });
    expect(account.json().data.our_subscription_object).toEqual({
      payment_type: 'wire_transfer',
      prepaid_trips_amount: 0,
    });
  });

  it('lets couriers start during the grace period, stops them after it, and a top-up pays what was owed', async () => {
    const ana = await newSalesperson(ctx);
    const { session, input, courier } = await prepaidBusiness(ana, 1);
    await startTrips(courier, 1);
    const emptiedAt = clock.now();
    clock.advance(DAY_MS);
    // Within the three days of grace a delivery still starts, on credit.
    expect((await tryStart(courier)).statusCode).toBe(201);
    expect((await overviewOf(app, session)).blocks_new_deliveries_at).toBe(
      Math.floor((emptiedAt.getTime() + 3 * DAY_MS) / 1000),
    );
    clock.advance(2 * DAY_MS);
    expectError(await tryStart(courier), 403, 'subscription_inactive');

    const topped = await topUp(ana, { email: input.email, deliveries: 10, confirmed_amount_minor: 750 });
    expect(topped.statusCode, topped.body).toBe(200);
    expect(topped.json().data.balance).toMatchObject({ remaining: 9, frozen: 0 });
    expect((await tryStart(courier)).statusCode).toBe(201);
    expect(await prepaidOf(session)).toMatchObject({ remaining: 8 });
  });

  it('freezes what is left two months after the last purchase, once, and a top-up brings it back', async () => {
    const ana = await newSalesperson(ctx);
    const { session, input, courier } = await prepaidBusiness(ana, 10);
    const boughtAt = clock.now();
    await startTrips(courier, 3);
    const before = await prepaidOf(session);
    expect(before?.freezes_at).toBe(Math.floor(addBillingMonths(boughtAt, 2).getTime() / 1000));

    clock.advance(addBillingMonths(boughtAt, 2).getTime() - 60_000 - clock.now().getTime());
    expect((await runBilling(app)).frozen).toBe(0);
    clock.advance(60_000);
    expect((await runBilling(app)).frozen).toBeGreaterThanOrEqual(1);
    // Sessions last 30 days: both sign in again two months on.
    const admin = await signIn(app, input);
    const again = await signInSalesperson(app, ana);
    expect(await prepaidOf(admin)).toMatchObject({ remaining: 0, frozen: 7 });
    await runBilling(app);
    expect((await prepaidOf(admin))?.movements.filter((m) => m.kind === 'freeze')).toHaveLength(1);
    expect((await overviewOf(app, admin)).standing).toBe('bad_sub');

    const topped = await topUp(again, { email: input.email, deliveries: 5, confirmed_amount_minor: 375 });
    expect(topped.json().data.balance).toMatchObject({ remaining: 12, frozen: 0 });
    expect(topped.json().data.balance.movements.slice(0, 2)).toMatchObject([
      { kind: 'unfreeze', deliveries: 7 },
      { kind: 'purchase', deliveries: 5, amount_minor: 375 },
    ]);
  });

  it("refuses a business that pays by card, a top-up before any pack, and anyone else's business", async () => {
    const ana = await newSalesperson(ctx);
    const luis = await newSalesperson(ctx);
    const carded = await referredBusiness(app, ana);
    await subscribe(app, carded.session);
    expectError(
      await create(ana, { email: carded.input.email, deliveries: 2, confirmed_amount_minor: 150 }),
      409,
      'subscription_exists',
    );
    expectError(
      await topUp(ana, { email: carded.input.email, deliveries: 2, confirmed_amount_minor: 150 }),
      409,
      'no_prepaid',
    );
    const { input } = await prepaidBusiness(ana, 2);
    expectError(
      await topUp(luis, { email: input.email, deliveries: 2, confirmed_amount_minor: 150 }),
      404,
      'not_found',
    );
    expectError(
      await create(luis, { email: input.email, deliveries: 2, confirmed_amount_minor: 150 }),
      404,
      'not_found',
    );
    expect((await lookup(ana, input.email)).json().data.balance.remaining).toBe(2);
  });

  it("limits the salesperson's password guesses", async () => {
    const ana = await newSalesperson(ctx);
    const { input } = await referredBusiness(app, ana);
    await expectRateLimitedAfter(() => lookup(ana, input.email, 'guess'), 12, 400);
  });
});
