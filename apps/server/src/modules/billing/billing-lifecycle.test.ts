import { describe, expect, it } from 'vitest';
import {
  CARDS,
  DAY_MS,
  invoicesOf,
  overviewOf,
  paymentsOf,
  runBilling,
  saveCard,
  startSubscription,
  subscribe,
} from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, expectError, expectStatus, signIn } from '../../../test/factories';

const ctx = await createTestContext();
const { app, clock } = ctx;

const MX_PRICE = 29_900;

/** Moves the clock past the trial (7 days) and runs the billing job. */
async function endTrial() {
  clock.advance(7 * DAY_MS + 60_000);
  return runBilling(app);
}

describe('the trial', () => {
  it('starts at checkout for a week and charges the card when it ends', async () => {
    const { session } = await createBusiness(app);
    const trialing = await subscribe(app, session);
    expect(trialing.subscription).toMatchObject({ status: 'trialing', view: 'trialing', plan: 'whatsapp' });
    expect(trialing.subscription?.trial_end).toBe(clock.seconds() + 7 * 86_400);
    expect(trialing.subscription?.next_charge).toEqual({
      amount_minor: MX_PRICE,
      currency: 'MXN',
      date: trialing.subscription?.trial_end,
    });
    expect(trialing.standing).toBe('none');
    expect(await paymentsOf(app, session)).toEqual([]);

    await endTrial();
    const active = await overviewOf(app, session);
    expect(active.subscription).toMatchObject({ status: 'active', view: 'active', amount_due: null });
    const payments = await paymentsOf(app, session);
    expect(payments).toMatchObject([
      { amount_minor: MX_PRICE, currency: 'MXN', status: 'succeeded', card_last4: '4242' },
    ]);
    const [invoice] = await invoicesOf(app, session, active.subscription?.subscription_id as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_minor: MX_PRICE,
      billing_reason: 'subscription_cycle',
      lines: [{ kind: 'plan', quantity: 1, unit_amount_minor: MX_PRICE, amount_minor: MX_PRICE }],
    });
    expect(active.subscription?.next_charge?.date).toBe(active.subscription?.current_period_end);
  });

  it('reads as expired when the card fails at its end, then retries into unpaid over two weeks', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session, CARDS.failsLater);
    await endTrial();
    const expired = await overviewOf(app, session);
    expect(expired.subscription).toMatchObject({ status: 'past_due', view: 'trial_expired' });
    expect(expired.subscription?.amount_due?.amount_minor).toBe(MX_PRICE);
    expect(expired.standing).toBe('trial_expired');
    const [invoice] = await invoicesOf(app, session, expired.subscription?.subscription_id as string);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    const firstFailure = invoice?.created as number;
    expect(invoice?.next_payment_attempt).toBe(firstFailure + 3 * 86_400);

    // Retries on days 3, 7 and 14 after the first failure, then the subscription is unpaid.
    for (const [day, attempts] of [
      [3, 2],
      [7, 3],
    ] as const) {
      clock.advance((day === 3 ? 3 : 4) * DAY_MS);
      await runBilling(app);
      const [retried] = await invoicesOf(app, session, expired.subscription?.subscription_id as string);
      expect(retried).toMatchObject({ status: 'open', attempt_count: attempts });
      expect((await overviewOf(app, session)).subscription?.status).toBe('past_due');
    }
    clock.advance(7 * DAY_MS);
    await runBilling(app);
    const unpaid = await overviewOf(app, session);
    expect(unpaid.subscription).toMatchObject({ status: 'unpaid', view: 'trial_expired' });
    const failed = await paymentsOf(app, session);
    expect(failed).toHaveLength(4);
    expect(failed.every((payment) => payment.status === 'failed' && payment.amount_minor === MX_PRICE)).toBe(
      true,
    );
    expect(failed[0]?.failure_code).toBe('card_declined');
  });

  it('recovers with pay-now on a new card, and the banner goes', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session, CARDS.failsLater);
    await endTrial();
    const due = await overviewOf(app, session);
    const subscriptionId = due.subscription?.subscription_id as string;
    clock.advance(60_000);

    const declined = await app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: bearer(session),
      payload: { subscription_id: subscriptionId },
    });
    expectError(declined, 402, 'card_declined');
    expect(declined.json().error.message).toBe('Your card was declined, please try using another one.');

    clock.advance(60_000);
    expect((await saveCard(app, session, CARDS.good)).statusCode).toBe(201);
    const good = (
      await app.inject({ method: 'GET', url: '/api/payment_methods', headers: bearer(session) })
    ).json().data[1];
    await expectStatus(
      app,
      {
        method: 'PUT',
        url: '/api/payment_customers',
        headers: bearer(session),
        payload: { payment_method_id: good.payment_method_id, desired_action: 'make_default' },
      },
      200,
    );
    const paid = await expectStatus(
      app,
      {
        method: 'POST',
        url: '/api/invoices',
        headers: bearer(session),
        payload: { subscription_id: subscriptionId },
      },
      200,
    );
    expect(paid.json().data.subscription).toMatchObject({ status: 'active', amount_due: null });
    expect(paid.json().data.standing).toBe('none');
    await app.drainBackgroundWork();
    const payments = await paymentsOf(app, session);
    expect(payments.map((payment) => [payment.status, payment.amount_minor, payment.card_last4])).toEqual([
      ['succeeded', MX_PRICE, '4242'],
      ['failed', MX_PRICE, '0341'],
      ['failed', MX_PRICE, '0341'],
    ]);
    const banner = await expectStatus(
      app,
      { method: 'GET', url: '/api/sub_banner', headers: bearer(session) },
      200,
    );
    expect(banner.json()).toEqual({ data: null });
  });
});

