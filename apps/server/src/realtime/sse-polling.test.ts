import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { heldTripCatchUp } from '../../test/held-catch-up';
import { openStream } from '../../test/sse-client';
import { MemoryBus } from './bus';
import { SseHub, sseFrame } from './sse';

const POLL_MS = 20;
const CAPS = { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 };

/** An in-process bus that reports the Redis state the test sets, counting how often it is asked. */
class StateBus extends MemoryBus {
  asked = 0;
  constructor(public state: 'off' | 'up' | 'down') {
    super();
  }
  override redisState() {
    this.asked++;
    return this.state as 'off';
  }
}

/** A hub with one trip stream whose database reads the test holds and releases. */
async function hubWith(bus: StateBus) {
  const hub = new SseHub(bus, CAPS, { heartbeatMs: 60_000, pollMs: POLL_MS });
  const app = Fastify();
  const { reads, release } = heldTripCatchUp(app, hub);
  // Another trip, whose reads answer at once.
  const otherReads: number[] = [];
  app.get('/other', async (request, reply) => {
    await hub.open(reply, 'trip-y', async () => ({ frames: [sseFrame('trip', {}, 1)], coveredUpTo: 1 }), {
      address: request.ip,
      oneTrip: true,
      catchUp: async (seen) => {
        otherReads.push(seen);
        return { frames: [] };
      },
    });
  });
  // A business (monitor) stream: its catch-up is the whole picture, left for Redis's return.
  const pictureReads: number[] = [];
  app.get('/business', async (request, reply) => {
    await hub.open(
      reply,
      'business-z',
      async () => ({ frames: [sseFrame('trips', { trips: [] })], trips: [] }),
      {
        address: request.ip,
        catchUp: async (seen) => {
          pictureReads.push(seen);
          return { frames: [], trips: [] };
        },
        tripCatchUp: async () => ({ frames: [] }),
      },
    );
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const business = await openStream(`${url}/business`);
  expect((await business.next()).event).toBe('trips');
  const stream = await openStream(`${url}/trip`);
  expect((await stream.next()).event).toBe('trip');
  const other = await openStream(`${url}/other`);
  expect((await other.next()).event).toBe('trip');
  afterAll(async () => {
    stream.close();
    other.close();
    business.close();
    await hub.close();
    await app.close();
  });
  return { reads, otherReads, pictureReads, stream, release };
}

describe('SseHub while Redis is away', () => {
  it('reads what streams missed every poll while down, one read at a time, and stops when up', async () => {
    // Up while both streams open, so the first poll finds them both.
    const bus = new StateBus('up');
    const { reads, otherReads, pictureReads, stream, release } = await hubWith(bus);
    bus.state = 'down';
    await expect.poll(() => reads).toEqual([1]);
    // Ticks go on while one read is held, and start no other catch-up, even of the quick trip.
    const asked = bus.asked;
    await expect.poll(() => bus.asked).toBeGreaterThan(asked + 3);
    expect(reads).toEqual([1]);
    expect(otherReads).toEqual([1]);
    release({ frames: [sseFrame('coordinates', { points: [{ timestamp: 2 }] }, 2)] });
    expect((await stream.next()).data).toEqual({ points: [{ timestamp: 2 }] });
    await expect.poll(() => reads).toEqual([1, 2]);
    expect(otherReads).toEqual([1, 1]);
    // The monitor's whole picture is not read again every poll.
    expect(pictureReads).toEqual([]);

    bus.state = 'up';
    release({ frames: [] });
    const askedWhenUp = bus.asked;
    await expect.poll(() => bus.asked).toBeGreaterThan(askedWhenUp + 3);
    expect(reads).toEqual([1, 2]);
  });

  it('never polls without Redis (a single process hears every event itself)', async () => {
    const off = new StateBus('off');
    const down = new StateBus('down');
    const quiet = await hubWith(off);
    const polled = await hubWith(down);
    // The other hub, on the same interval, has read and ticked a few times meanwhile.
    await expect.poll(() => polled.reads).toEqual([1]);
    const asked = down.asked;
    await expect.poll(() => down.asked).toBeGreaterThan(asked + 3);
    expect(quiet.reads).toEqual([]);
    expect(off.asked).toBe(1);
  });
});
