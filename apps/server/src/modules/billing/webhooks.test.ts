import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CARDS, DAY_MS, overviewOf, paymentsOf, runBilling, subscribe } from '../../../test/billing';
import { createTestContext, TEST_JWT_SECRET } from '../../../test/context';
import { createBusiness, expectError } from '../../../test/factories';
import { sandboxWebhookSecret } from '../../providers/payments';

const ctx = await createTestContext();
const { app, clock, db } = ctx;
const secret = sandboxWebhookSecret(TEST_JWT_SECRET);
const stripe = new Stripe('sk_test_signs_only');

const post = (body: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

const sign = (body: string, at = clock.seconds(), key = secret) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp: at });

/** The sandbox's own events about a subscription, oldest first, as it sent them. */
async function eventsOf(subscriptionId: string) {
  const rows = await db.selectFrom('sandbox_events').selectAll().orderBy('seq').execute();
  return rows.filter((row) => JSON.stringify(row.object).includes(subscriptionId));
}

const envelope = (row: { id: string; type: string; object: unknown; created_at: Date }) =>
  JSON.stringify({ id: row.id, object: 'event', type: row.type, created: 0, data: { object: row.object } });

describe('POST /api/webhooks/stripe', () => {
  it('refuses a payload with a bad signature, a wrong secret or an old timestamp, and applies nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_x' } },
    });
    expectError(await post(body, 't=1,v1=deadbeef'), 400, 'webhook_signature_invalid');
    expectError(
      await post(body, sign(body, clock.seconds(), 'whsec_someone_else')),
      400,
      'webhook_signature_invalid',
    );
    expectError(await post(body, sign(body, clock.seconds() - 301)), 400, 'webhook_signature_invalid');
    expectError(await post(`${body} `, sign(body)), 400, 'webhook_signature_invalid');
    const applied = await db
      .selectFrom('provider_events')
      .select('event_id')
      .where('event_id', '=', 'evt_forged')
      .execute();
    expect(applied).toEqual([]);
  });

  it('accepts a signed event once: a replay is answered but changes nothing', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session, CARDS.failsLater);
    clock.advance(7 * DAY_MS + 60_000);
    await runBilling(app);
    const payments = await paymentsOf(app, session);
    expect(payments).toMatchObject([{ status: 'failed', amount_minor: 29_900 }]);
    const customer = await db
      .selectFrom('payment_customers')
      .select('provider_customer_id')
      .where('business_id', '=', session.business_id)
      .executeTakeFirstOrThrow();
    const charge = (
      await db.selectFrom('sandbox_events').selectAll().where('type', '=', 'charge.failed').execute()
    ).find((row) => row.object.customer === customer.provider_customer_id);
    if (!charge) throw new Error('the sandbox sent no charge.failed event');
    const body = envelope(charge);
    const replay = await post(body, sign(body));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result).toBe('duplicate');
    expect(await paymentsOf(app, session)).toEqual(payments);
  });

  it('converges to the provider state whatever order the events arrive in', async () => {
    const { session } = await createBusiness(app);
    await subscribe(app, session);
    const subscription = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('business_id', '=', session.business_id)
      .executeTakeFirstOrThrow();
    // The trial ends and is paid; then our books are put back to before, as if those events
    // had never arrived, and the events are sent again newest first.
    clock.advance(7 * DAY_MS + 60_000);
    await runBilling(app);
    const after = await overviewOf(app, session);
    expect(after.subscription?.status).toBe('active');
    const events = await eventsOf(subscription.provider_subscription_id);
    await db.deleteFrom('provider_events').execute();
    await db.deleteFrom('invoices').where('subscription_id', '=', subscription.id).execute();
    await db
      .updateTable('subscriptions')
      .set({ status: 'trialing', current_period_end: subscription.current_period_end, ever_paid: false })
      .where('id', '=', subscription.id)
      .execute();
    expect((await overviewOf(app, session)).subscription?.status).toBe('trialing');
    for (const event of [...events].reverse()) {
      const body = envelope(event);
      expect((await post(body, sign(body))).statusCode).toBe(200);
    }
    const converged = await overviewOf(app, session);
    expect(converged.subscription).toEqual(after.subscription);
  });
});
