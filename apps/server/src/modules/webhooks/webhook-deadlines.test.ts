import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, businessWithCourier, expectStatus, startTrip } from '../../../test/factories';
import { deliveriesOf, registerEndpoint } from '../../../test/webhook-endpoints';
import { startWebhookReceiver } from '../../../test/webhook-receiver';

const ctx = await createTestContext({ webhooks: { timeoutMs: 1000, allowPrivateTargets: true } });
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await Promise.all(closers.map((close) => close()));
});

/** A receiver that answers 200 at once, then its body a byte every 200 ms, never finishing. */
async function tricklingReceiver(): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/plain' });
    const drip = setInterval(() => response.write('.'), 200);
    response.on('close', () => clearInterval(drip));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

describe('one deadline for a whole attempt (WEBHOOK_TIMEOUT_SECONDS)', () => {
  it('counts an answer still trickling in at the deadline as a timeout, so it holds its lane no longer', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const endpoint = await registerEndpoint(ctx.app, admin, await tricklingReceiver(), ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    const [delivery] = await deliveriesOf(ctx.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', last_status_code: null, last_error: 'timeout' });
    const [attempt] = await ctx.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', '=', delivery?.id ?? '')
      .execute();
    expect(attempt?.duration_ms).toBeGreaterThanOrEqual(900);
    expect(attempt?.duration_ms).toBeLessThan(5000);
  });
});

describe('an endpoint turned off by hand', () => {
  it('fails what was waiting at once, instead of sending it days later when turned back on', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const failing = await startWebhookReceiver({ status: 500 });
    closers.push(() => failing.close());
    const endpoint = await registerEndpoint(ctx.app, admin, failing.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    expect((await deliveriesOf(ctx.db, endpoint.id))[0]?.status).toBe('pending');

    await expectStatus(
      ctx.app,
      {
        method: 'PATCH',
        url: `/api/webhook_endpoints/${endpoint.id}`,
        headers: bearer(admin),
        payload: { enabled: false },
      },
      200,
    );
    expect(await deliveriesOf(ctx.db, endpoint.id)).toEqual([
      expect.objectContaining({ status: 'failed', next_attempt_at: null, last_error: 'endpoint_disabled' }),
    ]);

    ctx.clock.advance(3 * 24 * 3600_000);
    await expectStatus(
      ctx.app,
      {
        method: 'PATCH',
        url: `/api/webhook_endpoints/${endpoint.id}`,
        headers: bearer(admin),
        payload: { enabled: true },
      },
      200,
    );
    await ctx.app.webhookSender.runDue();
    await ctx.app.webhookSender.drain();
    expect(failing.received.length).toBe(1);
  });
});
