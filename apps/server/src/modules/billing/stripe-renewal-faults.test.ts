import { randomUUID } from 'node:crypto';
import type { Session } from '@rutaviva/domain';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, overviewOf, runBilling } from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness } from '../../../test/factories';
import { startFakeStripe } from '../../../test/fake-stripe';
import { DEFAULT_BILLING } from '../../config';

const WEBHOOK_SECRET = 'whsec_stripe_stand_in';
// Stripe's stand-in reads the app's clock: its idempotency keys expire on the same time.
const fake = await startFakeStripe(() => ctx.clock.seconds());
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
      // Long enough that a normal answer on a loaded machine is never taken for a lost one; only
      // the test of a Stripe that never answers waits it out (three times: the SDK tries twice more).
      timeoutMs: 5_000,
    },
  },
});
const { app, db, clock } = ctx;
const signer = new Stripe('sk_test_signs_only');

async function sendEvent(type: string, object: { id: string } & Record<string, unknown>) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
    timestamp: clock.seconds(),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A business on Stripe whose first paid month has started now, with 3 deliveries beyond the 400
 * included in it: its renewal puts 3 extras on the next invoice.
 */
async function activeWithExtras(periodEnds = true): Promise<{ session: Session; subscriptionId: string }> {
  const { session } = await createBusiness(app);
  const card = await app.inject({
    method: 'POST',
    url: '/api/payment_methods',
    headers: bearer(session),
    payload: { payment_method_id: 'pm_card_visa' },
  });
  expect(card.statusCode, card.body).toBe(201);
  const started = await app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: bearer(session),
    payload: { plan: 'whatsapp', confirmed_price_minor: 29_900 },
  });
  expect(started.statusCode, started.body).toBe(201);
  const [subscriptionId, subscription] = [...fake.subscriptions.entries()].at(-1) ?? [];
  if (!subscriptionId || !subscription) throw new Error('no subscription at the stand-in');
  const start = clock.seconds();
  Object.assign(subscription, { status: 'active', trial_end: null });
  const { data: items } = subscription.items as { data: Record<string, unknown>[] };
  Object.assign(items[0] ?? {}, {
    current_period_start: start,
    current_period_end: start + 30 * 86_400,
  });
  await sendEvent('customer.subscription.updated', { id: subscriptionId });
  expect((await overviewOf(app, session)).subscription?.status).toBe('active');
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
  if (periodEnds) clock.advance(30 * DAY_MS + 60_000);
  return { session, subscriptionId };
}

const itemCalls = (subscriptionId: string) =>
  fake.requests.filter(
    (request) => request.path === '/v1/invoiceitems' && request.form.subscription === subscriptionId,
  );
const itemsOf = (subscriptionId: string) =>
  fake.invoiceItems.filter((item) => item.subscription === subscriptionId);
const billedOf = (businessId: string) =>
  db
    .selectFrom('billed_extras')
    .innerJoin('subscriptions', 'subscriptions.id', 'billed_extras.subscription_id')
    .select(['quantity', 'amount_minor', 'reason'])
    .where('subscriptions.business_id', '=', businessId)
    .execute();

/** Stripe renews the subscription (its period moves on 30 days) and says so; the old period's end. */
async function renewAtStripe(subscriptionId: string): Promise<number> {
  const subscription = fake.subscriptions.get(subscriptionId);
  const item = (subscription?.items as { data: Record<string, number>[] } | undefined)?.data[0];
  if (!item) throw new Error('no subscription item at the stand-in');
  const ended = item.current_period_end as number;
  Object.assign(item, { current_period_start: ended, current_period_end: ended + 30 * 86_400 });
  await sendEvent('customer.subscription.updated', { id: subscriptionId });
  return ended;
}

