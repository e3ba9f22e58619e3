import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import { allowSeveralTrips, createBusiness, createCourier, startTrip } from '../../../test/factories';
import { openBusinessStream, openStream } from '../../../test/sse-client';

// Small caps, and client addresses told by X-Forwarded-For (as behind a load balancer).
const ctx = await createTestContext({
  trustProxy: 1,
  streamCaps: { perAddress: 3, perChannel: 3, perAddressOnChannel: 2 },
  rateLimits: { ...TEST_RATE_LIMITS, publicRead: { max: 5, windowSeconds: 60 } },
});
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { session } = await createBusiness(ctx.app);
const courier = await createCourier(ctx.app, session);
await allowSeveralTrips(ctx.app, session);

const streamOf = (generatedTripId: string, address: string) =>
  openStream(`${baseUrl}/api/trips/${generatedTripId}/stream`, { 'x-forwarded-for': address });

describe('GET /api/trips/:generated_trip_id/stream caps', () => {
  it('refuses a fourth stream on one trip with 429, and accepts one again after a stream closes', async () => {
    const trip = await startTrip(ctx.app, courier);
    const first = await streamOf(trip.generated_trip_id, '198.51.100.1');
    const second = await streamOf(trip.generated_trip_id, '198.51.100.2');
    const third = await streamOf(trip.generated_trip_id, '198.51.100.4');
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const fourth = await fetch(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`, {
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: { code: 'too_many_streams', message: 'Too many live views are open. Close some and try again.' },
    });

    first.close();
    await expect
      .poll(async () => {
        const again = await streamOf(trip.generated_trip_id, '198.51.100.3');
        again.close();
        return again.status;
      })
      .toBe(200);
    second.close();
    third.close();
  });

  it('keeps one address from taking every place on a trip', async () => {
    const trip = await startTrip(ctx.app, courier);
    const mine = [
      await streamOf(trip.generated_trip_id, '198.51.100.9'),
      await streamOf(trip.generated_trip_id, '198.51.100.9'),
    ];
    expect(mine.map((stream) => stream.status)).toEqual([200, 200]);
    const greedy = await streamOf(trip.generated_trip_id, '198.51.100.9');
    expect(greedy.status).toBe(429);
    const customer = await streamOf(trip.generated_trip_id, '198.51.100.10');
    expect(customer.status).toBe(200);
    for (const stream of [...mine, greedy, customer]) stream.close();
  });

  it('caps the streams of one address across trips and the monitor, and not the others', async () => {
    const address = '203.0.113.77';
    const trips = [await startTrip(ctx.app, courier), await startTrip(ctx.app, courier)];
    const monitor = await openBusinessStream(ctx.app, baseUrl, session, { 'x-forwarded-for': address });
    const open = [
      monitor,
      ...(await Promise.all(trips.map((trip) => streamOf(trip.generated_trip_id, address)))),
    ];
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const another = await startTrip(ctx.app, courier);
    const refused = await fetch(`${baseUrl}/api/trips/${another.generated_trip_id}/stream`, {
      headers: { 'x-forwarded-for': address },
    });
    expect(refused.status).toBe(429);
    const elsewhere = await streamOf(another.generated_trip_id, '203.0.113.78');
    expect(elsewhere.status).toBe(200);
    expect((await elsewhere.next()).event).toBe('trip');
    for (const stream of [...open, elsewhere]) stream.close();
  });
});

describe('public tracking reads rate limit', () => {
  it('answers 429 to one address reading too often, and not to another', async () => {
    const trip = await startTrip(ctx.app, courier);
    const read = (address: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/trips/${trip.generated_trip_id}`,
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 5; i++) expect((await read('192.0.2.10')).statusCode).toBe(200);
    const limited = await read('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    // The client writes the left of X-Forwarded-For; the one proxy in front adds the right.
    expect((await read('198.18.0.1, 192.0.2.10')).statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await read('192.0.2.11')).statusCode).toBe(200);
    const route = await ctx.app.inject({
      method: 'GET',
      url: `/subsequent_coordinates?generated_trip_id=${trip.generated_trip_id}&trip_id=${trip.trip_id}`,
      headers: { 'x-forwarded-for': '192.0.2.11' },
    });
    expect(route.statusCode).toBe(200);
  });
});
