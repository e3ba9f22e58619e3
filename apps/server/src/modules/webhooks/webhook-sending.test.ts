import { WebhookEventSchema } from '@rutaviva/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  businessWithCourier,
  courierStep,
  createBusiness,
  expectStatus,
  startTrip,
} from '../../../test/factories';
import {
  ALL_WEBHOOK_EVENTS,
  deliveriesOf,
  registerEndpoint,
  runJobAfter,
} from '../../../test/webhook-endpoints';
import {
  startWebhookReceiver,
  verifyRutaVivaWebhook,
  type WebhookReceiver,
} from '../../../test/webhook-receiver';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_WINDOW_MS } from './webhook-sender';

const ctx = await createTestContext();
const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

const attemptsOf = (c: TestContext, deliveryId: string) =>
  c.db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .orderBy('attempted_at')
    .execute();

describe('delivery events from real trip actions', () => {
  it('sends each of the four events once, signed, to the business it belongs to alone', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const hooks = await receiver();
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url);
    const other = await createBusiness(ctx.app);
    const otherHooks = await receiver();
    await registerEndpoint(ctx.app, other.session, otherHooks.url);

    const trip = await startTrip(ctx.app, courier);
    expect((await courierStep(ctx.app, courier, trip, 'arrival')).statusCode).toBe(200);
    expect((await courierStep(ctx.app, courier, trip, 'end')).statusCode).toBe(200);
    const review = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.generated_trip_id}`,
      payload: { trip: { rating: 3, selected: ['courier'], remarks: 'Rápido', improvement: '' } },
    });
    expect(review.statusCode, review.body).toBe(200);
    await ctx.app.webhookSender.drain();

    const events = hooks.events().map((event) => WebhookEventSchema.parse(event));
    expect(events.map((event) => event.type)).toEqual(ALL_WEBHOOK_EVENTS);
    expect(new Set(events.map((event) => event.id)).size).toBe(4);
    for (const request of hooks.received) {
      expect(verifyRutaVivaWebhook(endpoint.secret, request.headers, request.body, ctx.clock.seconds())).toBe(
        true,
      );
      expect(verifyRutaVivaWebhook('whsec_wrong', request.headers, request.body, ctx.clock.seconds())).toBe(
        false,
      );
      // Five minutes late or more, the same request is refused.
      expect(
        verifyRutaVivaWebhook(endpoint.secret, request.headers, request.body, ctx.clock.seconds() + 301),
      ).toBe(false);
      expect(request.headers['rutaviva-event-id']).toBe(JSON.parse(request.body).id);
    }
    const ended = events[2];
    expect(ended?.data).toMatchObject({ trip_id: trip.generated_trip_id, status: 'ended' });
    expect(events[3]?.data.review).toMatchObject({ rating: 3, selected: ['courier'] });
    expect(otherHooks.received).toEqual([]);
    const rows = await deliveriesOf(ctx.db, endpoint.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
  });

  it("sends delivery.ended for an admin's end and for the trip a new start ends", async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const hooks = await receiver();
    await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.ended']);
    const first = await startTrip(ctx.app, courier);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: '55 3333 4444', end_open_trips: true },
    });
    expect(second.statusCode, second.body).toBe(201);
    await expectStatus(
      ctx.app,
      {
        method: 'POST',
        url: `/api/trips/${second.json().generated_trip_id}/admin_end`,
        headers: bearer(admin),
        payload: {},
      },
      200,
    );
    await ctx.app.webhookSender.drain();
    expect(hooks.events().map((event) => [event.type, event.data.trip_id])).toEqual([
      ['delivery.ended', first.generated_trip_id],
      ['delivery.ended', second.json().generated_trip_id],
    ]);
  });
});

describe('retries', () => {
  it('retries with backoff on the job, with the same event id, until a success', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const hooks = await receiver({ status: (count) => (count <= 2 ? 500 : 204) });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    const [delivery] = await deliveriesOf(ctx.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1, last_status_code: 500 });
    const started = ctx.clock.now().getTime();
    expect(delivery?.next_attempt_at?.getTime()).toBe(started + 60_000);
    const failing = await ctx.db
      .selectFrom('webhook_endpoints')
      .select('failing_since')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(failing.failing_since?.getTime()).toBe(started);

    await runJobAfter(ctx, 30_000);
    expect(hooks.received).toHaveLength(1);
    await runJobAfter(ctx, 30_000);
    expect(hooks.received).toHaveLength(2);
    const [afterSecond] = await deliveriesOf(ctx.db, endpoint.id);
    expect(afterSecond?.next_attempt_at?.getTime()).toBe(ctx.clock.now().getTime() + 5 * 60_000);
    await runJobAfter(ctx, 5 * 60_000);
    expect(hooks.received).toHaveLength(3);

    expect(new Set(hooks.events().map((event) => event.id)).size).toBe(1);
    const [done] = await deliveriesOf(ctx.db, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt_count: 3, last_status_code: 204 });
    const attempts = await attemptsOf(ctx, done?.id ?? '');
    expect(attempts.map((attempt) => attempt.status_code)).toEqual([500, 500, 204]);
    const healed = await ctx.db
      .selectFrom('webhook_endpoints')
      .select('failing_since')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(healed.failing_since).toBeNull();
  });

  it('marks a delivery failed after a day of failures, and "send again" still delivers it', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    let answer = 503;
    const hooks = await receiver({ status: () => answer });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    for (let run = 0; run < 20; run++) {
      const [delivery] = await deliveriesOf(ctx.db, endpoint.id);
      if (delivery?.status !== 'pending' || !delivery.next_attempt_at) break;
      await runJobAfter(ctx, delivery.next_attempt_at.getTime() - ctx.clock.now().getTime());
    }
    const [failed] = await deliveriesOf(ctx.db, endpoint.id);
    expect(failed?.status).toBe('failed');
    const attempts = await attemptsOf(ctx, failed?.id ?? '');
    const first = attempts[0]?.attempted_at.getTime() ?? 0;
    const last = attempts.at(-1)?.attempted_at.getTime() ?? 0;
    expect(last - first).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(last - first).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS - 6 * 3600_000);
    expect(attempts.length).toBeGreaterThanOrEqual(6);
    // Nothing more is sent once it failed.
    const sent = hooks.received.length;
    await runJobAfter(ctx, 24 * 3600_000);
    expect(hooks.received).toHaveLength(sent);

    answer = 200;
    const resent = await expectStatus(
      ctx.app,
      { method: 'POST', url: `/api/webhook_deliveries/${failed?.id}/resend`, headers: bearer(admin) },
      200,
    );
    expect(resent.json()).toMatchObject({ status: 'succeeded', last_status_code: 200 });
    expect(new Set(hooks.events().map((event) => event.id)).size).toBe(1);
    const manual = await attemptsOf(ctx, failed?.id ?? '');
    expect(manual.at(-1)?.manual).toBe(true);

    const other = await createBusiness(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhook_deliveries/${failed?.id}/resend`,
      headers: bearer(other.session),
    });
    expect(foreign.statusCode).toBe(404);
    expect(hooks.received.length).toBe(sent + 1);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is turned off after 3 days of failures, its pending deliveries stop, and its admin is emailed', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    await allowSeveralTrips(ctx.app, admin);
    const hooks = await receiver({ status: 500 });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, [
      'delivery.started',
      'delivery.arrived',
    ]);
    const firstFailure = ctx.clock.now().getTime();
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    // A delivery every 12 hours, each failing: no quiet day breaks the streak.
    for (let day = 0; day < 5; day++) {
      ctx.clock.advance(12 * 3600_000);
      await startTrip(ctx.app, courier);
      await ctx.app.webhookSender.drain();
    }
    ctx.clock.advance(firstFailure + WEBHOOK_DISABLE_AFTER_MS - 60_000 - ctx.clock.now().getTime());
    const late = await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    let row = await ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(true);
    expect(row.failing_since?.getTime()).toBe(firstFailure);

    // A minute later its retry fails too: three days straight.
    await runJobAfter(ctx, 60_000);
    row = await ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const pending = (await deliveriesOf(ctx.db, endpoint.id)).filter(
      (delivery) => delivery.status === 'pending',
    );
    expect(pending).toEqual([]);
    await ctx.app.drainBackgroundWork();
    const emails = await ctx.db
      .selectFrom('outbound_emails')
      .selectAll()
      .where('business_id', '=', admin.business_id)
      .where('subject', 'like', '%webhook%')
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Se desactivó un endpoint de webhook de RutaViva');
    expect(emails[0]?.text_body).toContain(hooks.url);
    expect(emails[0]?.text_body).toContain(`/integrations/webhooks/${endpoint.id}`);

    // Off, it gets nothing, even from new events.
    const sent = hooks.received.length;
    expect((await courierStep(ctx.app, courier, late, 'arrival')).statusCode).toBe(200);
    await runJobAfter(ctx, 3600_000);
    expect(hooks.received).toHaveLength(sent);
    const listed = await expectStatus(
      ctx.app,
      { method: 'GET', url: '/api/webhook_endpoints', headers: bearer(admin) },
      200,
    );
    expect(listed.json().data[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
  });
});

