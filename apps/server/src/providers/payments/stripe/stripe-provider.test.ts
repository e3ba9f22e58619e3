import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { overviewOf, paymentsOf } from '../../../../test/billing';
import { createTestContext, TestClock } from '../../../../test/context';
import {
  bearer,
  createBusiness,
  expectError,
  expectFieldError,
  expectStatus,
} from '../../../../test/factories';
import { startFakeStripe } from '../../../../test/fake-stripe';
import { DEFAULT_BILLING } from '../../../config';

const WEBHOOK_SECRET = 'whsec_stripe_stand_in';
const clockForFake = new TestClock();
const fake = await startFakeStripe(() => clockForFake.seconds());
afterAll(() => fake.close());

const ctx = await createTestContext({
  billing: {
    ...DEFAULT_BILLING,
    provider: 'stripe',
    stripe: {
      secretKey: 'sk_test_stand_in',
      publishableKey: 'pk_test_stand_in',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      prices: { 'whatsapp:MX': 'price_whatsapp_mx', 'sms:MX': 'price_sms_mx' },
    },
  },
});
const { app, clock } = ctx;
const signer = new Stripe('sk_test_signs_only');

/** Posts an event as Stripe does: JSON signed with the endpoint's secret. */
async function sendEvent(type: string, object: { id: string } & Record<string, unknown>) {
  const body = JSON.stringify({
    id: `evt_${type}_${object.id}_${clock.seconds()}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
    timestamp: clock.seconds(),
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

const saveCard = (session: { jwt_token: string }, paymentMethodId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payment_methods',
    headers: bearer(session),
    payload: { payment_method_id: paymentMethodId },
  });

describe('the Stripe provider, against a stand-in of Stripe on loopback', () => {
  it("refuses Stripe's declined test cards in the spec's words", async () => {
    const { session } = await createBusiness(app);
    const poor = await saveCard(session, 'pm_card_chargeDeclinedInsufficientFunds');
    expectError(poor, 402, 'card_insufficient_funds');
    expect(poor.json().error.message).toBe('Your card has insufficient funds.');
    expectError(await saveCard(session, 'pm_card_chargeDeclined'), 402, 'card_declined');
  });

  it('saves a card, starts the trial at the configured price, and follows Stripe through its events', async () => {
    const { session } = await createBusiness(app);
    // The pages take the card with Stripe Elements, under this deployment's publishable key.
    expect((await overviewOf(app, session)).checkout).toEqual({
      card_provider: 'stripe',
      stripe_publishable_key: 'pk_test_stand_in',
      paypal: false,
    });
    const card = await saveCard(session, 'pm_card_visa');
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json()).toMatchObject({ brand: 'visa', last4: '4242', is_default: true });
    const customerCall = fake.requests.find(
      (request) =>
        request.path === '/v1/customers' && request.form['metadata[business_id]'] === session.business_id,
    );
    expect(customerCall?.headers['idempotency-key']).toBe(`customer:${session.business_id}`);
    expect(customerCall?.form['metadata[business_id]']).toBe(session.business_id);
    expect(fake.requests.some((request) => request.path === '/v1/payment_methods/pm_card_visa/attach')).toBe(
      true,
    );

    const started = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(session),
      payload: { plan: 'whatsapp', confirmed_price_minor: 29_900 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const create = fake.requests.findLast(
      (request) => request.path === '/v1/subscriptions' && request.method === 'POST',
    );
    expect(create?.form).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      'items[0][price]': 'price_whatsapp_mx',
      trial_period_days: '7',
      payment_behavior: 'allow_incomplete',
      'metadata[plan]': 'whatsapp',
      'metadata[price_minor]': '29900',
    });
    expect(started.json().data.subscription).toMatchObject({ status: 'trialing', view: 'trialing' });

    // Stripe ends the trial and charges the card; its events reach our route in any order.
    const [subscriptionId, subscription] = [...fake.subscriptions.entries()].at(-1) as [
      string,
      Record<string, unknown>,
    ];
    const invoice = fake.addInvoice(subscriptionId, {
      amount: 29_900,
      status: 'paid',
      paid_at: clockForFake.seconds(),
    });
    Object.assign(subscription, { status: 'active', latest_invoice: invoice.id });
    const charge = {
      id: 'ch_stand_in_1',
      object: 'charge',
      customer: subscription.customer,
      amount: 29_900,
      currency: 'mxn',
      status: 'succeeded',
      failure_code: null,
      created: clock.seconds(),
      payment_method_details: { card: { last4: '4242' } },
    };
    expect((await sendEvent('charge.succeeded', charge)).statusCode).toBe(200);
    expect((await sendEvent('invoice.paid', invoice)).statusCode).toBe(200);
    expect((await sendEvent('customer.subscription.updated', { id: subscriptionId })).statusCode).toBe(200);

    const active = await overviewOf(app, session);
    expect(active.subscription).toMatchObject({ status: 'active', view: 'active', amount_due: null });
    expect(await paymentsOf(app, session)).toMatchObject([
      { amount_minor: 29_900, currency: 'MXN', status: 'succeeded', card_last4: '4242' },
    ]);
    const invoices = await app.inject({
      method: 'GET',
      url: `/api/invoices?subscription_id=${active.subscription?.subscription_id}`,
      headers: bearer(session),
    });
    expect(invoices.json().data).toMatchObject([
      {
        status: 'paid',
        amount_minor: 29_900,
        currency: 'MXN',
        lines: [{ kind: 'plan', quantity: 1, amount_minor: 29_900 }],
      },
    ]);

    // Cancelling asks Stripe, and our books follow its answer at once.
    const canceled = await expectStatus(
      app,
      { method: 'PATCH', url: '/api/subscriptions', headers: bearer(session), payload: { action: 'cancel' } },
      200,
    );
    expect(canceled.json().data.subscription.status).toBe('canceled');
    expect(
      fake.requests.some(
        (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
  });

  it('names a payment method Stripe does not know with 400, and writes nothing', async () => {
    const { session } = await createBusiness(app);
    expectFieldError(
      await saveCard(session, 'pm_card_unknown_to_stripe'),
      'payment_method_id',
      'invalid_value',
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/payment_methods', headers: bearer(session) })).json()
        .data,
    ).toEqual([]);
  });

  it('answers 503 while Stripe is down, and works again when it is back', async () => {
    const { session } = await createBusiness(app);
    fake.setDown(true);
    try {
      expectError(await saveCard(session, 'pm_card_visa'), 503, 'payments_unavailable');
    } finally {
      fake.setDown(false);
    }
    expect((await saveCard(session, 'pm_card_visa')).statusCode).toBe(201);
  });
});
