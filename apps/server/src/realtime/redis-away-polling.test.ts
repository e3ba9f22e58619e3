import { pointsOfRoute } from '@rutaviva/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createBusiness, createCourier, startTrip } from '../../test/factories';
import { OwnRedis } from '../../test/redis-server';
import { openStream } from '../../test/sse-client';
import { TcpProxy } from '../../test/tcp-proxy';
import { postBatch, twoProcesses, upTo } from '../../test/two-processes';

/** Short, so the test waits little; production's is REDIS_AWAY_POLL_MS. */
const POLL_MS = 500;

/**
 * A split deployment while Redis is away: the courier posts through process A, the tracking page
 * watches through process B. B cannot hear A over Redis, so its stream must read the new points
 * from PostgreSQL every POLL_MS, each once and in order, and repeat nothing when Redis is back.
 */
describe('a trip stream on another process while Redis is away', async () => {
  const own = await OwnRedis.start();
  const proxied = await TcpProxy.start(own.url);
  afterAll(async () => {
    await proxied.proxy.close();
    await own.stop();
  });
  const { processes, urls, buses, waitForRedis } = await twoProcesses(proxied.url, {
    redisAwayPollMs: POLL_MS,
  });
  const processA = processes.A;
  const streams: { close(): void }[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const { session } = await createBusiness(processA.app);
  const courier = await createCourier(processA.app, session);
  const trip = await startTrip(processA.app, courier);
  const at = processA.clock.seconds() - 600;

  /** The seconds each stream has shown, as its page appends them, and every repeat or reorder. */
  const shown = { A: [] as number[], B: [] as number[] };
  const problems: string[] = [];
  const append = (name: 'A' | 'B', seconds: number[]) => {
    for (const second of seconds) {
      const last = shown[name].at(-1);
      if (last !== undefined && second <= last) problems.push(`${name}: ${second} after ${last}`);
      shown[name].push(second);
    }
  };
  for (const name of ['A', 'B'] as const) {
    const stream = await openStream(`${urls[name]}/api/trips/${trip.generated_trip_id}/stream`);
    expect(stream.status).toBe(200);
    streams.push(stream);
    void (async () => {
      for (;;) {
        const event = await stream.nextOrEnd(3_600_000).catch(() => null);
        if (!event) return;
        const points: { timestamp: number }[] =
          event.event === 'trip'
            ? pointsOfRoute(event.data)
            : event.event === 'coordinates'
              ? event.data.points
              : [];
        append(
          name,
          points.map((point) => point.timestamp - at),
        );
      }
    })();
  }

  /** One batch of two points, seconds 2n-1 and 2n, always through process A. */
  const post = (n: number) => postBatch(processA, courier, trip, at, n);
  const bothShow = async (n: number, timeout = 15_000) => {
    for (const name of ['A', 'B'] as const) {
      await expect.poll(() => shown[name], { timeout, message: `stream on ${name}` }).toEqual(upTo(n));
    }
  };

  it('carries points from A to the stream on B over Redis', async () => {
    await waitForRedis('up');
    await post(1);
    await bothShow(1);
  });

  it("reads A's points from the database on B every poll while Redis is still away", async () => {
    await proxied.proxy.cut();
    await waitForRedis('down');
    for (const n of [2, 3, 4]) {
      const posted = Date.now();
      await post(n);
      // A poll comes within POLL_MS; the rest is room for a loaded machine.
      await bothShow(n, POLL_MS + 4_000);
      console.info(`stream on B caught up ${Date.now() - posted} ms after the post (poll ${POLL_MS} ms)`);
    }
    expect(buses.map((bus) => bus.redisState())).toEqual(['down', 'down']);
    expect(problems).toEqual([]);
  });

  it('repeats nothing once Redis is back, and carries points live again', async () => {
    await proxied.proxy.restore();
    await waitForRedis('up');
    await post(5);
    await bothShow(5);
    expect(problems).toEqual([]);
  });
});
