import { randomUUID } from 'node:crypto';
import type { Session } from '@rutaviva/domain';
import { afterAll, expect } from 'vitest';
import { DAY_MS } from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness } from '../../../test/factories';
import { startFakePayPal, TEST_PAYPAL_PLANS } from '../../../test/fake-paypal';
import { DEFAULT_BILLING } from '../../config';

export const MX_PRICE = 29_900;
const PLANS = TEST_PAYPAL_PLANS;

const TRANSMISSION = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-stand-in',
  'paypal-transmission-id': 'b1e2c3d4',
  'paypal-transmission-sig': 'c2lnbmF0dXJl',
  'paypal-transmission-time': '2026-01-01T00:00:00Z',
};

/**
 * The real app with PayPal configured against a local stand-in of PayPal's REST API, which reads
 * the app's clock; both are closed after the file's tests. With the steps tests take through it.
 */
export async function createPayPalTestContext() {
  const fake = await startFakePayPal(() => ctx.clock.seconds());
  afterAll(() => fake.close());
  const ctx = await createTestContext({
    billing: {
      ...DEFAULT_BILLING,
      paypal: {
        clientId: 'client-stand-in',
        clientSecret: 'secret-stand-in',
        webhookId: 'WH123STANDIN',
        plans: PLANS,
        apiUrl: fake.url,
        // Long enough that a normal answer on a loaded machine is never taken for a lost one; only
        // the test of a capture whose answer never comes back waits it out.
        timeoutMs: 5_000,
      },
    },
  });
  const { app, clock, db } = ctx;

  const start = (session: Session, plan = 'whatsapp', price = MX_PRICE) =>
    app.inject({
      method: 'POST',
      url: '/api/paypal/subscriptions',
      headers: bearer(session),
      payload: { plan, confirmed_price_minor: price },
    });

  const confirm = (session: Session, subscriptionId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/paypal/subscriptions/confirm',
      headers: bearer(session),
      payload: { subscription_id: subscriptionId },
    });

  /** Starts, approves at the stand-in and confirms: a PayPal subscription in its free week. */
  async function subscribeWithPayPal(session: Session) {
    const started = await start(session);
    expect(started.statusCode, started.body).toBe(201);
    const id = new URL(started.json().data.approve_url).searchParams.get('subscription_id') as string;
    fake.approve(id);
    const confirmed = await confirm(session, id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return id;
  }

  let events = 0;
  /** Posts an event as PayPal does; the stand-in decides what its verification call says. */
  const sendEvent = (
    eventType: string,
    resource: Record<string, unknown>,
    id = `WH-${++events}-${eventType}`,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json', ...TRANSMISSION },
      payload: { id, event_type: eventType, resource_type: 'subscription', resource },
    });

  /** PayPal charges the subscription's next cycle and says so with a completed sale. */
  async function payCycle(subscriptionId: string) {
    const { minor, currency } = fake.payCycle(subscriptionId);
    const sale = await sendEvent('PAYMENT.SALE.COMPLETED', {
      id: `SALE-${randomUUID()}`,
      state: 'completed',
      billing_agreement_id: subscriptionId,
      amount: { total: (minor / 100).toFixed(2), currency },
      create_time: clock.now().toISOString(),
    });
    expect(sale.json(), sale.body).toEqual({ received: true, result: 'applied' });
  }

  /** A business whose first paid month on PayPal starts now, after its free week. */
  async function activePayPalBusiness() {
    const { session } = await createBusiness(app);
    const id = await subscribeWithPayPal(session);
    clock.advance(7 * DAY_MS);
    await payCycle(id);
    const row = await rowOf(id);
    expect(row.status).toBe('active');
    return { session, id, row };
  }

  const rowOf = (id: string) =>
    db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', id)
      .executeTakeFirstOrThrow();

  return {
    ...ctx,
    fake,
    start,
    confirm,
    subscribeWithPayPal,
    sendEvent,
    payCycle,
    activePayPalBusiness,
    rowOf,
  };
}
