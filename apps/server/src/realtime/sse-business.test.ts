import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { coords } from '../../test/business-frames';
import { RecoveringBus } from '../../test/recovering-bus';
import { openStream } from '../../test/sse-client';
import { SseHub, type StreamStart, sseFrame } from './sse';

const bus = new RecoveringBus();
const hub = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 60_000 },
);
const timesOf = (
  trip: string,
  event: { event: string; data: { generated_trip_id: string; points: { timestamp: number }[] } },
) => {
  expect(event).toMatchObject({ event: 'coordinates', data: { generated_trip_id: trip } });
  return event.data.points.map((point) => point.timestamp);
};
/** A picture of live trips, each with 2 points. */
const picture = (...trips: string[]): StreamStart => ({
  frames: [sseFrame('trips', { trips })],
  trips: trips.map((generatedTripId) => ({ generatedTripId, points: 2, arrived: false })),
});

// Reads of the database the test answers itself: whole pictures, and one trip's missed points.
let releasePicture: (start: StreamStart) => void = () => {};
let releaseTrip: (start: StreamStart) => void = () => {};
const pictureReads: string[] = [];
const tripReads: [string, number][] = [];
const app = Fastify();
app.get<{ Params: { name: string } }>('/business/:name', async (request, reply) => {
  const channel = `business-${request.params.name}`;
  await hub.open(reply, channel, async () => picture('g1', 'g2'), {
    address: request.ip,
    catchUp: () => {
      pictureReads.push(channel);
      return new Promise((done) => {
        releasePicture = done;
      });
    },
    tripCatchUp: (trip, covered) => {
      tripReads.push([trip, covered]);
      return new Promise((done) => {
        releaseTrip = done;
      });
    },
  });
});
// A hub whose gap reads fail (the database away): the whole picture follows 50 ms later.
const refreshing = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 60_000, pictureAfterFailedGapMs: 50 },
);
let picturesAfterGap = 0;
app.get('/failing-gap', async (request, reply) => {
  await refreshing.open(reply, 'business-failing-gap', async () => picture('g1', 'g2'), {
    address: request.ip,
    catchUp: async () => {
      picturesAfterGap++;
      return { ...picture('g2'), trips: [{ generatedTripId: 'g2', points: 5, arrived: false }] };
    },
    tripCatchUp: async () => {
      throw new Error('the database is away');
    },
  });
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await hub.close();
  await refreshing.close();
  await app.close();
});

describe('SseHub business streams, per trip', () => {
  it('drops a live frame that crossed the picture read after Redis came back', async () => {
    const stream = await openStream(`${url}/business/crossing`);
    expect((await stream.next()).event).toBe('trips');
    bus.recover();
    await expect.poll(() => pictureReads).toEqual(['business-crossing']);
    // Points 3 and 4 arrive live while the picture, which already has them, is being read.
    await bus.publish('business-crossing', coords('g1', 3, 4));
    releasePicture({ ...picture('g1', 'g2'), trips: [{ generatedTripId: 'g1', points: 4, arrived: false }] });
    expect((await stream.next()).event).toBe('trips');
    await bus.publish('business-crossing', coords('g1', 5, 5));
    expect(timesOf('g1', await stream.next())).toEqual([5]);
    stream.close();
  });

  it("reads a trip's points a live frame skips over before writing it, and each point once", async () => {
    const stream = await openStream(`${url}/business/gap`);
    expect((await stream.next()).event).toBe('trips');
    // Points 3 and 4 of g1 never came here; 5 and 6 do. Frames of other trips wait meanwhile.
    await bus.publish('business-gap', coords('g1', 5, 6));
    await expect.poll(() => tripReads.at(-1)).toEqual(['g1', 2]);
    await bus.publish('business-gap', coords('g2', 3, 3));
    releaseTrip({ frames: [coords('g1', 3, 6)] });
    expect(timesOf('g1', await stream.next())).toEqual([3, 4, 5, 6]);
    expect(timesOf('g2', await stream.next())).toEqual([3]);
    await bus.publish('business-gap', coords('g1', 5, 6));
    await bus.publish('business-gap', coords('g2', 3, 3));
    await bus.publish('business-gap', coords('g1', 7, 7));
    expect(timesOf('g1', await stream.next())).toEqual([7]);
    stream.close();
  });

  it('writes arrived and ended once per trip, nothing of a trip after its end, a known trip started once', async () => {
    const stream = await openStream(`${url}/business/once`);
    expect((await stream.next()).event).toBe('trips');
    const times = (event: string, trip: string) => sseFrame(event, { generated_trip_id: trip }, 2);
    for (const frame of [
      times('arrived', 'g1'),
      times('arrived', 'g1'),
      times('arrived', 'g2'),
      times('ended', 'g1'),
      times('ended', 'g1'),
      coords('g1', 3, 3),
      sseFrame('trip_started', { generated_trip_id: 'g2' }, 0),
      sseFrame('trip_started', { generated_trip_id: 'g3' }, 0),
      coords('g3', 1, 1),
    ])
      await bus.publish('business-once', frame);
    const seen = [];
    for (let i = 0; i < 5; i++) {
      const event = await stream.next();
      seen.push(`${event.event} ${event.data.generated_trip_id}`);
    }
    expect(seen).toEqual(['arrived g1', 'arrived g2', 'ended g1', 'trip_started g3', 'coordinates g3']);
    stream.close();
  });

  it("sends the whole picture soon after a trip's gap could not be read, its marks reset from it", async () => {
    const stream = await openStream(`${url}/failing-gap`);
    expect((await stream.next()).data).toEqual({ trips: ['g1', 'g2'] });
    // g1's points 3 and 4 never came; reading them fails, so 5 and 6 go as they are.
    await bus.publish('business-failing-gap', coords('g1', 5, 6));
    expect(timesOf('g1', await stream.next())).toEqual([5, 6]);
    // The picture replaces what the monitor holds: g1 has ended meanwhile, g2 has 5 points.
    expect((await stream.next()).data).toEqual({ trips: ['g2'] });
    expect(picturesAfterGap).toBe(1);
    // The 5th point of g2 again is dropped, the 6th goes.
    await bus.publish('business-failing-gap', coords('g2', 5, 5));
    await bus.publish('business-failing-gap', coords('g2', 6, 6));
    expect(timesOf('g2', await stream.next())).toEqual([6]);
    stream.close();
  });
});