describe("a renewal's extras when Stripe fails", () => {
  it('retries on the next run a call whose answer was lost, and Stripe makes one invoice item', async () => {
    const { session, subscriptionId } = await activeWithExtras();
    fake.state.silentOn = '/v1/invoiceitems';
    expect((await runBilling(app)).failed).toBe(1);
    fake.state.silentOn = null;
    // Stripe carried the call out although no answer came back; our books have not billed it.
    expect(itemsOf(subscriptionId)).toHaveLength(1);
    expect(await billedOf(session.business_id)).toEqual([]);

    clock.advance(5 * 60_000);
    await runBilling(app);
    await runBilling(app);
    expect(itemsOf(subscriptionId)).toMatchObject([{ amount: 225 }]);
    expect(await billedOf(session.business_id)).toEqual([
      { quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    // Every call, the SDK's own retries and the next run's, carried the same key.
    const keys = new Set(itemCalls(subscriptionId).map((request) => request.headers['idempotency-key']));
    expect(itemCalls(subscriptionId).length).toBeGreaterThan(1);
    expect([...keys]).toEqual([expect.stringMatching(/^extras:/)]);
  });

  it('keeps retrying a call Stripe answered 500 until its key expires, then bills the extras once', async () => {
    const { session, subscriptionId } = await activeWithExtras();
    fake.state.failOn = '/v1/invoiceitems';
    expect((await runBilling(app)).failed).toBe(1);
    fake.state.failOn = null;
    // Stripe gives the same 500 to the same key for a day, as it says it does.
    clock.advance(5 * 60_000);
    expect((await runBilling(app)).failed).toBe(1);
    expect(itemsOf(subscriptionId)).toEqual([]);
    expect(await billedOf(session.business_id)).toEqual([]);

    clock.advance(DAY_MS);
    await runBilling(app);
    await runBilling(app);
    expect(itemsOf(subscriptionId)).toMatchObject([{ amount: 225 }]);
    expect(await billedOf(session.business_id)).toEqual([
      { quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    const keys = new Set(itemCalls(subscriptionId).map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('bills the other subscriptions due in the same run when one fails', async () => {
    // Both renew at once; the run takes them in the order of our ids, and the first one fails.
    const both = [await activeWithExtras(false), await activeWithExtras()];
    const ids = await db
      .selectFrom('subscriptions')
      .select(['id', 'business_id'])
      .where(
        'business_id',
        'in',
        both.map((each) => each.session.business_id),
      )
      .orderBy('id')
      .execute();
    const [first, second] = ids.map((row) =>
      both.find((each) => each.session.business_id === row.business_id),
    );
    if (!first || !second) throw new Error('two subscriptions expected');
    fake.state.failOn = '/v1/invoiceitems';
    fake.state.failOnlyFor = first.subscriptionId;
    try {
      const result = await runBilling(app);
      expect(result).toMatchObject({ failed: 1, extras: 1 });
    } finally {
      fake.state.failOn = null;
      fake.state.failOnlyFor = null;
    }
    expect(itemsOf(second.subscriptionId)).toMatchObject([{ amount: 225 }]);
    expect(await billedOf(second.session.business_id)).toEqual([
      { quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    expect(await billedOf(first.session.business_id)).toEqual([]);
  });

  it('bills once, after the renewal moved on, the extras of a period whose call failed', async () => {
    const { session, subscriptionId } = await activeWithExtras();
    fake.state.failOn = '/v1/invoiceitems';
    fake.state.failOnlyFor = subscriptionId;
    try {
      expect((await runBilling(app)).failed).toBe(1);
    } finally {
      fake.state.failOn = null;
      fake.state.failOnlyFor = null;
    }
    expect(itemsOf(subscriptionId)).toEqual([]);
    // Stripe renews before the next run: the subscription's period is now the next one.
    const ended = await renewAtStripe(subscriptionId);

    // Past the day Stripe replays the 500 under the same key.
    clock.advance(DAY_MS + 5 * 60_000);
    expect((await runBilling(app)).failed).toBe(0);
    await runBilling(app);
    expect(itemsOf(subscriptionId)).toMatchObject([{ amount: 225 }]);
    expect(await billedOf(session.business_id)).toEqual([
      { quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
    const keys = new Set(itemCalls(subscriptionId).map((request) => request.headers['idempotency-key']));
    // The key of the first period's three extras, as the failed run made it.
    const firstStart = new Date((ended - 30 * 86_400) * 1000).toISOString();
    expect([...keys]).toEqual([expect.stringMatching(new RegExp(`^extras:.+:${firstStart}:3$`))]);
  });

  it('keeps a past period whose business had no Stripe customer yet, and bills it once it has one', async () => {
    const { session, subscriptionId } = await activeWithExtras();
    // Stripe renews before any run: the ended period is left to the past-period step.
    await renewAtStripe(subscriptionId);
    // Our books lose the business's customer for a while, so there is no one to bill.
    const customer = await db
      .deleteFrom('payment_customers')
      .where('business_id', '=', session.business_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(await runBilling(app)).toMatchObject({ extras: 0, failed: 0 });
    expect(itemsOf(subscriptionId)).toEqual([]);

    await db.insertInto('payment_customers').values(customer).execute();
    clock.advance(5 * 60_000);
    expect(await runBilling(app)).toMatchObject({ extras: 1, failed: 0 });
    expect(itemsOf(subscriptionId)).toMatchObject([{ amount: 225 }]);
    expect(await billedOf(session.business_id)).toEqual([
      { quantity: 3, amount_minor: 225, reason: 'renewal' },
    ]);
  });

  it('refuses, as Stripe does, a key used again with other parameters', async () => {
    const key = `extras:${randomUUID()}`;
    const call = (amount: number) =>
      fetch(`${fake.url}/v1/invoiceitems`, {
        method: 'POST',
        headers: {
          'idempotency-key': key,
          authorization: 'Bearer sk_test_stand_in',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ customer: 'cus_x', subscription: 'sub_x', amount: String(amount) }),
      });
    expect((await call(100)).status).toBe(200);
    expect(await (await call(100)).json()).toMatchObject({ amount: 100 });
    expect((await call(200)).status).toBe(400);
    expect(fake.invoiceItems.filter((item) => item.subscription === 'sub_x')).toHaveLength(1);
  });
});
