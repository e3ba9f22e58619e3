import {
  AccountSubscriptionSchema,
  CardListSchema,
  InvoiceListSchema,
  PaymentListSchema,
  SubscriptionBannerSchema,
  SubscriptionOverviewSchema,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  cardsOf,
  changeSubscription,
  overviewOf,
  saveCard,
  startSubscription,
  subscribe,
} from '../../../test/billing';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  bearer,
  createBusiness,
  createCourier,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
  expectStatus,
  itAnswers401WithoutSession,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();
const { app, db } = ctx;
const limited = await createTestContext(
  { rateLimits: { ...TEST_RATE_LIMITS, cardEntry: { max: 20, windowSeconds: 3600 } } },
  { db },
);

const get = (url: string, session: { jwt_token: string }) =>
  app.inject({ method: 'GET', url, headers: bearer(session) });

describe('GET /api/subscriptions', () => {
  itAnswers401WithoutSession(app, { method: 'GET', url: '/api/subscriptions' });

  it('refuses a courier token', async () => {
    const { session } = await createBusiness(app);
    const courier = await createCourier(app, session);
    expect((await get('/api/subscriptions', courier)).statusCode).toBe(403);
  });

  it("shows the market's price before any subscription, and the standing it has", async () => {
    const { session } = await createBusiness(app, { country_iso: 'US', cell_phone: '415 555 2671' });
    const overview = await get('/api/subscriptions', session);
    expectShape(SubscriptionOverviewSchema, overview.json());
    expect(overview.json().data).toMatchObject({
      checkout: { card_provider: 'sandbox', stripe_publishable_key: null, paypal: false },
      subscription: null,
      usage: null,
      price: {
        market: 'US',
        currency: 'USD',
        monthly_price_minor: 1_500,
        included_deliveries: 300,
        extra_delivery_minor: 5,
      },
      standing: 'bad_sub',
    });
    const other = await createBusiness(app, { country_iso: 'PA', cell_phone: '6123 4567' });
    expect((await overviewOf(app, other.session)).price).toMatchObject({
      market: 'international',
      currency: 'USD',
      included_deliveries: 400,
      extra_delivery_minor: 4,
    });
  });
});

describe('POST /api/payment_methods', () => {
  itAnswers401WithoutSession(app, {
    method: 'POST',
    url: '/api/payment_methods',
    payload: { payment_method_id: 'pm_x' },
  });

  it.each([
    [CARDS.insufficientFunds, 'card_insufficient_funds', 'Your card has insufficient funds.'],
    [CARDS.declined, 'card_declined', 'Your card was declined, please try using another one.'],
  ])('refuses %s with the spec sentence and saves nothing', async (number, code, message) => {
    const { session } = await createBusiness(app);
    const response = await saveCard(app, session, number);
    expectError(response, 402, code);
    expect(response.json().error.message).toBe(message);
    expect(await cardsOf(app, session)).toEqual([]);
  });

  it('keeps only brand, expiry and the last 4 digits; the first card is the default', async () => {
    const { session } = await createBusiness(app);
    const response = await saveCard(app, session, CARDS.good);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2040,
      is_default: true,
    });
    expectShape(CardListSchema, (await get('/api/payment_methods', session)).json());
    const stored = JSON.stringify(await db.selectFrom('payment_methods').selectAll().execute());
    expect(stored).not.toContain('4242424242424242');
  });

  it('names each wrong field of the card entry with 400', async () => {
    const { session } = await createBusiness(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/sandbox/payment_methods',
      headers: bearer(session),
      payload: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expectFieldError(response, 'number', 'invalid_card_number');
  });

  it("answers 404 for a payment method that is not this business's", async () => {
    const owner = await createBusiness(app);
    const card = (await saveCard(app, owner.session, CARDS.good)).json();
    const other = await createBusiness(app);
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/payment_methods',
      headers: bearer(other.session),
      payload: { payment_method_id: card.payment_method_id },
    });
    expectFieldError(stolen, 'payment_method_id', 'invalid_value');
    expect(await cardsOf(app, other.session)).toEqual([]);
    for (const request of [
      { method: 'DELETE' as const, url: `/api/payment_methods?payment_method_id=${card.payment_method_id}` },
      {
        method: 'PUT' as const,
        url: '/api/payment_customers',
        payload: { payment_method_id: card.payment_method_id, desired_action: 'make_default' },
      },
    ]) {
      expectError(await app.inject({ ...request, headers: bearer(other.session) }), 404, 'not_found');
    }
    expect(await cardsOf(app, owner.session)).toHaveLength(1);
  });
});