describe('renewal', () => {
  it('charges the plan each month on the anchor day', async () => {
    const { session: firstSession, input } = await createBusiness(app);
    await subscribe(app, firstSession);
    await endTrial();
    const first = await overviewOf(app, firstSession);
    clock.advance((first.subscription?.current_period_end as number) * 1000 - clock.now().getTime() + 1000);
    await runBilling(app);
    // Sessions last 30 days: the admin signs in again.
    const session = await signIn(app, input);
    const second = await overviewOf(app, session);
    expect(second.subscription?.current_period_start).toBe(first.subscription?.current_period_end);
    expect(second.subscription?.status).toBe('active');
    const payments = await paymentsOf(app, session);
    expect(payments.map((payment) => payment.amount_minor)).toEqual([MX_PRICE, MX_PRICE]);
    // A second run, or one racing it, charges nothing more.
    await Promise.all([runBilling(app), runBilling(app)]);
    expect(await paymentsOf(app, session)).toHaveLength(2);
  });
});

describe('cancel and reactivate', () => {
  it('cancels at once, then buys again at the regular price with no second trial', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session);
    const canceled = await expectStatus(
      app,
      { method: 'PATCH', url: '/api/subscriptions', headers: bearer(session), payload: { action: 'cancel' } },
      200,
    );
    expect(canceled.json().data.subscription).toMatchObject({ status: 'canceled', next_charge: null });
    expect(canceled.json().data.subscription.canceled_at).toBe(clock.seconds());
    expect(canceled.json().data.standing).toBe('bad_sub');

    const wrongPrice = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(session),
      payload: { plan: 'sms', confirmed_price_minor: 1_500 },
    });
    expectError(wrongPrice, 409, 'price_changed');

    expect((await startSubscription(app, session, 'sms')).statusCode).toBe(201);
    await app.drainBackgroundWork();
    const active = await overviewOf(app, session);
    expect(active.subscription).toMatchObject({ status: 'active', plan: 'sms', trial_end: null });
    expect(active.standing).toBe('none');
    expect((await paymentsOf(app, session)).map((payment) => payment.amount_minor)).toEqual([MX_PRICE]);
  });

  it('leaves a failed first payment incomplete, expired after 23 hours', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session, CARDS.failsLater);
    await expectStatus(
      app,
      { method: 'PATCH', url: '/api/subscriptions', headers: bearer(session), payload: { action: 'cancel' } },
      200,
    );
    const refused = await startSubscription(app, session);
    expectError(refused, 402, 'card_declined');
    await app.drainBackgroundWork();
    expect((await overviewOf(app, session)).subscription).toMatchObject({ status: 'incomplete' });
    clock.advance(23 * 3_600_000 + 1000);
    await runBilling(app);
    const expired = await overviewOf(app, session);
    expect(expired.subscription).toMatchObject({ status: 'incomplete_expired', amount_due: null });
    expect(expired.standing).toBe('bad_sub');
    // Another card, another try.
    expect((await saveCard(app, session, CARDS.good)).statusCode).toBe(201);
    const cards = (
      await app.inject({ method: 'GET', url: '/api/payment_methods', headers: bearer(session) })
    ).json().data;
    await expectStatus(
      app,
      {
        method: 'PUT',
        url: '/api/payment_customers',
        headers: bearer(session),
        payload: { payment_method_id: cards[1].payment_method_id, desired_action: 'make_default' },
      },
      200,
    );
    expect((await startSubscription(app, session)).statusCode).toBe(201);
    expect((await overviewOf(app, session)).subscription?.status).toBe('active');
  });
});
