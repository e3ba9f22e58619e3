import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  changeSubscription,
  DAY_MS,
  overviewOf,
  paymentsOf,
  payOverdue,
  runBilling,
} from '../../../test/billing';
import { bearer, createBusiness, expectError, expectStatus, signIn } from '../../../test/factories';
import { createPayPalTestContext, MX_PRICE } from './paypal.test-helpers';

const { app, clock, db, fake, start, confirm, subscribeWithPayPal, sendEvent, rowOf } =
  await createPayPalTestContext();

describe('POST /api/paypal/subscriptions', () => {
  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/paypal/subscriptions', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it("creates PayPal's subscription on the plan of the plan and market, and answers where to approve it", async () => {
    const { session } = await createBusiness(app);
    expect((await overviewOf(app, session)).checkout.paypal).toBe(true);
    const started = await start(session, 'sms');
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.approve_url).toMatch(
      new RegExp(`^${fake.url}/checkoutnow\\?subscription_id=I-`),
    );
    const sent = fake.lastRequest('POST', '/v1/billing/subscriptions');
    expect(sent?.headers['paypal-request-id']).toMatch(/^rutaviva-subscription-/);
    expect(sent?.headers.authorization).toBe('Bearer A21AA-stand-in');
    expect(JSON.parse(sent?.raw ?? '')).toMatchObject({
      plan_id: 'P-SMX',
      custom_id: session.business_id,
      application_context: {
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: 'http://rutaviva.test/paypal?result=approved',
        cancel_url: 'http://rutaviva.test/paypal?result=cancelled',
      },
    });
    const overview = await overviewOf(app, session);
    expect(overview.subscription).toMatchObject({
      status: 'incomplete',
      payment_type: 'paypal',
      plan: 'sms',
    });
  });

  it('refuses a price the admin did not confirm and a second subscription, with 409', async () => {
    const { session } = await createBusiness(app);
    expectError(await start(session, 'whatsapp', 100), 409, 'price_changed');
    await subscribeWithPayPal(session);
    expectError(await start(session), 409, 'subscription_exists');
  });
});

describe('POST /api/paypal/subscriptions/confirm', () => {
  it('reads the approved subscription from PayPal: trialing until the end of the free week', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    const overview = await overviewOf(app, session);
    expect(overview.subscription).toMatchObject({
      status: 'trialing',
      payment_type: 'paypal',
      trial_end: clock.seconds() + 7 * 86_400,
    });
    expect(overview.standing).toBe('none');
    expect((await rowOf(id)).provider).toBe('paypal');
    const business = await db
      .selectFrom('businesses')
      .select('onboarding_state')
      .where('id', '=', session.business_id)
      .executeTakeFirstOrThrow();
    expect(business.onboarding_state).not.toBe('checkout');
  });

  it('answers 409 paypal_not_approved when the admin cancelled on PayPal, and lets them start again', async () => {
    const { session } = await createBusiness(app);
    const started = await start(session);
    const id = new URL(started.json().data.approve_url).searchParams.get('subscription_id') as string;
    expectError(await confirm(session, id), 409, 'paypal_not_approved');
    expect((await start(session)).statusCode).toBe(201);
  });

  it('lets an approval never given lapse after 23 hours (incomplete_expired)', async () => {
    const { session: first, input } = await createBusiness(app);
    expect((await start(first)).statusCode).toBe(201);
    clock.advance(23 * 3_600_000);
    await runBilling(app);
    const session = await signIn(app, input);
    expect((await overviewOf(app, session)).subscription?.status).toBe('incomplete_expired');
    // A new start is possible.
    expect((await start(session)).statusCode).toBe(201);
  });

  it("answers 404 for another business's subscription, and for one PayPal says is not ours", async () => {
    const { session: owner } = await createBusiness(app);
    const { session: other } = await createBusiness(app);
    const started = await start(owner);
    const id = new URL(started.json().data.approve_url).searchParams.get('subscription_id') as string;
    fake.approve(id);
    expectError(await confirm(other, id), 404, 'not_found');
    expectError(await confirm(other, 'I-UNKNOWN'), 404, 'not_found');
    (fake.subscriptions.get(id) as { custom_id: string }).custom_id = other.business_id;
    expectError(await confirm(owner, id), 404, 'not_found');
  });

  it('answers 503 payments_unavailable when PayPal does not answer', async () => {
    const { session } = await createBusiness(app);
    fake.state.down = true;
    try {
      expectError(await start(session), 503, 'payments_unavailable');
    } finally {
      fake.state.down = false;
    }
  });
});

