import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { allowSeveralTrips, businessWithCourier, startTrip } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { TcpProxy } from '../../../test/tcp-proxy';
import {
  deliveriesOf,
  endpointEnabled,
  registerEndpoint,
  runJobAfter,
} from '../../../test/webhook-endpoints';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { messageIdOf } from '../../providers/email/smtp-email';
import { claimDelivery } from './webhook-sender.repo';

const MINUTE = 60_000;
const smtp = await startSmtpServer();
const { proxy, url: smtpUrl } = await TcpProxy.start(smtp.url);
// Long enough that a normal answer on a loaded machine never times out (an extra attempt would
// break the exact counts); only the test of a receiver that answers too late waits it out.
const config = {
  webhooks: { timeoutMs: 5_000, allowPrivateTargets: true },
  smtpUrl,
  mailFrom: 'RutaViva <no-reply@rutaviva.test>',
  emailDelivery: { timeoutMs: 5_000, retryWindowMs: 24 * 60 * MINUTE },
};
const ctx = await createTestContext(config);
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await proxy.close();
  await smtp.close();
});

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(options);
  closers.push(started.close);
  return started;
}

/** Event ids as the receiver got them, each request once. */
const eventIdsOf = (bodies: string[]) => bodies.map((body) => (JSON.parse(body) as { id: string }).id);

describe('a receiver that times out, then accepts', () => {
  it('gets the same event again on the retry, and nothing more once it answered 2xx', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    // The first answer comes well after the 5 s deadline; later ones at once.
    const hooks = await receiver({ delayMs: (count) => (count === 1 ? 15_000 : 0) });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    const [timedOut] = await deliveriesOf(ctx.db, endpoint.id);
    expect(timedOut).toMatchObject({ status: 'pending', attempt_count: 1, last_status_code: null });

    await runJobAfter(ctx, MINUTE);
    const [done] = await deliveriesOf(ctx.db, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt_count: 2, last_status_code: 200 });
    await runJobAfter(ctx, 60 * MINUTE);
    const ids = eventIdsOf(hooks.received.map((request) => request.body));
    expect(ids).toHaveLength(2);
    expect(new Set(ids)).toEqual(new Set([timedOut?.event_id]));
  });
});

describe('a sender process that stops', () => {
  it('finishes the attempts under way on app.close and leaves the waiting ones to the job, each sent once', async () => {
    // A second server process on the same database, stopped while it sends.
    // Its attempts wait for the receiver's answer as long as the test holds it.
    const stopping = await createTestContext(
      { ...config, webhooks: { timeoutMs: 30_000, allowPrivateTargets: true } },
      { db: ctx.db },
    );
    const { admin, courier } = await businessWithCourier(stopping.app);
    await allowSeveralTrips(stopping.app, admin);
    // A receiver that holds every answer until released: the attempts stay under way.
    const bodies: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((done) => (release = done));
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        void released.then(() => response.writeHead(200).end('ok'));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const endpoint = await registerEndpoint(stopping.app, admin, url, ['delivery.started']);
    for (let trip = 0; trip < 6; trip++) await startTrip(stopping.app, courier);
    // Four attempts at once per endpoint: four under way, two waiting in the process.
    await expect.poll(() => bodies.length, { timeout: 10_000 }).toBe(4);

    const closed = stopping.app.close();
    release();
    await closed;
    const rows = await deliveriesOf(ctx.db, endpoint.id);
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(4);
    const left = rows.filter((row) => row.status === 'pending');
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.attempt_count === 0)).toBe(true);

    // The other process's retry job sends them.
    stopping.clock.advance(MINUTE);
    await runJobAfter(ctx, MINUTE);
    const done = await deliveriesOf(ctx.db, endpoint.id);
    expect(done.every((row) => row.status === 'succeeded')).toBe(true);
    const ids = eventIdsOf(bodies);
    expect(ids).toHaveLength(6);
    expect(new Set(ids)).toEqual(new Set(done.map((row) => row.event_id)));
  });

  it('leaves an attempt whose process died to the job once its hold runs out, then sends it once more', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const hooks = await receiver({ status: (count) => (count === 1 ? 500 : 200) });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    ctx.clock.advance(MINUTE);
    // A process claimed the retry and died before sending anything.
    const [pending] = await deliveriesOf(ctx.db, endpoint.id);
    const now = ctx.clock.now();
    expect(
      await claimDelivery(ctx.db, pending?.id ?? '', now, new Date(now.getTime() + 6 * MINUTE)),
    ).toBeDefined();
    await runJobAfter(ctx, 0);
    expect(hooks.received).toHaveLength(1);

    await runJobAfter(ctx, 6 * MINUTE);
    const [done] = await deliveriesOf(ctx.db, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt_count: 2 });
    expect(hooks.received).toHaveLength(2);
  });
});

describe('the email telling admins an endpoint was turned off', () => {
  it('is retried when SMTP is down, and reaches the admin once', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    const hooks = await receiver({ status: 500 });
    const endpoint = await registerEndpoint(ctx.app, admin, hooks.url, ['delivery.started']);
    await startTrip(ctx.app, courier);
    await ctx.app.webhookSender.drain();
    // Failing since then: three days of failures end with the next one.
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date(ctx.clock.now().getTime() - 3 * 24 * 60 * MINUTE) })
      .where('id', '=', endpoint.id)
      .execute();
    await proxy.cut();
    await runJobAfter(ctx, MINUTE);
    await ctx.app.drainBackgroundWork();
    expect(await endpointEnabled(ctx.db, endpoint.id)).toBe(false);
    const emailOf = () =>
      ctx.db
        .selectFrom('outbound_emails')
        .selectAll()
        .where('business_id', '=', admin.business_id)
        .where('subject', 'like', '%webhook%')
        .executeTakeFirstOrThrow();
    const failed = await emailOf();
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1 });

    await proxy.restore();
    ctx.clock.advance(MINUTE);
    await ctx.email.retryDue();
    expect(await emailOf()).toMatchObject({ status: 'sent', attempts: 2 });
    const delivered = smtp.received.filter(
      (mail) => mail.messageId === messageIdOf(failed.id, config.mailFrom),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.raw.replace(/=\r?\n/g, '')).toContain(`/integrations/webhooks/${endpoint.id}`);
  });
});
