import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { coords } from '../../test/business-frames';
import { openStream } from '../../test/sse-client';
import { MemoryBus } from './bus';
import { SseHub, type StreamStart, sseFrame } from './sse';
import type { TripState } from './trip-marks';

const POLL_MS = 20;
const CAPS = { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 };

/** An in-process bus that reports the Redis state the test sets, counting how often it is asked. */
class StateBus extends MemoryBus {
  asked = 0;
  constructor(public state: 'up' | 'down') {
    super();
  }
  override redisState() {
    this.asked++;
    // MemoryBus answers 'off'; this one stands for a process with Redis.
    return this.state as 'off';
  }
}

const bus = new StateBus('up');
const hub = new SseHub(bus, CAPS, { heartbeatMs: 60_000, pollMs: POLL_MS });

// The database as the test answers it: the light reads (held until released) and per-trip reads.
const stateReads: { channel: string; marked: string[] }[] = [];
const held: ((states: TripState[]) => void)[] = [];
const tripReads: string[] = [];
const startReads: string[] = [];
const app = Fastify();
app.get<{ Params: { name: string } }>('/business/:name', async (request, reply) => {
  const channel = `business-${request.params.name}`;
  // Every stream opens on trip g1 with 2 points shown.
  const picture: StreamStart = {
    frames: [sseFrame('trips', { trips: ['g1'] })],
    trips: [{ generatedTripId: 'g1', points: 2, arrived: false }],
  };
  await hub.open(reply, channel, async () => picture, {
    address: request.ip,
    catchUp: async () => picture,
    tripCatchUp: async (trip, covered) => {
      tripReads.push(`${channel} ${trip} ${covered}`);
      return { frames: [coords(trip, covered + 1, 4)] };
    },
    tripsAway: {
      states: (marked) => {
        stateReads.push({ channel, marked });
        return new Promise((done) => held.push(done));
      },
      started: async (trip) => {
        startReads.push(`${channel} ${trip}`);
        return { frames: [sseFrame('trip_started', { generated_trip_id: trip }, 0), coords(trip, 1, 3)] };
      },
    },
  });
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const open = async (name: string) => {
  const stream = await openStream(`${url}/business/${name}`);
  expect((await stream.next()).event).toBe('trips');
  return stream;
};
const streams = [await open('x'), await open('x'), await open('x'), await open('y')];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await hub.close();
  await app.close();
});

const states: TripState[] = [
  { generatedTripId: 'g1', points: 4, arrived: false, ended: false },
  { generatedTripId: 'g2', points: 3, arrived: false, ended: false },
];

describe('business streams while Redis is away', () => {
  it('makes one light read per channel and poll, however many streams, and reads each missed trip once', async () => {
    bus.state = 'down';
    await expect.poll(() => stateReads.length).toBe(2);
    // The poll waits for its reads: ticks go on and start no other.
    const asked = bus.asked;
    await expect.poll(() => bus.asked).toBeGreaterThan(asked + 3);
    expect(stateReads).toEqual([
      { channel: 'business-x', marked: ['g1'] },
      { channel: 'business-y', marked: ['g1'] },
    ]);
    for (const release of held.splice(0)) release(states);

    // Each stream gets g1's missing points and g2 from its start, read once per channel.
    for (const stream of streams) {
      const events = [await stream.next(), await stream.next(), await stream.next()];
      expect(events.map((event) => [event.event, event.data.generated_trip_id]).sort()).toEqual([
        ['coordinates', 'g1'],
        ['coordinates', 'g2'],
        ['trip_started', 'g2'],
      ]);
    }
    expect(tripReads.sort()).toEqual(['business-x g1 2', 'business-y g1 2']);
    expect(startReads.sort()).toEqual(['business-x g2', 'business-y g2']);

    // The next poll asks for both trips and finds nothing missed: nothing is read or written again.
    await expect.poll(() => stateReads.length).toBe(4);
    expect(stateReads.slice(2).map((read) => read.marked.sort())).toEqual([
      ['g1', 'g2'],
      ['g1', 'g2'],
    ]);
    for (const release of held.splice(0)) release(states);
    await expect.poll(() => stateReads.length).toBe(6);
    expect(tripReads).toHaveLength(2);
    expect(startReads).toHaveLength(2);

    bus.state = 'up';
    for (const release of held.splice(0)) release(states);
    const askedWhenUp = bus.asked;
    await expect.poll(() => bus.asked).toBeGreaterThan(askedWhenUp + 3);
    expect(stateReads).toHaveLength(6);
  });

  it('writes nothing twice after the polls', async () => {
    // A live frame of what the polls already wrote is dropped; the next one goes.
    await bus.publish('business-x', coords('g2', 1, 3));
    await bus.publish('business-x', coords('g2', 4, 4));
    expect(timesOf(await streams[0]?.next())).toEqual([4]);
  });
});

function timesOf(event: { data: { points: { timestamp: number }[] } } | undefined) {
  return event?.data.points.map((point) => point.timestamp);
}
