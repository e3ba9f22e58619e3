import { randomUUID } from 'node:crypto';
import type { Card, Invoice, Payment, Session, SubscriptionOverview } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import type { TestClock } from './context';
import { bearer, expectStatus } from './factories';

/** Stripe's test cards, as the sandbox reads them (issue 12). */
export const CARDS = {
  good: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
  failsLater: '4000 0000 0000 0341',
} as const;

export const DAY_MS = 86_400_000;

/** `count` deliveries of the business, all started at `at`, as starting trips records them. */
export async function recordDeliveries(db: Db, businessId: string, count: number, at: Date) {
  await db
    .insertInto('usage_records')
    .values(
      Array.from({ length: count }, () => ({
        business_id: businessId,
        kind: 'delivery' as const,
        source_id: randomUUID(),
        occurred_at: at,
      })),
    )
    .execute();
}

/** Types a card into the sandbox's card entry and saves it; the answer, whatever it is. */
export async function saveCard(app: FastifyInstance, admin: Session, number: string) {
  const token = await expectStatus(
    app,
    {
      method: 'POST',
      url: '/api/sandbox/payment_methods',
      headers: bearer(admin),
      payload: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
    },
    201,
  );
  return app.inject({
    method: 'POST',
    url: '/api/payment_methods',
    headers: bearer(admin),
    payload: { payment_method_id: token.json().id },
  });
}

export async function overviewOf(app: FastifyInstance, admin: Session): Promise<SubscriptionOverview> {
  return (
    await expectStatus(app, { method: 'GET', url: '/api/subscriptions', headers: bearer(admin) }, 200)
  ).json().data;
}

export const startSubscription = async (
  app: FastifyInstance,
  admin: Session,
  plan: 'whatsapp' | 'sms' = 'whatsapp',
) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: bearer(admin),
    payload: { plan, confirmed_price_minor: (await overviewOf(app, admin)).price.monthly_price_minor },
  });

/** Saves a card and starts the trial with it: the usual checkout. */
export async function subscribe(app: FastifyInstance, admin: Session, card: string = CARDS.good) {
  expect201(await saveCard(app, admin, card));
  expect201(await startSubscription(app, admin));
  await app.drainBackgroundWork();
  return overviewOf(app, admin);
}

function expect201(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 201)
    throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
}

export async function paymentsOf(app: FastifyInstance, admin: Session): Promise<Payment[]> {
  return (await expectStatus(app, { method: 'GET', url: '/api/charges', headers: bearer(admin) }, 200)).json()
    .data;
}

export async function invoicesOf(
  app: FastifyInstance,
  admin: Session,
  subscriptionId: string,
): Promise<Invoice[]> {
  return (
    await expectStatus(
      app,
      { method: 'GET', url: `/api/invoices?subscription_id=${subscriptionId}`, headers: bearer(admin) },
      200,
    )
  ).json().data;
}

export async function cardsOf(app: FastifyInstance, admin: Session): Promise<Card[]> {
  return (
    await expectStatus(app, { method: 'GET', url: '/api/payment_methods', headers: bearer(admin) }, 200)
  ).json().data;
}

/** Runs the billing job as pg-boss would, then waits for the events it sent to take effect. */
export async function runBilling(app: FastifyInstance) {
  const result = await app.billingRun.run();
  await app.drainBackgroundWork();
  return result;
}

/** Saves another card and makes it the one charged (PUT /api/payment_customers). */
export async function replaceCard(app: FastifyInstance, admin: Session, number: string) {
  const saved = await saveCard(app, admin, number);
  if (saved.statusCode !== 201)
    throw new Error(`saving the card answered ${saved.statusCode}: ${saved.body}`);
  await expectStatus(
    app,
    {
      method: 'PUT',
      url: '/api/payment_customers',
      headers: bearer(admin),
      payload: { payment_method_id: saved.json().payment_method_id, desired_action: 'make_default' },
    },
    200,
  );
}

/** PATCH /api/subscriptions (cancel, end the trial, or change the plan); the answer. */
export const changeSubscription = (app: FastifyInstance, admin: Session, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/subscriptions', headers: bearer(admin), payload });

/** The pay-now button (POST /api/invoices); the answer. */
export const payOverdue = (app: FastifyInstance, admin: Session, subscriptionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: bearer(admin),
    payload: { subscription_id: subscriptionId },
  });

/** The extras billed for a subscription (billed_extras), as the past-period tests compare them. */
export function billedExtrasOf(db: Db, subscriptionId: string) {
  return db
    .selectFrom('billed_extras')
    .select(['period_start', 'quantity', 'amount_minor', 'reason'])
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** A subscription's past periods (subscription_periods), oldest first. */
export function pastPeriodsOf(db: Db, subscriptionId: string) {
  return db
    .selectFrom('subscription_periods')
    .select(['period_start', 'period_end', 'settled_at'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('period_start')
    .execute();
}

/**
 * The next billing runs settle the subscription's one past period, `period` (as the subscription
 * row had it), on the first run, and leave it as it was on the next: a settled period is not read again.
 */
export async function expectPastPeriodSettledOnce(
  app: FastifyInstance,
  db: Db,
  clock: TestClock,
  period: { id: string; current_period_start: Date; current_period_end: Date },
) {
  clock.advance(5 * 60_000);
  await runBilling(app);
  const settled = [
    {
      period_start: period.current_period_start,
      period_end: period.current_period_end,
      settled_at: clock.now(),
    },
  ];
  expect(await pastPeriodsOf(db, period.id)).toEqual(settled);
  clock.advance(5 * 60_000);
  await runBilling(app);
  expect(await pastPeriodsOf(db, period.id)).toEqual(settled);
}
