import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openStream } from '../../test/sse-client';
import { MemoryBus } from './bus';
import { SseHub, type StreamStart, sseFrame } from './sse';

/** A bus whose "Redis came back" the test announces itself. */
class RecoveringBus extends MemoryBus {
  private readonly listeners: (() => void)[] = [];
  override onRecovered(listener: () => void): void {
    this.listeners.push(listener);
  }
  recover(): void {
    for (const listener of this.listeners) listener();
  }
}

const bus = new RecoveringBus();
const hub = new SseHub(bus, { perAddress: 100, perChannel: 100 }, 60_000);
const points = (from: number, to: number) =>
  sseFrame('coordinates', { points: Array.from({ length: to - from + 1 }, (_, i) => from + i) }, to);

// The database's answer to "what came after this id?", held until the test releases it.
let release: (start: StreamStart) => void = () => {};
const reads: number[] = [];
const app = Fastify();
app.get('/trip', async (request, reply) => {
  await hub.open(reply, 'trip-x', async () => ({ frames: [sseFrame('trip', {}, 1)], coveredUpTo: 1 }), {
    address: request.ip,
    oneTrip: true,
    catchUp: (seen) => {
      reads.push(seen);
      return new Promise((done) => {
        release = done;
      });
    },
  });
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await hub.close();
  await app.close();
});

describe('SseHub catch-up after Redis was away', () => {
  it('writes what was missed before the live frames that came meanwhile, and nothing twice', async () => {
    const stream = await openStream(`${url}/trip`);
    expect((await stream.next()).event).toBe('trip');

    bus.recover();
    await expect.poll(() => reads).toEqual([1]);
    // A live point arrives while the missed ones are still being read.
    await bus.publish('trip-x', points(4, 4));
    release({ frames: [points(2, 3), sseFrame('arrived', {}, 3)] });
    expect((await stream.next()).data.points).toEqual([2, 3]);
    expect((await stream.next()).event).toBe('arrived');
    expect((await stream.next()).data.points).toEqual([4]);

    // Another recovery that finds the same points, and a resent live frame: neither is written.
    bus.recover();
    await expect.poll(() => reads).toEqual([1, 4]);
    release({ frames: [points(2, 4), sseFrame('arrived', {}, 4)] });
    await bus.publish('trip-x', points(4, 4));
    await bus.publish('trip-x', points(5, 5));
    expect((await stream.next()).data.points).toEqual([5]);
    stream.close();
  });
});