describe('sending in production (SSRF)', () => {
  it('refuses at send time an address registered before it turned private, and connects nowhere', async () => {
    const strict = await createTestContext({ webhooks: { timeoutMs: 2000, allowPrivateTargets: false } });
    const { admin, courier } = await businessWithCourier(strict.app);
    const hooks = await receiver();
    // Written straight to the table: as a name that resolved to a public address when registered would.
    for (const url of [hooks.url, `http://localhost:${hooks.port}/hooks`]) {
      await strict.db
        .insertInto('webhook_endpoints')
        .values({ business_id: admin.business_id, url, events: ['delivery.started'], secret: 'whsec_test' })
        .execute();
    }
    await startTrip(strict.app, courier);
    await strict.app.webhookSender.drain();
    const attempts = await strict.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
      .select(['a.error', 'a.status_code'])
      .where('w.business_id', '=', admin.business_id)
      .execute();
    expect(attempts).toEqual([
      { error: 'address_not_allowed', status_code: null },
      { error: 'address_not_allowed', status_code: null },
    ]);
    expect(hooks.received).toEqual([]);
  });
});

describe('isolation between endpoints', () => {
  it('a slow endpoint and a failing one delay no healthy endpoint', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    await allowSeveralTrips(ctx.app, admin);
    const slow = await receiver({ delayMs: 4000 });
    const failing = await receiver({ status: 500 });
    const healthy = await receiver();
    for (const hooks of [slow, failing, healthy])
      await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    for (let i = 0; i < 10; i++) await startTrip(ctx.app, courier, `55 1111 22${String(i).padStart(2, '0')}`);
    await expect.poll(() => healthy.received.length, { timeout: 3500, interval: 20 }).toBe(10);
    // Everything reached the healthy one before the slow one had answered anything.
    expect(slow.answered()).toBe(0);
    await expect.poll(() => failing.received.length, { timeout: 3500, interval: 20 }).toBe(10);
    await ctx.app.webhookSender.drain();
    expect(slow.answered()).toBe(10);
  }, 30_000);
});

describe('a failing streak', () => {
  it('starts again after a quiet day: an endpoint that failed once, then heard nothing for days, stays on', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    await allowSeveralTrips(ctx.app, admin);
    const hooks = await receiver({ status: 500 });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    ctx.clock.advance(WEBHOOK_DISABLE_AFTER_MS + 3600_000);
    // Its next failure, days later ("send again", so no new delivery is needed).
    const [delivery] = await deliveriesOf(ctx.db, endpoint.id);
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhook_deliveries/${delivery?.id}/resend`,
      headers: bearer(admin),
    });
    expect(resent.statusCode).toBe(200);
    await ctx.app.webhookSender.drain();
    expect(hooks.received.length).toBe(2);
    const row = await ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(true);
    expect(row.failing_since?.getTime()).toBe(ctx.clock.now().getTime());
  });
});
