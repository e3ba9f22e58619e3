import { randomBytes } from 'node:crypto';
import { pointsOfRoute } from '@rutaviva/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { bearer, createBusiness, createCourier, startTrip } from '../../test/factories';
import { OwnRedis } from '../../test/redis-server';
import { openBusinessStream, type SseEvent } from '../../test/sse-client';
import { TcpProxy } from '../../test/tcp-proxy';
import { connectRedis } from '../lib/redis';
import { RedisBus } from './bus';

/** Short, so the test waits little; production's is REDIS_AWAY_POLL_MS. */
const POLL_MS = 500;
/** A poll comes within POLL_MS; the rest is room for a loaded machine. */
const WITHIN_A_POLL = POLL_MS + 4_000;

/**
 * A split deployment while Redis is away: couriers post through process A, the admin's monitor
 * watches through process B. B cannot hear A over Redis, so the monitor must learn from
 * PostgreSQL every POLL_MS what changed: new points (each once), a trip started on A, an end.
 */
describe('the monitor on another process while Redis is away', async () => {
  const own = await OwnRedis.start();
  const proxied = await TcpProxy.start(own.url);
  const prefix = `rutaviva-test-monitor-polling-${randomBytes(4).toString('hex')}:`;
  const connect = () => connectRedis(proxied.url, () => {});
  const connections = [connect(), connect(), connect(), connect(), connect(), connect()] as const;
  const [limitsA, pubA, subA, limitsB, pubB, subB] = connections;
  const buses = [new RedisBus(pubA, subA, prefix), new RedisBus(pubB, subB, prefix)] as const;
  const overrides = { redisPrefix: prefix, redisAwayPollMs: POLL_MS };
  const processA = await createTestContext(overrides, { redis: limitsA, bus: buses[0] });
  const processB = await createTestContext(overrides, { redis: limitsB, bus: buses[1], db: processA.db });
  const urlB = await processB.app.listen({ port: 0, host: '127.0.0.1' });

  const { session } = await createBusiness(processA.app);
  const couriers = [
    await createCourier(processA.app, session),
    await createCourier(processA.app, session),
  ] as const;
  const first = await startTrip(processA.app, couriers[0]);
  const at = processA.clock.seconds() - 600;

  /** What the monitor on B shows of each trip, as the web app keeps it, and every repeat. */
  const points = new Map<string, number[]>();
  const events: [string, string][] = [];
  const problems: string[] = [];
  const take = (event: SseEvent) => {
    if (event.event === 'trips') {
      points.clear();
      for (const trip of event.data.trips)
        points.set(
          trip.generated_trip_id,
          pointsOfRoute(trip).map((point) => point.timestamp - at),
        );
      return;
    }
    const trip: string | undefined = event.data?.generated_trip_id;
    if (!trip) return;
    events.push([event.event, trip]);
    const seconds: number[] =
      event.event === 'coordinates'
        ? event.data.points.map((point: { timestamp: number }) => point.timestamp - at)
        : event.event === 'trip_started'
          ? pointsOfRoute(event.data).map((point) => point.timestamp - at)
          : [];
    const shown = points.get(trip) ?? [];
    for (const second of seconds) {
      if (shown.includes(second)) problems.push(`${trip}: ${second} again`);
      else shown.push(second);
    }
    points.set(trip, shown);
  };
  const monitor = await openBusinessStream(processB.app, urlB, session);
  expect(monitor.status).toBe(200);
  void (async () => {
    for (;;) {
      const event = await monitor.nextOrEnd(3_600_000).catch(() => null);
      if (!event) return;
      take(event);
    }
  })();
  afterAll(async () => {
    monitor.close();
    await Promise.all(buses.map((bus) => bus.close()));
    for (const connection of connections) connection.disconnect();
    await proxied.proxy.close();
    await own.stop();
  });

  const redisOf = async (ctx: TestContext) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().redis;
  const waitForRedis = async (state: 'up' | 'down') => {
    for (const ctx of [processA, processB]) {
      await expect.poll(() => redisOf(ctx), { timeout: 15_000 }).toBe(state);
    }
  };

  /** One batch of two points of `trip`, seconds 2n-1 and 2n, always through process A. */
  const post = async (trip: string, courier: 0 | 1, n: number) => {
    const response = await processA.app.inject({
      method: 'POST',
      url: `/api/trips/${trip}/coordinates`,
      headers: bearer(couriers[courier]),
      payload: {
        points: [2 * n - 1, 2 * n].map((s) => ({ lat: 19.4 + s / 1000, lng: -99.1, timestamp: at + s })),
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const upTo = (n: number) => Array.from({ length: 2 * n }, (_, k) => k + 1);

  it("shows the trip of A's picture, Redis up", async () => {
    await waitForRedis('up');
    await expect.poll(() => points.get(first.generated_trip_id)).toEqual([]);
  });

  it("reads A's points on B within a poll while Redis is away, each once", async () => {
    await proxied.proxy.cut();
    await waitForRedis('down');
    for (const n of [1, 2, 3]) {
      await post(first.generated_trip_id, 0, n);
      await expect
        .poll(() => points.get(first.generated_trip_id), { timeout: WITHIN_A_POLL })
        .toEqual(upTo(n));
    }
    expect(problems).toEqual([]);
  });

  it('shows a trip started on A, then its points', async () => {
    const second = await startTrip(processA.app, couriers[1]);
    await expect
      .poll(() => events.filter(([, trip]) => trip === second.generated_trip_id)[0], {
        timeout: WITHIN_A_POLL,
      })
      .toEqual(['trip_started', second.generated_trip_id]);
    await post(second.generated_trip_id, 1, 1);
    await expect
      .poll(() => points.get(second.generated_trip_id), { timeout: WITHIN_A_POLL })
      .toEqual(upTo(1));
    expect(problems).toEqual([]);
  });

  it('shows the end of a trip ended on A', async () => {
    const ended = await processA.app.inject({
      method: 'POST',
      url: `/api/trips/${first.generated_trip_id}/end`,
      headers: bearer(couriers[0]),
      payload: {},
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await expect
      .poll(() => events.filter(([event, trip]) => event === 'ended' && trip === first.generated_trip_id), {
        timeout: WITHIN_A_POLL,
      })
      .toHaveLength(1);
    expect(buses.map((bus) => bus.redisState())).toEqual(['down', 'down']);
  });

  it('gets the whole picture once Redis is back, with nothing repeated', async () => {
    const before = events.length;
    await proxied.proxy.restore();
    await waitForRedis('up');
    await expect.poll(() => points.has(first.generated_trip_id), { timeout: 15_000 }).toBe(false);
    expect(events.slice(before).filter(([event]) => event === 'ended')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