describe('POST /api/webhooks/paypal', () => {
  it('refuses an event PayPal does not verify, or without its headers, and writes nothing', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    fake.state.verification = 'FAILURE';
    try {
      fake.suspend(id);
      expectError(
        await sendEvent('BILLING.SUBSCRIPTION.SUSPENDED', { id }, 'WH-forged'),
        400,
        'webhook_signature_invalid',
      );
    } finally {
      fake.state.verification = 'SUCCESS';
    }
    const verify = JSON.parse(
      fake.lastRequest('POST', '/v1/notifications/verify-webhook-signature')?.raw ?? '',
    );
    expect(verify).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: 'b1e2c3d4',
      webhook_id: 'WH123STANDIN',
      webhook_event: { id: 'WH-forged' },
    });
    const bare = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'WH-bare', event_type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource: { id } },
    });
    expectError(bare, 400, 'webhook_signature_invalid');
    expect((await rowOf(id)).status).toBe('trialing');
    const applied = await db
      .selectFrom('provider_events')
      .selectAll()
      .where('provider', '=', 'paypal')
      .execute();
    expect(applied.map((each) => each.event_id)).not.toContain('WH-forged');
  });

  it('records a paid cycle to the cent, once, and moves the period', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    fake.payCycle(id);
    const sale = {
      id: 'SALE-1',
      state: 'completed',
      billing_agreement_id: id,
      amount: { total: '299.00', currency: 'MXN' },
      create_time: new Date(clock.now()).toISOString(),
    };
    const first = await sendEvent('PAYMENT.SALE.COMPLETED', sale, 'WH-sale-1');
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    const again = await sendEvent('PAYMENT.SALE.COMPLETED', sale, 'WH-sale-1');
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    const payments = await paymentsOf(app, session);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount_minor: MX_PRICE,
      currency: 'MXN',
      status: 'succeeded',
      card_last4: null,
    });
    expect(payments[0]?.invoice_id).toEqual(expect.any(String));
    const overview = await overviewOf(app, session);
    expect(overview.subscription).toMatchObject({
      status: 'active',
      current_period_start: clock.seconds(),
      current_period_end: clock.seconds() + 30 * 86_400,
      next_charge: { amount_minor: MX_PRICE, date: clock.seconds() + 30 * 86_400 },
    });
  });

  it('converges whatever order the events arrive in: an old ACTIVATED after SUSPENDED leaves it unpaid', async () => {
    const { session: first, input } = await createBusiness(app);
    const id = await subscribeWithPayPal(first);
    clock.advance(7 * DAY_MS);
    fake.payCycle(id);
    await sendEvent('BILLING.SUBSCRIPTION.UPDATED', { id });
    clock.advance(30 * DAY_MS);
    fake.failPayment(id);
    await sendEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id });
    const session = await signIn(app, input);
    const pastDue = await overviewOf(app, session);
    expect(pastDue.subscription).toMatchObject({
      status: 'past_due',
      amount_due: { amount_minor: MX_PRICE, currency: 'MXN' },
    });
    expect(pastDue.subscription?.view).toBe('past_due');
    // SPEC §4: past due or unpaid without a salesperson is the trial_expired standing.
    expect(pastDue.standing).toBe('trial_expired');
    fake.suspend(id);
    await sendEvent('BILLING.SUBSCRIPTION.SUSPENDED', { id });
    // The activation, delivered late, is read against PayPal's state now.
    await sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', { id });
    const unpaid = await overviewOf(app, session);
    expect(unpaid.subscription?.status).toBe('unpaid');
    expect(unpaid.standing).toBe('trial_expired');
    const banner = await expectStatus(
      app,
      { method: 'GET', url: '/api/sub_banner', headers: bearer(session) },
      200,
    );
    expect(banner.json()).toEqual({ data: 'trial_expired' });
  });
});

describe('PATCH /api/subscriptions and pay now with PayPal', () => {
  it('pays an overdue balance by capturing it at PayPal', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    fake.failPayment(id);
    await sendEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id });
    const overdue = await overviewOf(app, session);
    const paid = await payOverdue(app, session, overdue.subscription?.subscription_id as string);
    expect(paid.statusCode, paid.body).toBe(200);
    const capture = fake.lastRequest('POST', `/v1/billing/subscriptions/${id}/capture`);
    expect(JSON.parse(capture?.raw ?? '')).toMatchObject({
      capture_type: 'OUTSTANDING_BALANCE',
      amount: { currency_code: 'MXN', value: '299.00' },
    });
    expect(paid.json().data.subscription).toMatchObject({ status: 'active', amount_due: null });
    expect(paid.json().data.standing).toBe('none');
  });

  it('cancels at PayPal, and refuses to end the free week early', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    expectError(
      await changeSubscription(app, session, { action: 'end_trial' }),
      409,
      'paypal_trial_cannot_end',
    );
    const canceled = await changeSubscription(app, session, { action: 'cancel' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(fake.lastRequest('POST', `/v1/billing/subscriptions/${id}/cancel`)).toBeDefined();
    expect(canceled.json().data.subscription.status).toBe('canceled');
  });
});

