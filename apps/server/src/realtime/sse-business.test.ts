import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RecoveringBus } from '../../test/recovering-bus';
import { openStream } from '../../test/sse-client';
import { SseHub, type StreamStart, sseFrame } from './sse';

const bus = new RecoveringBus();
const hub = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 60_000 },
);
/** A business channel's coordinates frame of `trip`: points `from` to `to`, its id the count after them. */
const coords = (trip: string, from: number, to: number) =>
  sseFrame(
    'coordinates',
    {
      generated_trip_id: trip,
      points: Array.from({ length: to - from + 1 }, (_, i) => ({ timestamp: from + i })),
    },
    to,
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
// A hub that sends business streams their whole picture again every 200 ms.
const refreshing = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 60_000, pictureMs: 200 },
);
app.get('/refreshing', async (request, reply) => {
  await refreshing.open(reply, 'business-refreshing', async () => picture('g1', 'g2'), {
    address: request.ip,
    catchUp: async () => ({
      ...picture('g2'),
      trips: [{ generatedTripId: 'g2', points: 5, arrived: false }],
    }),
    tripCatchUp: async () => ({ frames: [] }),
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

  it('sends an open stream the whole picture again after the interval, its marks reset from it', async () => {
    const stream = await openStream(`${url}/refreshing`);
    expect((await stream.next()).data).toEqual({ trips: ['g1', 'g2'] });
    expect((await stream.next()).data).toEqual({ trips: ['g2'] });
    // The new picture has g2's 5 points: the 5th again is dropped, the 6th goes.
    await bus.publish('business-refreshing', coords('g2', 5, 5));
    await bus.publish('business-refreshing', coords('g2', 6, 6));
    // Pictures keep coming every 200 ms; the first other frame is the point.
    let next = await stream.next();
    while (next.event === 'trips') next = await stream.next();
    expect(timesOf('g2', next)).toEqual([6]);
    stream.close();
  });
});
