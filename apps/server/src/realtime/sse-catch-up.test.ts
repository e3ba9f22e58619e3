import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { heldTripCatchUp } from '../../test/held-catch-up';
import { RecoveringBus } from '../../test/recovering-bus';
import { openStream } from '../../test/sse-client';
import { SseHub, sseFrame } from './sse';

const bus = new RecoveringBus();
const hub = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 60_000 },
);
/** A coordinates frame with points number `from` to `to` (its id is the count after them). */
const points = (from: number, to: number) =>
  sseFrame(
    'coordinates',
    { points: Array.from({ length: to - from + 1 }, (_, i) => ({ timestamp: from + i })) },
    to,
  );
const timestampsOf = (event: { data: { points: { timestamp: number }[] } }) =>
  event.data.points.map((point) => point.timestamp);

const app = Fastify();
// The database's answer to "what came after this id?", held until the test releases it.
const { reads, release } = heldTripCatchUp(app, hub);
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
    expect(timestampsOf(await stream.next())).toEqual([2, 3]);
    expect((await stream.next()).event).toBe('arrived');
    expect(timestampsOf(await stream.next())).toEqual([4]);

    // Another recovery that finds the same points, and a resent live frame: neither is written.
    bus.recover();
    await expect.poll(() => reads).toEqual([1, 4]);
    release({ frames: [points(2, 4), sseFrame('arrived', {}, 4)] });
    await bus.publish('trip-x', points(4, 4));
    await bus.publish('trip-x', points(5, 5));
    expect(timestampsOf(await stream.next())).toEqual([5]);
    stream.close();
  });

  it('reads the points a live frame skips over before writing it', async () => {
    const stream = await openStream(`${url}/trip`);
    expect((await stream.next()).event).toBe('trip');
    // Points 2 and 3 went out on another process and never arrived here; 4 does.
    await bus.publish('trip-x', points(4, 4));
    await expect.poll(() => reads.at(-1)).toBe(1);
    release({ frames: [points(2, 4)] });
    expect(timestampsOf(await stream.next())).toEqual([2, 3, 4]);
    await bus.publish('trip-x', points(3, 3));
    await bus.publish('trip-x', points(5, 5));
    expect(timestampsOf(await stream.next())).toEqual([5]);
    stream.close();
  });
});