describe('DELETE /api/payment_methods', () => {
  it('keeps the only card of a live subscription, and moves the default when another exists', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session);
    const [first] = await cardsOf(app, session);
    const only = await app.inject({
      method: 'DELETE',
      url: `/api/payment_methods?payment_method_id=${first?.payment_method_id}`,
      headers: bearer(session),
    });
    expectError(only, 409, 'card_in_use');
    await saveCard(app, session, '5555 5555 5555 4444');
    const removed = await expectStatus(
      app,
      {
        method: 'DELETE',
        url: `/api/payment_methods?payment_method_id=${first?.payment_method_id}`,
        headers: bearer(session),
      },
      200,
    );
    expect(removed.json().data).toMatchObject([{ brand: 'mastercard', last4: '4444', is_default: true }]);
  });
});

describe('POST /api/subscriptions', () => {
  itAnswers401WithoutSession(app, {
    method: 'POST',
    url: '/api/subscriptions',
    payload: { plan: 'sms', confirmed_price_minor: 1 },
  });

  it('asks for a card first, and refuses a second live subscription', async () => {
    const { session } = await createBusiness(app);
    expectError(await startSubscription(app, session), 409, 'card_required');
    await subscribe(app, session);
    expectError(await startSubscription(app, session), 409, 'subscription_exists');
  });

  it.each([
    [{ plan: 'fax', confirmed_price_minor: 29_900 }, 'plan'],
    [{ plan: 'sms', confirmed_price_minor: -1 }, 'confirmed_price_minor'],
    [{ plan: 'sms', confirmed_price_minor: 29_900, trial_days: 90 }, 'trial_days'],
  ])('names the bad field of %o with 400 and writes nothing', async (payload, field) => {
    const { session } = await createBusiness(app);
    await saveCard(app, session, CARDS.good);
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(session),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect((await overviewOf(app, session)).subscription).toBeNull();
  });

  it('lets the plan choose the channel of the tracking messages', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session);
    expect((await changeSubscription(app, session, { plan: 'sms' })).statusCode).toBe(200);
    const courier = await createCourier(app, session);
    await expectStatus(
      app,
      {
        method: 'POST',
        url: '/api/trips',
        headers: bearer(courier),
        payload: { customer_phone_number: '55 1111 2222' },
      },
      201,
    );
    const message = await db
      .selectFrom('outbound_messages')
      .select('channel')
      .where('business_id', '=', session.business_id)
      .where('kind', '=', 'tracking')
      .executeTakeFirstOrThrow();
    expect(message.channel).toBe('sms');
  });
});

describe('the other billing reads', () => {
  it('answer in their documented shapes, and another business reads as 404', async () => {
    const { session } = await createBusiness(app);
    const overview = await subscribe(app, session);
    const subscriptionId = overview.subscription?.subscription_id as string;
    expectShape(PaymentListSchema, (await get('/api/charges', session)).json());
    expectShape(
      InvoiceListSchema,
      (await get(`/api/invoices?subscription_id=${subscriptionId}`, session)).json(),
    );
    expectShape(SubscriptionBannerSchema, (await get('/api/sub_banner', session)).json());
    const account = (await get('/api/account_subscription', session)).json();
    expectShape(AccountSubscriptionSchema, account);
    expect(account.data).toMatchObject({
      stripe_subscription_object: { status: 'trialing' },
      our_subscription_object: { payment_type: 'card', prepaid_trips_amount: 0 },
    });

    const other = await createBusiness(app);
    expectError(
      await get(`/api/invoices?subscription_id=${subscriptionId}`, other.session),
      404,
      'not_found',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: bearer(other.session),
        payload: { subscription_id: subscriptionId },
      }),
      404,
      'not_found',
    );
    expect((await get('/api/charges', other.session)).json().data).toEqual([]);
    expect(
      (await get('/api/account_subscription', other.session)).json().data.stripe_subscription_object,
    ).toBeNull();
  });
});

describe('card entry rate limit', () => {
  it('stops an admin after 20 cards an hour', async () => {
    const { session } = await createBusiness(limited.app);
    await expectRateLimitedAfter(
      () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/sandbox/payment_methods',
          headers: bearer(session),
          payload: { number: CARDS.declined, exp_month: 12, exp_year: 2040, cvc: '123' },
        }),
      20,
      201,
    );
  });
});
