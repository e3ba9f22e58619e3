import { pointsOfRoute } from '@rutaviva/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createBusiness, createCourier, startTrip } from '../../test/factories';
import { OwnRedis } from '../../test/redis-server';
import { openStream, type SseEvent } from '../../test/sse-client';
import { TcpProxy } from '../../test/tcp-proxy';
import { postBatch, twoProcesses, upTo } from '../../test/two-processes';

/**
 * What one open stream has shown of the trip, read as its client reads it: each `coordinates`
 * frame appends its points; the monitor's `trips` picture (first, and again after Redis was
 * away) replaces what it held. `problems` lists every point a frame sent out of order or again,
 * on either stream: none may appear.
 */
class Watcher {
  readonly timestamps: number[] = [];
  readonly problems: string[] = [];
  pictures = 0;

  constructor(
    readonly name: string,
    private readonly generatedTripId: string,
    private readonly monitor: boolean,
    private readonly at: number,
  ) {}

  take(event: SseEvent) {
    if (event.event === 'trips') {
      this.pictures++;
      const trip = event.data.trips.find(
        (each: { generated_trip_id: string }) => each.generated_trip_id === this.generatedTripId,
      );
      this.timestamps.length = 0;
      if (trip) this.append(pointsOfRoute(trip).map((point) => point.timestamp - this.at));
      return;
    }
    if (event.event !== 'coordinates') return;
    if (this.monitor && event.data.generated_trip_id !== this.generatedTripId) return;
    const seconds = event.data.points.map((point: { timestamp: number }) => point.timestamp - this.at);
    this.append(seconds);
  }

  private append(seconds: number[]) {
    for (const second of seconds) {
      if (this.timestamps.includes(second)) {
        this.problems.push(`${second} again`);
        continue;
      }
      const last = this.timestamps.at(-1);
      if (last !== undefined && second <= last) this.problems.push(`${second} after ${last}`);
      this.timestamps.push(second);
    }
  }
}

/** Streams kept open by the test, every event of each handed to its watcher as it comes. */
async function watch(url: string, watcher: Watcher) {
  const stream = await openStream(url);
  expect(stream.status).toBe(200);
  void (async () => {
    for (;;) {
      const event = await stream.nextOrEnd(3_600_000).catch(() => null);
      if (!event) return;
      watcher.take(event);
    }
  })();
  return stream;
}

type Outage = 'cut' | 'restart';

/**
 * Two app instances sharing one database and one Redis — two server processes as far as the bus
 * goes — each with a trip stream and the business's monitor stream open, a courier posting
 * through both before, during and after Redis is away. Redis is this file's own redis-server,
 * whether or not REDIS_URL is set: either behind a TCP proxy that is cut (connections dropped,
 * Redis itself keeps running) or killed with SIGKILL and started again on the same port (empty:
 * every subscription must be made again).
 */
function outageSuite(outage: Outage) {
  return async () => {
    const own = await OwnRedis.start();
    const proxied = outage === 'cut' ? await TcpProxy.start(own.url) : undefined;
    afterAll(async () => {
      await proxied?.proxy.close();
      await own.stop();
    });
    const { processes, urls, waitForRedis } = await twoProcesses(proxied?.url ?? own.url);
    const processA = processes.A;
    const streams: { close(): void }[] = [];
    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    const goAway = async () => {
      if (proxied) await proxied.proxy.cut();
      else await own.kill();
    };
    const comeBack = async () => {
      if (proxied) await proxied.proxy.restore();
      else await own.restart();
    };

    const { session } = await createBusiness(processA.app);
    const courier = await createCourier(processA.app, session);
    const trip = await startTrip(processA.app, courier);
    const at = processA.clock.seconds() - 600;
    const channel = `private-my-channel-${session.business_id}`;
    const token = await processA.app.inject({
      method: 'POST',
      url: '/pusher/portal_auth',
      headers: bearer(session),
      payload: { channel_name: channel },
    });
    expect(token.statusCode).toBe(200);

    const watchers: Watcher[] = [];
    for (const name of ['A', 'B'] as const) {
      const tripWatcher = new Watcher(`trip stream on ${name}`, trip.generated_trip_id, false, at);
      const monitorWatcher = new Watcher(`monitor stream on ${name}`, trip.generated_trip_id, true, at);
      streams.push(await watch(`${urls[name]}/api/trips/${trip.generated_trip_id}/stream`, tripWatcher));
      streams.push(
        await watch(
          `${urls[name]}/api/realtime?channel=${channel}&auth=${token.json().auth}`,
          monitorWatcher,
        ),
      );
      watchers.push(tripWatcher, monitorWatcher);
    }
    const monitors = watchers.filter((watcher) => watcher.name.startsWith('monitor'));

    /** One batch of two points, seconds 2n-1 and 2n, posted through process `via`. */
    const post = (via: 'A' | 'B', n: number) => postBatch(processes[via], courier, trip, at, n);
    /** Every stream shows batches 1..n, each point once, in order. */
    const allShow = async (n: number, which = watchers) => {
      for (const watcher of which) {
        await expect
          .poll(() => watcher.timestamps, { timeout: 15_000, message: watcher.name })
          .toEqual(upTo(n));
      }
    };

    it('opens a trip stream and a monitor stream on both processes, Redis up on both', async () => {
      await expect.poll(() => monitors.every((monitor) => monitor.pictures === 1)).toBe(true);
      await waitForRedis('up');
    });

    it('carries each point to all four streams while Redis is up', async () => {
      await post('A', 1);
      await post('B', 2);
      await post('A', 3);
      await post('B', 4);
      await allShow(4);
    });

    it(`loses and repeats nothing on any stream when Redis is ${outage === 'cut' ? 'cut off' : 'killed and restarted'}`, async () => {
      await goAway();
      await waitForRedis('down');
      // While it is away each process still hears its own posts; the other's come later.
      for (const [n, via] of [
        [5, 'A'],
        [6, 'B'],
        [7, 'A'],
        [8, 'B'],
      ] as const)
        await post(via, n);
      const picturesBefore = monitors.map((monitor) => monitor.pictures);
      await comeBack();
      await waitForRedis('up');
      // What each stream missed comes from PostgreSQL: the trip streams' points, the monitors'
      // whole picture again (a monitor may have read the other process's points already, as a
      // gap its own process's frames showed, so its picture can come after them).
      for (const [k, monitor] of monitors.entries()) {
        await expect
          .poll(() => monitor.pictures, { timeout: 15_000, message: monitor.name })
          .toBeGreaterThan(picturesBefore[k] ?? 0);
      }
      await allShow(8);
      // Live again across processes: a point posted on one reaches the other's streams over
      // Redis (subscriptions made again), both ways.
      await post('A', 9);
      await allShow(9);
      await post('B', 10);
      await allShow(10);
      for (const watcher of watchers) expect(watcher.problems, watcher.name).toEqual([]);
    });
  };
}

describe('Redis cut off while streams are open on two processes', outageSuite('cut'));
describe('Redis killed and restarted while streams are open on two processes', outageSuite('restart'));