describe('extras of a PayPal subscription', () => {
  it("adds the period's extras to PayPal's balance and captures them once", async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    fake.payCycle(id);
    await sendEvent('BILLING.SUBSCRIPTION.UPDATED', { id });
    const row = await rowOf(id);
    expect(row.status).toBe('active');
    const at = new Date(clock.now().getTime() + 60_000);
    await db
      .insertInto('usage_records')
      .values(
        Array.from({ length: 403 }, () => ({
          business_id: session.business_id,
          kind: 'delivery' as const,
          source_id: randomUUID(),
          occurred_at: at,
        })),
      )
      .execute();
    clock.advance(30 * DAY_MS);
    // PayPal fails the first capture after the balance was raised: the next run captures it, once.
    fake.state.failNextCapture = true;
    expect((await runBilling(app)).failed).toBe(1);
    await runBilling(app);
    await runBilling(app);
    const captures = fake.captures.filter((each) => each.subscription === id);
    // 3 extras at 0.75 MXN.
    expect(captures).toEqual([expect.objectContaining({ amount: '2.25' })]);
    const patches = fake.requests.filter(
      (each) => each.method === 'PATCH' && each.path === `/v1/billing/subscriptions/${id}`,
    );
    expect(patches).toHaveLength(1);
    const patch = JSON.parse(patches[0]?.raw ?? '');
    expect(patch).toEqual([
      {
        op: 'replace',
        path: '/billing_info/outstanding_balance',
        value: { currency_code: 'MXN', value: '2.25' },
      },
    ]);
    const billed = await db
      .selectFrom('billed_extras')
      .selectAll()
      .where('subscription_id', '=', row.id)
      .execute();
    expect(billed).toMatchObject([{ quantity: 3, amount_minor: 225, reason: 'renewal' }]);
  });
});

describe('extras of a PayPal subscription when the capture answer is lost', () => {
  it('captures them once and leaves no balance to charge again', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    fake.payCycle(id);
    await sendEvent('BILLING.SUBSCRIPTION.UPDATED', { id });
    const row = await rowOf(id);
    const at = new Date(clock.now().getTime() + 60_000);
    await db
      .insertInto('usage_records')
      .values(
        Array.from({ length: 402 }, () => ({
          business_id: session.business_id,
          kind: 'delivery' as const,
          source_id: randomUUID(),
          occurred_at: at,
        })),
      )
      .execute();
    clock.advance(30 * DAY_MS);
    // PayPal captures the extras, and its answer never comes back: the run fails.
    fake.state.silentNextCapture = true;
    expect((await runBilling(app)).failed).toBe(1);
    await runBilling(app);
    await runBilling(app);
    const captures = fake.captures.filter((each) => each.subscription === id);
    expect(captures).toEqual([expect.objectContaining({ amount: '1.50' })]);
    // Nothing is left owing at PayPal that a later cycle or pay-now would charge a second time.
    expect(fake.subscriptions.get(id)?.outstandingMinor).toBe(0);
    const billed = await db
      .selectFrom('billed_extras')
      .selectAll()
      .where('subscription_id', '=', row.id)
      .execute();
    expect(billed).toMatchObject([{ quantity: 2, amount_minor: 150, reason: 'renewal' }]);
  });
});

describe('extras of a PayPal subscription at the threshold, checked by many deliveries at once', () => {
  it('captures them once without running out of database connections', async () => {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    fake.payCycle(id);
    await sendEvent('BILLING.SUBSCRIPTION.UPDATED', { id });
    const row = await rowOf(id);
    // 400 extras at 0.75 MXN: 300.00 MXN, beyond the MX threshold (the monthly price).
    await db
      .insertInto('usage_records')
      .values(
        Array.from({ length: 800 }, () => ({
          business_id: session.business_id,
          kind: 'delivery' as const,
          source_id: randomUUID(),
          occurred_at: clock.now(),
        })),
      )
      .execute();
    // More checks at once than the pool (4 connections here) has connections; none fails.
    const failures = vi.spyOn(app.log, 'error');
    for (let i = 0; i < 10; i++) app.billingRun.checkThreshold(session.business_id);
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('the threshold checks never finished')), 20_000);
    });
    try {
      await Promise.race([app.billingRun.drain(), stuck]);
    } finally {
      clearTimeout(timer);
    }
    const failed = failures.mock.calls.map((call) => String(call[1]));
    failures.mockRestore();
    expect(failed).toEqual([]);
    const captures = fake.captures.filter((each) => each.subscription === id);
    expect(captures).toEqual([expect.objectContaining({ amount: '300.00' })]);
    const billed = await db
      .selectFrom('billed_extras')
      .selectAll()
      .where('subscription_id', '=', row.id)
      .execute();
    expect(billed).toMatchObject([{ quantity: 400, amount_minor: 30_000, reason: 'threshold' }]);
  });
});

describe("PayPal's OAuth token", () => {
  it('is asked for once with the client credentials and kept for every later call', () => {
    const tokens = fake.requests.filter((each) => each.path === '/v1/oauth2/token');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('client-stand-in:secret-stand-in').toString('base64')}`,
    );
    expect(tokens[0]?.form).toEqual({ grant_type: 'client_credentials' });
    expect(fake.requests.length).toBeGreaterThan(20);
  });
});
